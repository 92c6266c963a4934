/**
 * The site's fixed public pages that show content types (each type's descriptor lists the pages
 * that show it, contract/content-types.ts `pages`): the navigation offers a page when one of its
 * types has records, and the sitemap dates it by the newest change among them. `profile`: the
 * page shows the owner's profile record too.
 */
export const PUBLIC_PAGES = [
  { path: '/', profile: true },
  { path: '/about', label: 'About' },
  { path: '/skills', label: 'Skills' },
  { path: '/projects', label: 'Projects' },
  { path: '/contact' },
  { path: '/resume', profile: true },
] as const satisfies readonly { path: string; label?: string; profile?: boolean }[]

export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path']
