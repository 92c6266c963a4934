import type { ContentTypeKey } from './content-types.ts'
import { projectsPageNumber } from './project-pages.ts'

/**
 * Lists a page shows the first few of (`shown`, with "See More" to the rest), whole on pages of
 * their own under it, `perPage` to a page: /about/testimonials, /about/testimonials/page/2,
 * /skills/certificates, … (each language under its prefix, /de/about/testimonials/page/2). Under
 * their page, so no owner's page address (/uses, /now: one segment) can take them. Which pages
 * exist is decided here once, for the pages themselves (web/app/routes/public/list-page.tsx),
 * the sitemap and the analytics and link-preview cards (server/modules/web-host/public-pages.ts).
 */
export const LIST_PAGES = {
  education: { under: '/about', shown: 6, perPage: 20 },
  experience: { under: '/about', shown: 6, perPage: 20 },
  testimonials: { under: '/about', shown: 6, perPage: 20 },
  publications: { under: '/about', shown: 6, perPage: 20 },
  // Whole rows of the cards' two and three columns.
  certificates: { under: '/skills', shown: 6, perPage: 24 },
} as const satisfies Partial<
  Record<ContentTypeKey, { under: '/about' | '/skills'; shown: number; perPage: number }>
>

export type PagedList = keyof typeof LIST_PAGES
export type ListParent = (typeof LIST_PAGES)[PagedList]['under']

export const PAGED_LISTS = Object.keys(LIST_PAGES) as PagedList[]

/** Whether `segment` names a list with pages under `parent` (/about/testimonials). */
export const isListUnder = (
  parent: ListParent,
  segment: string | undefined,
): segment is PagedList =>
  PAGED_LISTS.some((list) => list === segment && LIST_PAGES[list].under === parent)

/** A page's own address: page 1 is /about/<list> itself, not /about/<list>/page/1. */
export const listPagePath = (list: PagedList, page = 1) =>
  `${LIST_PAGES[list].under}/${list}${page === 1 ? '' : `/page/${page}`}`

/** How many pages `total` records fill; a list without records has no pages (404). */
export const listPageCount = (list: PagedList, total: number) =>
  Math.ceil(total / LIST_PAGES[list].perPage)

/** The page number an address asks for, written as the projects pages write it. */
export const listPageNumber = projectsPageNumber
