import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database, UserDetailsRow, UserDetailsTable } from '@/db/schema.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'

export type UserDetailsColumns = Omit<
  Insertable<UserDetailsTable>,
  'id' | 'created_at' | 'updated_at'
>

/** The owner's profile: at most one record, which the table's unique `singleton` column enforces. */
export function userDetailsRepository(db: Kysely<Database>) {
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
        return await db
          .insertInto('user_details')
          .values({ ...columns, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    async update(id: number, changes: Partial<UserDetailsColumns>) {
      return db
        .updateTable('user_details')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },

    /** Deletes the record and answers it, or undefined when there was none. */
    async remove(id: number): Promise<UserDetailsRow | undefined> {
      return db.deleteFrom('user_details').where('id', '=', id).returningAll().executeTakeFirst()
    },

    /** The same repository, writing inside the caller's transaction. */
    within(trx: Transaction<Database>) {
      return userDetailsRepository(trx)
    },
  }
}
export type UserDetailsRepository = ReturnType<typeof userDetailsRepository>
