import { formatLocalDate } from '@contract/dates.ts'
import { useEffect, useRef, useState } from 'react'
import type { InboxMessage } from '@contract/contact.ts'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { FullScreenLoader } from '@/features/admin/shared/components/spinner.tsx'
import { Pager } from '@/features/admin/shared/components/pager.tsx'
import { useDeleteMessage, useDeleteMessages } from '../api/delete-message.ts'
import { MESSAGES_PER_PAGE, useMessagesList } from '../api/list-messages.ts'
import { useMarkMessage } from '../api/mark-message.ts'
import { MessageDetail } from './message-detail.tsx'

/**
 * Messages, as a mail client shows them (docs/contract.md: Message-N numbered from the newest,
 * Delete, Reply): a list of senders with a line of each text, unread ones marked, and the message
 * open beside it on wide screens (on phones and tablets, in place of the list, with a way back).
 * Opening a message marks it read; "Mark unread" puts it back. A page of MESSAGES_PER_PAGE at a
 * time, a search, and deleting several at once.
 */
export function MessagesManager() {
  const [page, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [openId, setOpenId] = useState<string>()
  const list = useMessagesList({ page, search })
  const remove = useDeleteMessage()
  const removeMany = useDeleteMessages()
  const markRead = useMarkMessage({ silent: true })
  const markUnread = useMarkMessage({ silent: false })
  const rows = useRef(new Map<string, HTMLButtonElement>())

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
  const open = (message: InboxMessage) => {
    setOpenId(message._id)
    if (!message.read) markRead.mutate({ id: message._id, read: true })
  }
  /** Back to the list, the keyboard on the row of the message that was open. */
  const close = (id: string) => {
    setOpenId(undefined)
    requestAnimationFrame(() => rows.current.get(id)?.focus())
  }

  return (
    <div className="inbox-page">
      {(remove.isPending || removeMany.isPending) && (
        <FullScreenLoader label="Deleting the message" />
      )}
      <div className="admin-toolbar inbox-search" role="search">
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
          const openIndex = messages.findIndex((m) => m._id === openId)
          const opened = openIndex >= 0 ? messages[openIndex] : undefined
          const nameOf = (index: number) => `Message-${first + index + 1}`
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
            <div className="inbox" data-open={opened ? 'true' : undefined}>
              <div className="admin-toolbar inbox-toolbar">
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
                    removeMany.mutate([...selected], {
                      onSuccess: () => {
                        if (openId && selected.has(openId)) setOpenId(undefined)
                        setSelected(new Set())
                      },
                    })
                  }
                />
              </div>
              <section className="inbox-list" aria-label="Messages list">
                <ol className="inbox-rows card" start={first + 1}>
                  {messages.map((message, index) => (
                    <MessageRow
                      key={message._id}
                      message={message}
                      name={nameOf(index)}
                      open={message._id === openId}
                      selected={selected.has(message._id)}
                      onToggle={() => toggle(message._id)}
                      onOpen={() => open(message)}
                      buttonRef={(button) => {
                        if (button) rows.current.set(message._id, button)
                        else rows.current.delete(message._id)
                      }}
                    />
                  ))}
                </ol>
                <Pager
                  label="Pages of messages"
                  page={page}
                  pages={Math.ceil(total / MESSAGES_PER_PAGE)}
                  onPage={setPage}
                />
              </section>
              <section className="inbox-detail card" aria-label="Message">
                {opened ? (
                  <MessageDetail
                    message={opened}
                    name={nameOf(openIndex)}
                    onClose={() => close(opened._id)}
                    onMarkUnread={() => {
                      markUnread.mutate({ id: opened._id, read: false })
                      close(opened._id)
                    }}
                    onDelete={() =>
                      remove.mutate(opened._id, { onSuccess: () => setOpenId(undefined) })
                    }
                  />
                ) : (
                  <p className="inbox-detail-none text-muted">Choose a message to read it here.</p>
                )}
              </section>
            </div>
          )
        }}
      </QueryState>
    </div>
  )
}

/** A row's day, "26 November 2026" (contract/dates.ts); a stored text that is no date as it is. */
function rowDate(iso: string) {
  return Number.isNaN(Date.parse(iso)) ? iso : formatLocalDate(iso)
}

/** A line of the list: select box, then sender, date and the start of the text, to open it. */
function MessageRow({
  message,
  name,
  open,
  selected,
  onToggle,
  onOpen,
  buttonRef,
}: {
  message: InboxMessage
  name: string
  open: boolean
  selected: boolean
  onToggle: () => void
  onOpen: () => void
  buttonRef: (button: HTMLButtonElement | null) => void
}) {
  return (
    <li
      className="inbox-row"
      data-unread={message.read ? undefined : 'true'}
      data-open={open || undefined}
    >
      <label className="admin-checkbox inbox-row-select">
        <input type="checkbox" checked={selected} onChange={onToggle} />
        <span className="sr-only">Select {name}</span>
      </label>
      <button
        ref={buttonRef}
        type="button"
        className="inbox-row-open"
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className="sr-only">
          {message.read ? '' : 'Unread, '}
          {name},{' '}
        </span>
        <span className="inbox-row-top">
          <span className="inbox-row-name">{message.name}</span>
          <time className="inbox-row-date" dateTime={message.date}>
            {rowDate(message.date)}
          </time>
        </span>
        <span className="inbox-row-text">{message.msg}</span>
      </button>
    </li>
  )
}
