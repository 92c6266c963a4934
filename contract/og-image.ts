/**
 * Link-preview cards: every public page's `og:image` is `/og/<page>.png`, a 1200×630
 * PNG the server draws from the page's title (server/modules/og). One mapping, both ways.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * Drawing a card takes about a quarter of a second of the server's CPU, so new ones are rationed
 * (cards already drawn for the current content cost nothing): per client address a minute (429
 * beyond), and for everyone at once, one drawn at a time with a few waiting (503 beyond).
 */
export const OG_NEW_CARDS_PER_MINUTE = 12
export const OG_DRAWS_AT_ONCE = 1
export const OG_DRAWS_WAITING = 8
/** When to ask again after a 503: the waiting cards are drawn by then. */
export const OG_BUSY_RETRY_SECONDS = 3

export const OG_MESSAGES = {
  notFound: 'Not found',
  tooManyNewCards: 'Too many new link-preview cards asked from this address; try again in a minute',
  busy: 'Too many link-preview cards are being drawn; try again in a few seconds',
}

/** `/` → `/og/index.png`; `/blog/my-post` → `/og/blog/my-post.png`. */
export function ogImagePath(pagePath: string): string {
  const page = pagePath.replace(/\/+$/, '')
  return `/og${page === '' ? '/index' : page}.png`
}

/**
 * The address of the page a card is for (`blog/my-post.png` → `/blog/my-post`), or undefined.
 * Both are written as sent, still percent-encoded: the page's address is decoded once, when the
 * page is looked up (server/modules/web-host/public-pages.ts).
 */
export function pageOfOgImage(rest: string): string | undefined {
  // What encodeURIComponent leaves as it is, and its escapes.
  const match = /^([A-Za-z0-9/%._~!*'()-]{1,300})\.png$/.exec(rest)
  if (!match) return undefined
  return match[1] === 'index' ? '/' : `/${match[1]}`
}
