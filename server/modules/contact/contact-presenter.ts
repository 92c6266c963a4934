import type { ContactMessage, InboxMessage } from '@contract/contact.ts'
import type { ContactMessageRow } from '@/db/schema.ts'
import { presentStored, storedText, type HistoryKind } from '../content/history-kind.ts'

export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    msg: row.message,
    date: row.created_at,
  }
}

/** The dashboard's inbox: the contract's message and whether the owner has opened it. */
export function presentInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    ...presentContactMessage(row),
    ...(row.language ? { language: row.language } : {}),
    read: row.read_at !== null,
  }
}

/** Inbox messages have a trash (and no revisions: nobody edits them). */
export const messageHistory: HistoryKind = {
  name: 'message',
  table: 'contact_messages',
  ordered: false,
  title: (row) => `Message from ${storedText(row.name) || 'someone'}`,
  present: presentStored(presentContactMessage),
}
