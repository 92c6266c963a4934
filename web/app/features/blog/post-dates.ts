/** "25 November 2026": the same on the server and in every browser (UTC, English). */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export function postDate(iso: string | null): string {
  return iso ? LONG_DATE.format(new Date(iso)) : ''
}

/** Posts per page of /blog and of a tag's page. */
export const POSTS_PER_PAGE = 10

/** A tag's page. */
export const tagPath = (tag: string) => `/blog/tags/${encodeURIComponent(tag)}`
export { postPath } from '@contract/post.ts'
