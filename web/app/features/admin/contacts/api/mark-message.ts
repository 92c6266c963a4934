import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxPage, MessageReadBody } from '@contract/contact.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'
import { UNREAD_MESSAGES_KEY } from '@/features/admin/shared/api/unread-messages.ts'
import { MESSAGES_KEY } from './list-messages.ts'

interface MarkMessage extends MessageReadBody {
  id: string
}

function markMessage({ id, read }: MarkMessage) {
  return ownerRequest<{ success: true; message: string }>(withId('/api/messages/:id', id), {
    method: 'PATCH',
    json: { read } satisfies MessageReadBody,
  })
}

/**
 * Marks a message read or unread. Every cached page showing it follows at once (the list does not
 * jump or reload) and the unread count is asked again. Opening a message marks it read without a
 * toast (`silent`); "Mark unread" is the owner's own act and says so.
 */
export function useMarkMessage({ silent }: { silent: boolean }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markMessage,
    meta: { silent },
    onSuccess: (_answer, { id, read }) => {
      queryClient.setQueriesData<InboxPage>(
        { queryKey: MESSAGES_KEY, predicate: (query) => typeof query.queryKey[2] === 'object' },
        (page) =>
          page && {
            ...page,
            data: page.data.map((message) => (message._id === id ? { ...message, read } : message)),
          },
      )
      void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY })
    },
  })
}
