import type { Experience } from '@contract/experience.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EXPERIENCE_KEY } from './list-experience.ts'

/** Saves a new order: every id once. The public site follows it. */
export function reorderExperience(ids: string[]) {
  return ownerRequest<ReorderAnswer<Experience>>(REORDER_PATHS.experience, {
    method: 'PUT',
    json: { ids },
  })
}

export const useReorderExperience = () =>
  useReorderMutation<Experience>(EXPERIENCE_KEY, reorderExperience)
