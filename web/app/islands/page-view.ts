import { AUTH_HEADER } from '@contract/limits.ts'
import { readToken } from '@/lib/api/owner-session.ts'

/**
 * Tells the server this page was shown, once, without cookies or storage of its own
 * (docs/privacy.md). Only pages the server marked (not a 404, an error or a private preview); a
 * prerendered page only once the visitor actually opens it. The server decides the rest (bots,
 * Do Not Track, the owner); a failure is silent, the page never waits for it.
 */
export function initPageView(root: Document) {
  if (!root.querySelector('[data-page-view]')) return
  const send = () => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    // The owner's own visits may be left uncounted: the server needs to know it is them.
    const token = readToken()
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
