import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Education } from '@contract/education.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const EDUCATION_KEY = ['admin', 'education'] as const

/** Every education record, in the owner's order. */
export async function listEducation(): Promise<Education[]> {
  return (await ownerRequest<ListAnswer<Education>>('/api/edu/fetchedu')).data
}

export const listEducationQueryOptions = () =>
  queryOptions({ queryKey: EDUCATION_KEY, queryFn: listEducation })

export const useEducationList = () => useQuery(listEducationQueryOptions())
