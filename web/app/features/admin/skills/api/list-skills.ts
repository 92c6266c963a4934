import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Skill } from '@contract/skill.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const SKILLS_KEY = ['admin', 'skills'] as const

export async function listSkills(): Promise<Skill[]> {
  return (await ownerRequest<ListAnswer<Skill>>('/api/skill/fetchskills')).data
}

export const listSkillsQueryOptions = () =>
  queryOptions({ queryKey: SKILLS_KEY, queryFn: listSkills })

export const useSkillsList = () => useQuery(listSkillsQueryOptions())
