import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Owner } from '@contract/account.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

export const OWNER_KEY = ['admin', 'owner'] as const

/** The owner's account: name, email, username. */
async function getOwner(): Promise<Owner> {
  return (await ownerRequest<{ success: true; data: Owner }>('/api/user/getuser')).data
}

export const getOwnerQueryOptions = () => queryOptions({ queryKey: OWNER_KEY, queryFn: getOwner })

export const useOwner = () => useQuery(getOwnerQueryOptions())
