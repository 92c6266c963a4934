import { AUTH_HEADER, TOKEN_STORAGE_KEY } from '@contract/limits.ts'

/** The owner's token when this browser is signed in: their own visits may be left uncounted. */
function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Issue #18: tells the server this page was shown, once, without cookies or storage of its own
 * (docs/privacy.md). Only pages the server marked (not a 404, an error or a private preview); a
 * prerendered page only once the visitor actually opens it. The server decides the rest (bots,
 * Do Not Track, the owner); a failure is silent, the page never waits for it.
 */
export function initPageView(root: Document) {
  if (!root.querySelector('[data-page-view]')) return
  const send = () => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    const token = storedToken()
    if (token) headers[AUTH_HEADER] = token
    fetch('/api/analytics/views', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        page: `${location.pathname}${location.search}`,
        referrer: root.referrer,
      }),
      credentials: 'omit',
    })
      // Read to its end, so the request is over (an unread answer keeps the page's network busy).
      .then((response) => response.arrayBuffer())
      .catch(() => {})
  }
  if ((root as Document & { prerendering?: boolean }).prerendering) {
    root.addEventListener('prerenderingchange', send, { once: true })
  } else {
    send()
  }
}
