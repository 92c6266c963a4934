import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Project } from '@contract/project.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const PROJECTS_KEY = ['admin', 'projects'] as const

export async function listProjects(): Promise<Project[]> {
  return (await ownerRequest<ListAnswer<Project>>('/api/project/fetchprojects')).data
}

export const listProjectsQueryOptions = () =>
  queryOptions({ queryKey: PROJECTS_KEY, queryFn: listProjects })

export const useProjectsList = () => useQuery(listProjectsQueryOptions())
