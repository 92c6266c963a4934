import { formatDate } from '@contract/dates.ts'

/** "25 November 2026", as every date of the site (contract/dates.ts), or nothing for a draft. */
export function postDate(iso: string | null): string {
  return iso ? formatDate(iso) : ''
}

export { tagPath } from '@contract/blog-pages.ts'
export { postPath } from '@contract/post.ts'
