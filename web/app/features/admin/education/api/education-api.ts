import type { Education, EducationInput } from '@contract/education.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { collectionApi } from '@/features/admin/shared/api/collection-api.ts'

/** The dashboard's calls for this list, derived from its descriptor. */
export const educationApi = collectionApi<Education, EducationInput>(CONTENT_TYPES.education)
