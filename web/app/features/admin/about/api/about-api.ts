import type { About, AboutInput } from '@contract/about.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { collectionApi } from '@/features/admin/shared/api/collection-api.ts'

/** The dashboard's calls for this list, derived from its descriptor. */
export const aboutApi = collectionApi<About, AboutInput>(CONTENT_TYPES.about, {
  updateKey: 'updatedAbout',
})
