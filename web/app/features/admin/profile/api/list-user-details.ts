import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserDetails } from '@contract/user-details.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer, ListHistory } from '@/features/admin/shared/api/list-cache.ts'

export const USER_DETAILS_KEY = ['admin', 'user-details'] as const

/** The profile's writes are kept in history as `userdetails` (toasts offer "Undo"). */
export const USER_DETAILS_HISTORY: ListHistory = {
  type: 'userdetails',
  removePath: '/api/user/deleteuserdetails/:id',
}

/** The profile details: a list of at most one record. */
async function listUserDetails(): Promise<UserDetails[]> {
  return (await ownerRequest<ListAnswer<UserDetails>>('/api/user/fetchuserdetails')).data
}

export const listUserDetailsQueryOptions = () =>
  queryOptions({ queryKey: USER_DETAILS_KEY, queryFn: listUserDetails })

export const useUserDetailsList = () => useQuery(listUserDetailsQueryOptions())
