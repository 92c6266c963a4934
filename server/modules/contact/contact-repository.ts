import { sql, type Kysely } from 'kysely'
import type { ContactMessageRow, Database } from '@/db/schema.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { DAY_MS, consumeRateCounter } from '../rate-limits/rate-counter.ts'

export interface NewContactMessage {
  name: string
  email: string
  message: string
  senderAddress: string
  /** The language of the page it was sent from, when it is one of the site's. */
  language?: string | null
}

export type AddContactResult =
  { stored: true; row: ContactMessageRow } | { stored: false; retryAfterSeconds: number }

export function contactRepository(
  db: Kysely<Database>,
  journal?: HistoryJournal<ContactMessageRow>,
) {
  /** Deletes the messages with these ids (to the trash; unknown ones are skipped); answers how many went. */
  async function removeMany(ids: number[]): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .deleteFrom('contact_messages')
        .where('id', 'in', ids)
        .returningAll()
        .execute()
      for (const row of rows) await journal?.deleted(trx, row)
      return rows.length
    })
  }

  return {
    /**
     * Counts the message against the sender's allowance for the UTC day and stores it, in one
     * transaction: the count and the insert succeed or fail together, so a burst of parallel
     * sends stores exactly `dailyLimit` messages on SQLite and PostgreSQL alike.
     */
    async addWithinDailyLimit(
      message: NewContactMessage,
      dailyLimit: number,
    ): Promise<AddContactResult> {
      return db.transaction().execute(async (trx) => {
        const counted = await consumeRateCounter(trx, {
          scope: 'contact',
          subject: message.senderAddress,
          windowMs: DAY_MS,
          limit: dailyLimit,
        })
        if (!counted.allowed) {
          return { stored: false, retryAfterSeconds: counted.retryAfterSeconds }
        }
        const row = await trx
          .insertInto('contact_messages')
          .values({
            name: message.name,
            email: message.email,
            message: message.message,
            sender_address: message.senderAddress,
            created_at: new Date().toISOString(),
            language: message.language ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        return { stored: true, row }
      })
    },

    /**
     * One page of the inbox, newest first (the dashboard numbers them Message-1, Message-2, …
     * from the latest), optionally only the messages whose name, e-mail or text contain `search`,
     * and how many match in all.
     */
    async page(options: {
      offset: number
      limit: number
      search?: string
    }): Promise<{ rows: ContactMessageRow[]; total: number }> {
      let query = db.selectFrom('contact_messages')
      const search = options.search?.trim()
      if (search) {
        const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const like = (column: 'name' | 'email' | 'message') =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
        query = query.where((eb) => eb.or([like('name'), like('email'), like('message')]))
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    /**
     * Marks the message read (keeping when it was first opened) or unread; answers the message,
     * or undefined when there is none with that id.
     */
    async setRead(id: number, read: boolean): Promise<ContactMessageRow | undefined> {
      return db
        .updateTable('contact_messages')
        .set({
          read_at: read ? sql<string>`coalesce(read_at, ${new Date().toISOString()})` : null,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },

    /** How many messages the owner has not opened. */
    async unreadCount(): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll().as('unread'))
        .executeTakeFirstOrThrow()
      return Number(row.unread)
    },

    /** Deletes the message (to the trash); answers whether there was one. */
    async remove(id: number): Promise<boolean> {
      return (await removeMany([id])) > 0
    },

    removeMany,
  }
}
