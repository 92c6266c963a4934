import type { Experience, ExperienceInput } from '@contract/experience.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { collectionApi } from '@/features/admin/shared/api/collection-api.ts'

/** The dashboard's calls for this list, derived from its descriptor. */
export const experienceApi = collectionApi<Experience, ExperienceInput>(CONTENT_TYPES.experience)
