import type { ContactMessage } from '@contract/contact.ts'
import type { ContactMessageRow } from '@/db/schema.ts'

export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    msg: row.message,
    date: row.created_at,
  }
}
