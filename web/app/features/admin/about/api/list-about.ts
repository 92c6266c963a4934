import { queryOptions, useQuery } from '@tanstack/react-query'
import type { About } from '@contract/about.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const ABOUT_KEY = ['admin', 'about'] as const

/** Every about paragraphs record, in the owner's order. */
export async function listAbout(): Promise<About[]> {
  return (await ownerRequest<ListAnswer<About>>('/api/about/fetchabout')).data
}

export const listAboutQueryOptions = () => queryOptions({ queryKey: ABOUT_KEY, queryFn: listAbout })

export const useAboutList = () => useQuery(listAboutQueryOptions())
