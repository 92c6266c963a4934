import { ownerRequest } from '@/lib/api/api-client.ts'
import { historyOf } from '@/features/admin/shared/api/collection-api.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { SKILLS_KEY } from './list-skills.ts'

export function deleteSkill(id: string) {
  return ownerRequest<MessageAnswer>(`/api/skill/deleteskill/${id}`, { method: 'DELETE' })
}

export const useDeleteSkill = () =>
  useRemoveMutation(SKILLS_KEY, deleteSkill, historyOf({ key: 'skills' }))
