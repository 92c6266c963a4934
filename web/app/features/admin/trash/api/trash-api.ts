import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { TrashPage } from '@contract/history.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

const TRASH_KEY = ['admin', 'trash'] as const

/** Items a page of the trash shows: the server answers one page, however full the trash. */
export const TRASH_PER_PAGE = 50

export const trashQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...TRASH_KEY, page],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), limit: String(TRASH_PER_PAGE) })
      const answer = await ownerRequest<TrashPage>(`/api/trash?${query}`)
      return { items: answer.data, keepDays: answer.keepDays, total: answer.total }
    },
    // The page shown stays while the next one loads: no flash of a spinner when paging.
    placeholderData: keepPreviousData,
  })

export const useTrash = (page: number) => useQuery(trashQueryOptions(page))

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
