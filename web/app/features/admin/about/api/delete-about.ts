import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { ABOUT_KEY } from './list-about.ts'

export function deleteAbout(id: string) {
  return ownerRequest<MessageAnswer>(`/api/about/deleteabout/${id}`, { method: 'DELETE' })
}

export const useDeleteAbout = () => useRemoveMutation(ABOUT_KEY, deleteAbout)
