import type { ContentTypeKey } from '@contract/content-types.ts'

/**
 * Lists the home page previews whose whole list /about holds, beyond the types the registry puts
 * on /about (contract/content-types.ts `pages`, which also numbers the navigation's chapters):
 * they have no page of their own. The sitemap dates /about by their changes too.
 */
export const ABOUT_ALSO_HOLDS = [
  'testimonials',
  'publications',
] as const satisfies readonly ContentTypeKey[]
