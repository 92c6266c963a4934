/**
 * The blog's list pages: /blog, /blog/page/N, /blog/tags/T and /blog/tags/T/page/N. Which of them
 * exist is decided here once, for the page itself (web/app/routes/public/blog.tsx), its
 * link-preview card and the analytics (server/modules/web-host/public-pages.ts).
 */

/** Posts per page of /blog and of a tag's page. */
export const POSTS_PER_PAGE = 10

/** A tag's page. */
export const tagPath = (tag: string) => `/blog/tags/${encodeURIComponent(tag)}`

/** A list page's own address: page 1 is the list itself. */
export const blogListPath = (tag: string | undefined, page: number) => {
  const base = tag === undefined ? '/blog' : tagPath(tag)
  return page === 1 ? base : `${base}/page/${page}`
}

export interface BlogList<Post> {
  /** This page's posts. */
  posts: Post[]
  /** The tag as the posts spell it (its address may differ in case), or undefined for /blog. */
  tag: string | undefined
  page: number
  pages: number
}

/** A page number as an address writes it: 2, 3, … (page 1 is the list itself, not /page/1). */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/

/** A list page's number as its address gives it (none: page 1), or undefined when written otherwise. */
export function blogPageNumber(page: string | undefined): number | undefined {
  if (page === undefined) return 1
  return PAGE_NUMBER.test(page) && page !== '1' ? Number(page) : undefined
}

/**
 * The list page for `tag` (any case) and `page` as the address gives them (decoded), from every
 * published post, newest first; undefined when there is no such page: a page past the last, a
 * page number written otherwise, or a tag no published post has.
 */
export function blogList<Post extends { tags: string[] }>(
  published: Post[],
  tag: string | undefined,
  page: string | undefined,
): BlogList<Post> | undefined {
  const wanted = tag?.toLowerCase()
  const posts =
    wanted === undefined
      ? published
      : published.filter((post) => post.tags.some((t) => t.toLowerCase() === wanted))
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
  if (tag !== undefined && posts.length === 0) return undefined
  const number = blogPageNumber(page)
  if (number === undefined || number > pages) return undefined
  return {
    posts: posts.slice((number - 1) * POSTS_PER_PAGE, number * POSTS_PER_PAGE),
    tag: wanted === undefined ? undefined : posts[0]!.tags.find((t) => t.toLowerCase() === wanted),
    page: number,
    pages,
  }
}
