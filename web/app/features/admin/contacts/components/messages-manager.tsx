import { useEffect, useState } from 'react'
import type { ContactMessage } from '@contract/contact.ts'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { FullScreenLoader } from '@/features/admin/shared/components/spinner.tsx'
import { useDeleteMessage, useDeleteMessages } from '../api/delete-message.ts'
import { MESSAGES_PER_PAGE, useMessagesList } from '../api/list-messages.ts'
import { Pager } from '@/features/admin/shared/components/pager.tsx'
import { dateFormat } from '@/features/admin/shared/dates.ts'

function formatDate(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/**
 * Manage Messages (docs/contract.md): cards Message-N (numbered from the newest), Delete, Reply;
 * a page of MESSAGES_PER_PAGE at a time, a search, and deleting several at once.
 */
export function MessagesManager() {
  const [page, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const list = useMessagesList({ page, search })
  const remove = useDeleteMessage()
  const removeMany = useDeleteMessages()

  // The search runs a moment after the owner stops typing, from the first page. Nothing typed
  // since, nothing to do: a page chosen in the first moments after opening stays chosen.
  useEffect(() => {
    if (typed === search) return
    const timer = setTimeout(() => {
      setSearch(typed)
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [typed, search])
  // What is selected is what the owner sees: a new page or search starts with nothing selected.
  useEffect(() => setSelected(new Set()), [page, search])

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <>
      {(remove.isPending || removeMany.isPending) && (
        <FullScreenLoader label="Deleting the message" />
      )}
      <div className="admin-toolbar" role="search">
        <label htmlFor="message-search" className="sr-only">
          Search messages
        </label>
        <input
          id="message-search"
          type="search"
          className="field"
          placeholder="Search by name, e-mail or text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <QueryState query={list} loadingLabel="Loading messages">
        {({ data: messages, total }) => {
          const first = (page - 1) * MESSAGES_PER_PAGE
          const allSelected = messages.length > 0 && messages.every((m) => selected.has(m._id))
          if (total === 0) {
            return search ? (
              <p role="status">No messages match “{search}”</p>
            ) : (
              <EmptyState
                title="No messages to display"
                icon="messages"
                action={
                  <a href="/contact" className="admin-button">
                    See your contact form
                  </a>
                }
              >
                What visitors send from your contact form arrives here, and by email when mail is
                set up.
              </EmptyState>
            )
          }
          return (
            <>
              <div className="admin-toolbar">
                <p aria-live="polite" className="text-sm text-muted">
                  {total === 1 ? '1 message' : `${total} messages`}
                  {search && ` matching “${search}”`}
                </p>
                <label className="admin-checkbox">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(messages.map((m) => m._id)))
                    }
                  />
                  Select all on this page
                </label>
                <DeleteButton
                  itemName={selected.size === 1 ? '1 message' : `${selected.size} messages`}
                  label={`Delete selected (${selected.size})`}
                  disabled={selected.size === 0}
                  onConfirm={() =>
                    removeMany.mutate([...selected], { onSuccess: () => setSelected(new Set()) })
                  }
                />
              </div>
              <ol className="admin-grid" start={first + 1}>
                {messages.map((message, index) => (
                  <MessageCard
                    key={message._id}
                    message={message}
                    number={first + index + 1}
                    selected={selected.has(message._id)}
                    onToggle={() => toggle(message._id)}
                    onDelete={() => remove.mutate(message._id)}
                  />
                ))}
              </ol>
              <Pager
                label="Pages of messages"
                page={page}
                pages={Math.ceil(total / MESSAGES_PER_PAGE)}
                onPage={setPage}
              />
            </>
          )
        }}
      </QueryState>
    </>
  )
}

function MessageCard({
  message,
  number,
  selected,
  onToggle,
  onDelete,
}: {
  message: ContactMessage
  number: number
  selected: boolean
  onToggle: () => void
  onDelete: () => void
}) {
  const name = `Message-${number}`
  return (
    <li className="card p-4">
      <article aria-label={name}>
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold">{name}</h2>
          <label className="admin-checkbox">
            <input type="checkbox" checked={selected} onChange={onToggle} />
            <span className="sr-only">Select {name}</span>
          </label>
        </div>
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
          <DeleteButton itemName={name} onConfirm={onDelete} />
          <a className="admin-button" href={`mailto:${message.email}`}>
            Reply<span className="sr-only"> to {message.name}</span>
          </a>
        </div>
      </article>
    </li>
  )
}
