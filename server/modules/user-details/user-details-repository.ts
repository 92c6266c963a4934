import type { Insertable, Kysely, Transaction } from 'kysely'
import { inTransaction } from '@/db/in-transaction.ts'
import type { Database, UserDetailsRow, UserDetailsTable } from '@/db/schema.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'
import type { HistoryJournal } from '../history/history-store.ts'

export type UserDetailsColumns = Omit<
  Insertable<UserDetailsTable>,
  'id' | 'created_at' | 'updated_at'
>

/** The owner's profile: at most one record, which the table's unique `singleton` column enforces. */
export function userDetailsRepository(
  db: Kysely<Database>,
  journal?: HistoryJournal<UserDetailsRow>,
) {
  return {
    async first(): Promise<UserDetailsRow | undefined> {
      return db.selectFrom('user_details').selectAll().orderBy('id').limit(1).executeTakeFirst()
    },

    async findById(id: number): Promise<UserDetailsRow | undefined> {
      return db.selectFrom('user_details').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Answers the new record, or undefined when one already exists (even one added a moment ago). */
    async create(columns: UserDetailsColumns): Promise<UserDetailsRow | undefined> {
      const now = new Date().toISOString()
      try {
        return await inTransaction(db, async (trx) => {
          const row = await trx
            .insertInto('user_details')
            .values({ ...columns, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow()
          await journal?.created(trx, [row])
          return row
        })
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    async update(id: number, changes: Partial<UserDetailsColumns>) {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('user_details')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!before) return undefined
        const after = await trx
          .updateTable('user_details')
          .set({ ...changes, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
        if (after) await journal?.updated(trx, before, after)
        return after
      })
    },

    /** Deletes the record (to the trash) and answers it, or undefined when there was none. */
    async remove(id: number): Promise<UserDetailsRow | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom('user_details')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
        if (row) await journal?.deleted(trx, row)
        return row
      })
    },

    /** The same repository, writing inside the caller's transaction. */
    within(trx: Transaction<Database>) {
      return userDetailsRepository(trx, journal)
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return userDetailsRepository(db)
    },
  }
}
