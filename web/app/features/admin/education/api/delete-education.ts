import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EDUCATION_KEY } from './list-education.ts'

export function deleteEducation(id: string) {
  return ownerRequest<MessageAnswer>(`/api/edu/deleteedu/${id}`, { method: 'DELETE' })
}

export const useDeleteEducation = () => useRemoveMutation(EDUCATION_KEY, deleteEducation)
