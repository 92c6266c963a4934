import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Revision } from '@contract/history.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

const revisionsQueryOptions = (type: string, id: string) =>
  queryOptions({
    queryKey: ['admin', 'revisions', type, id],
    queryFn: async () =>
      (
        await ownerRequest<{ data: Revision[] }>(
          `/api/revisions?type=${encodeURIComponent(type)}&id=${encodeURIComponent(id)}`,
        )
      ).data,
    staleTime: 0,
  })

export const useRevisions = (type: string, id: string) => useQuery(revisionsQueryOptions(type, id))

/** Brings a record back to a revision; every dashboard list is read again after. */
export function useRestoreRevision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (revisionId: string) =>
      ownerRequest<{ message: string }>(`/api/revisions/${revisionId}/restore`, {
        method: 'POST',
      }),
    meta: { successMessage: 'Restored this version' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}
