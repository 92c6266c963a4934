import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { MESSAGES_KEY } from './list-messages.ts'

export function deleteMessage(id: string) {
  return ownerRequest<MessageAnswer>(`/api/contact/deletemsg/${id}`, { method: 'DELETE' })
}

export const useDeleteMessage = () => useRemoveMutation(MESSAGES_KEY, deleteMessage)
