/** "25 November 2026": the same on the server and in every browser (UTC, English). */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export function postDate(iso: string | null): string {
  return iso ? LONG_DATE.format(new Date(iso)) : ''
}

export { tagPath } from '@contract/blog-pages.ts'
export { postPath } from '@contract/post.ts'
