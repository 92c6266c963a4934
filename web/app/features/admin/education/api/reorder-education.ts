import type { Education } from '@contract/education.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EDUCATION_KEY } from './list-education.ts'

/** Saves a new order: every id once. The public site follows it. */
export function reorderEducation(ids: string[]) {
  return ownerRequest<ReorderAnswer<Education>>(REORDER_PATHS.education, {
    method: 'PUT',
    json: { ids },
  })
}

export const useReorderEducation = () =>
  useReorderMutation<Education>(EDUCATION_KEY, reorderEducation)
