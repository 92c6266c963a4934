import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EXPERIENCE_KEY } from './list-experience.ts'

export function deleteExperience(id: string) {
  return ownerRequest<MessageAnswer>(`/api/exp/deleteexp/${id}`, { method: 'DELETE' })
}

export const useDeleteExperience = () => useRemoveMutation(EXPERIENCE_KEY, deleteExperience)
