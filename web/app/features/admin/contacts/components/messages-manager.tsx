import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { FullScreenLoader } from '@/features/admin/shared/components/spinner.tsx'
import { useDeleteMessage } from '../api/delete-message.ts'
import { useMessagesList } from '../api/list-messages.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

function formatDate(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** SPEC section 2, Manage Messages: cards Message-N, Delete, Reply. */
export function MessagesManager() {
  const list = useMessagesList()
  const remove = useDeleteMessage()
  return (
    <>
      {remove.isPending && <FullScreenLoader label="Deleting the message" />}
      <QueryState query={list} loadingLabel="Loading messages">
        {(messages) =>
          messages.length === 0 ? (
            <p>No messages to display</p>
          ) : (
            <ol className="admin-grid">
              {messages.map((message, index) => (
                <li key={message._id} className="card p-4">
                  <article aria-label={`Message-${index + 1}`}>
                    <h2 className="font-semibold">Message-{index + 1}</h2>
                    <dl className="admin-details">
                      <dt>Name</dt>
                      <dd>{message.name}</dd>
                      <dt>Email</dt>
                      <dd className="break-all">{message.email}</dd>
                      <dt>Message</dt>
                      <dd className="whitespace-pre-line">{message.msg}</dd>
                      <dt>Date</dt>
                      <dd>
                        <time dateTime={message.date}>{formatDate(message.date)}</time>
                      </dd>
                    </dl>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <DeleteButton
                        itemName={`Message-${index + 1}`}
                        onConfirm={() => remove.mutate(message._id)}
                      />
                      <a className="admin-button" href={`mailto:${message.email}`}>
                        Reply<span className="sr-only"> to {message.name}</span>
                      </a>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </>
  )
}
