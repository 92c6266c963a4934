/**
 * The projects page's pages: /projects, /projects/page/2, … (each language under its prefix,
 * /de/projects/page/2). Which of them exist is decided here once, for the page itself
 * (web/app/routes/public/projects.tsx), the sitemap and the analytics and link-preview cards
 * (server/modules/web-host/public-pages.ts). The order is the showcase's: the featured projects
 * first (all of them on page 1), then the others, each part in the owner's order.
 */

/** Projects per page of /projects: a whole number of rows of two and of three cards. */
export const PROJECTS_PER_PAGE = 24

/** A page's own address: page 1 is /projects itself, not /projects/page/1. */
export const projectsPagePath = (page: number) =>
  page === 1 ? '/projects' : `/projects/page/${page}`

/** How many pages `total` projects fill (an empty list is still one page). */
export const projectsPageCount = (total: number) =>
  Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE))

/** A page number as an address writes it: 2, 3, … (page 1 is the list itself). */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/

/**
 * The page number an address asks for: 1 for /projects itself (no parameter); undefined for a
 * number written otherwise or /projects/page/1 (whether the page exists is for the count to say).
 */
export function projectsPageNumber(param: string | undefined): number | undefined {
  if (param === undefined) return 1
  return PAGE_NUMBER.test(param) && param !== '1' ? Number(param) : undefined
}
