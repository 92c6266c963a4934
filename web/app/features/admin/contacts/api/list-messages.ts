import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { InboxPage } from '@contract/contact.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

export const MESSAGES_KEY = ['admin', 'messages'] as const

/** Messages a dashboard page shows. */
export const MESSAGES_PER_PAGE = 20

export interface MessagesView {
  page: number
  search: string
}

async function listMessages({ page, search }: MessagesView): Promise<InboxPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(MESSAGES_PER_PAGE) })
  if (search.trim()) query.set('q', search.trim())
  return ownerRequest<InboxPage>(`/api/messages?${query}`)
}

export const listMessagesQueryOptions = (view: MessagesView) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, view],
    queryFn: () => listMessages(view),
    // The page shown stays while the next one loads: no flash of a spinner when paging.
    placeholderData: keepPreviousData,
  })

export const useMessagesList = (view: MessagesView) => useQuery(listMessagesQueryOptions(view))
