import type { Project } from '@contract/project.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { PROJECTS_KEY } from './list-projects.ts'

export function reorderProjects(ids: string[]) {
  return ownerRequest<ReorderAnswer<Project>>(REORDER_PATHS.projects, {
    method: 'PUT',
    json: { ids },
  })
}

export const useReorderProjects = () => useReorderMutation<Project>(PROJECTS_KEY, reorderProjects)
