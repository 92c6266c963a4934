import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UnreadCountResponse } from '@contract/contact.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

/** Under the inbox's own key: whatever changes the inbox makes this stale too. */
export const UNREAD_MESSAGES_KEY = ['admin', 'messages', 'unread'] as const

/** New messages arrive while the dashboard is open: the count is asked again this often. */
const UNREAD_REFRESH_MS = 60_000

async function countUnreadMessages(): Promise<number> {
  const answer = await ownerRequest<UnreadCountResponse>('/api/messages/unread')
  return answer.data.unread
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: countUnreadMessages,
    refetchInterval: UNREAD_REFRESH_MS,
  })

/**
 * How many messages the owner has not opened: the side panel's badge and the Messages page's
 * title. Shared, because the side panel imports no feature.
 */
export function useUnreadMessages(): number {
  return useQuery(unreadMessagesQueryOptions()).data ?? 0
}
