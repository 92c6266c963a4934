import type { ContentTypeKey } from '@contract/content-types.ts'

/**
 * Lists /about shows the first few of, beyond the types the registry puts on /about
 * (contract/content-types.ts `pages`, which also numbers the navigation's chapters); their whole
 * lists are on pages of their own (contract/list-pages.ts). The sitemap dates /about by their
 * changes too.
 */
export const ABOUT_ALSO_HOLDS = [
  'testimonials',
  'publications',
] as const satisfies readonly ContentTypeKey[]
