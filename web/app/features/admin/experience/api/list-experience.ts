import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Experience } from '@contract/experience.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const EXPERIENCE_KEY = ['admin', 'experience'] as const

/** Every experience record, in the owner's order. */
export async function listExperience(): Promise<Experience[]> {
  return (await ownerRequest<ListAnswer<Experience>>('/api/exp/fetchexp')).data
}

export const listExperienceQueryOptions = () =>
  queryOptions({ queryKey: EXPERIENCE_KEY, queryFn: listExperience })

export const useExperienceList = () => useQuery(listExperienceQueryOptions())
