import { ownerRequest } from '@/lib/api/api-client.ts'
import { historyOf } from '@/features/admin/shared/api/collection-api.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { PROJECTS_KEY } from './list-projects.ts'

export function deleteProject(id: string) {
  return ownerRequest<MessageAnswer>(`/api/project/deleteproject/${id}`, { method: 'DELETE' })
}

export const useDeleteProject = () =>
  useRemoveMutation(PROJECTS_KEY, deleteProject, historyOf({ key: 'projects' }))
