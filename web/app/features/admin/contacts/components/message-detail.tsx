import { useEffect, useRef } from 'react'
import { useMatches } from 'react-router'
import type { InboxMessage } from '@contract/contact.ts'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { formatDateTime } from '@contract/dates.ts'
import { siteFromMatches } from '@/lib/seo/page-meta.ts'
import { replyHref } from '../lib/reply-link.ts'

/** A language by its English name (the dashboard's words are English): "German". */
function englishName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}

function formatDate(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date)
}

/**
 * One message, read in full: who sent it and when, the text, then Reply (the owner's mail program,
 * answering with the text quoted), Mark unread and Delete. It takes the focus when it opens, so
 * a screen reader starts at the message and the keyboard continues from there; Escape and "Back to
 * messages" close it.
 */
export function MessageDetail({
  message,
  name,
  onClose,
  onMarkUnread,
  onDelete,
}: {
  message: InboxMessage
  /** How the dashboard numbers it: "Message-3". */
  name: string
  onClose: () => void
  onMarkUnread: () => void
  onDelete: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [message._id])
  const site = siteFromMatches(useMatches())
  const subject = site ? `Your message on ${site.settings.siteTitle}` : 'Your message'
  const sent = formatDate(message.date)
  return (
    <article
      aria-label={name}
      className="inbox-detail-message"
      onKeyDown={(event) => {
        // Escape in the delete confirmation closes that dialog only.
        if (event.key === 'Escape' && !(event.target as Element).closest('dialog')) onClose()
      }}
    >
      <button type="button" className="admin-link inbox-back" onClick={onClose}>
        <span aria-hidden="true">←</span> Back to messages
      </button>
      <header className="inbox-detail-head">
        <h2 ref={heading} tabIndex={-1} className="inbox-detail-name">
          {message.name}
          <span className="sr-only">, {name}</span>
        </h2>
        <p className="inbox-detail-meta">
          <a href={`mailto:${message.email}`} className="break-all">
            {message.email}
          </a>
          <time dateTime={message.date}>{sent}</time>
          {/* The page's language it was written on: which language to answer in. */}
          {message.language && <span>Written in {englishName(message.language)}</span>}
        </p>
      </header>
      <p className="inbox-detail-text" lang={message.language}>
        {message.msg}
      </p>
      <div className="inbox-detail-actions">
        <a className="admin-button admin-button-solid" href={replyHref(message, subject, sent)}>
          Reply<span className="sr-only"> to {message.name}</span>
        </a>
        <button type="button" className="admin-button" onClick={onMarkUnread}>
          Mark unread
        </button>
        <DeleteButton itemName={name} onConfirm={onDelete} />
      </div>
    </article>
  )
}
