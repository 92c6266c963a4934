/**
 * Link-preview cards (issue #16): every public page's `og:image` is `/og/<page>.png`, a 1200×630
 * PNG the server draws from the page's title (server/modules/og). One mapping, both ways.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** `/` → `/og/index.png`; `/blog/my-post` → `/og/blog/my-post.png`. */
export function ogImagePath(pagePath: string): string {
  const page = pagePath.replace(/\/+$/, '')
  return `/og${page === '' ? '/index' : page}.png`
}

/** The page a card is for (`blog/my-post.png` → `/blog/my-post`), or undefined. */
export function pageOfOgImage(rest: string): string | undefined {
  const match = /^([a-z0-9/%._-]+)\.png$/i.exec(rest)
  if (!match || match[1]!.includes('..') || match[1]!.length > 300) return undefined
  return match[1] === 'index' ? '/' : `/${match[1]}`
}
