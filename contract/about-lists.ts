import type { ContentTypeKey } from './content-types.ts'
import { projectsPageNumber } from './project-pages.ts'

/**
 * The lists /about shows, each bounded there (ABOUT_LIST_PREVIEW, with "See More" to the rest)
 * and whole on pages of its own: /about/testimonials, /about/testimonials/page/2, … (each language
 * under its prefix, /de/about/testimonials/page/2). Under /about, so no owner's page address
 * (/uses, /now: one segment) can take them. Which pages exist is decided here once, for the pages
 * themselves (web/app/routes/public/about-list.tsx), the sitemap and the analytics and
 * link-preview cards (server/modules/web-host/public-pages.ts).
 */
export const ABOUT_LISTS = [
  'education',
  'experience',
  'testimonials',
  'publications',
] as const satisfies readonly ContentTypeKey[]

export type AboutList = (typeof ABOUT_LISTS)[number]

/** Records of each list on /about itself: the first ones in the owner's order. */
export const ABOUT_LIST_PREVIEW = 6

/** Records per page of a list's own pages. */
export const ABOUT_LIST_PER_PAGE = 20

export const isAboutList = (segment: string | undefined): segment is AboutList =>
  (ABOUT_LISTS as readonly (string | undefined)[]).includes(segment)

/** A page's own address: page 1 is /about/<list> itself, not /about/<list>/page/1. */
export const aboutListPath = (list: AboutList, page = 1) =>
  page === 1 ? `/about/${list}` : `/about/${list}/page/${page}`

/** How many pages `total` records fill; a list without records has no pages (404). */
export const aboutListPageCount = (total: number) => Math.ceil(total / ABOUT_LIST_PER_PAGE)

/** The page number an address asks for, written as the projects pages write it. */
export const aboutListPageNumber = projectsPageNumber
