import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one (a
 * repository's `within(trx)`), so a repository's writes and their history commit together.
 */
export function inTransaction<R>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<R>,
): Promise<R> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
}
