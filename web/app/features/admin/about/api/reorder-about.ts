import type { About } from '@contract/about.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { ABOUT_KEY } from './list-about.ts'

/** Saves a new order: every id once. The public site follows it. */
export function reorderAbout(ids: string[]) {
  return ownerRequest<ReorderAnswer<About>>(REORDER_PATHS.about, { method: 'PUT', json: { ids } })
}

export const useReorderAbout = () => useReorderMutation<About>(ABOUT_KEY, reorderAbout)
