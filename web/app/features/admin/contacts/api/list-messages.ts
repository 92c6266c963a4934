import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContactMessage } from '@contract/contact.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const MESSAGES_KEY = ['admin', 'messages'] as const

export async function listMessages(): Promise<ContactMessage[]> {
  return (await ownerRequest<ListAnswer<ContactMessage>>('/api/contact/fetchallmsg')).data
}

export const listMessagesQueryOptions = () =>
  queryOptions({ queryKey: MESSAGES_KEY, queryFn: listMessages })

export const useMessagesList = () => useQuery(listMessagesQueryOptions())
