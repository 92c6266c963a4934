import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TrashItem } from '@contract/history.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

const TRASH_KEY = ['admin', 'trash'] as const

export const trashQueryOptions = () =>
  queryOptions({
    queryKey: TRASH_KEY,
    queryFn: async () => {
      const answer = await ownerRequest<{ data: TrashItem[]; keepDays: number }>('/api/trash')
      return { items: answer.data, keepDays: answer.keepDays }
    },
  })

export const useTrash = () => useQuery(trashQueryOptions())

/**
 * Restores or deletes several items one after another; every dashboard list is read again after,
 * since a restored record shows up in its own list. The toast says how many.
 */
function useTrashMutation(
  request: (id: string) => Promise<unknown>,
  done: (count: number) => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await request(id)
      return { message: done(ids.length) }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`)

export const useRestoreFromTrash = () =>
  useTrashMutation(
    (id) => ownerRequest(`/api/trash/${id}/restore`, { method: 'POST' }),
    (count) => `Put back ${items(count)}`,
  )

export const useDeleteForGood = () =>
  useTrashMutation(
    (id) => ownerRequest<MessageAnswer>(`/api/trash/${id}`, { method: 'DELETE' }),
    (count) => `Deleted ${items(count)} for good`,
  )
