import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { USER_DETAILS_HISTORY, USER_DETAILS_KEY } from './list-user-details.ts'

function deleteUserDetails(id: string) {
  return ownerRequest<MessageAnswer>(`/api/user/deleteuserdetails/${id}`, { method: 'DELETE' })
}

export const useDeleteUserDetails = () =>
  useRemoveMutation(USER_DETAILS_KEY, deleteUserDetails, USER_DETAILS_HISTORY)
