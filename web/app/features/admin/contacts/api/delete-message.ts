import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import type { HistoryMeta } from '@/features/admin/shared/api/undo.ts'
import { MESSAGES_KEY } from './list-messages.ts'

function deleteMessage(id: string) {
  return ownerRequest<MessageAnswer>(`/api/contact/deletemsg/${id}`, { method: 'DELETE' })
}

function deleteMessages(ids: string[]) {
  return ownerRequest<MessageAnswer>('/api/messages/delete', { method: 'POST', json: { ids } })
}

/** Deleting shifts every later message to another page: the pages are read again. */
function useInboxMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  history?: HistoryMeta,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    ...(history ? { meta: { history } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  })
}

export const useDeleteMessage = () =>
  useInboxMutation(deleteMessage, { type: 'message', action: 'delete' })
export const useDeleteMessages = () => useInboxMutation(deleteMessages)
