import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '../db/database.ts'
import { tableNames, type AnyDatabase } from '../modules/backup/database-tables.ts'

/** The migrator's own bookkeeping: not the app's data. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Columns any signed-in request may write, whatever it asks: a session's last-seen time moves at
 * most once a minute on any owner call, refused or not, so a long test would otherwise see it
 * change.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { sessions: ['last_seen_at'] }

/**
 * Every table the app writes, read from the live database schema (so a table added by a migration
 * is watched without anyone listing it), for "a refused request changed nothing" assertions.
 */
async function appTables(database: DatabaseHandle): Promise<string[]> {
  const names = await tableNames(database.db as unknown as Kysely<AnyDatabase>, database.dialect)
  return [...names].filter((name) => !MIGRATOR_TABLES.has(name)).sort()
}

/**
 * The rows of every table (or of the tables given), in a stable order. `except` leaves out
 * tables a test expects to change, each for a reason it says.
 */
export async function databaseSnapshot(
  database: DatabaseHandle,
  tables?: readonly string[],
  except: readonly string[] = [],
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  const db = database.db as unknown as Kysely<AnyDatabase>
  for (const table of tables ?? (await appTables(database))) {
    if (except.includes(table)) continue
    const rows = await db.selectFrom(table).selectAll().execute()
    const volatile = VOLATILE_COLUMNS[table] ?? []
    snapshot[table] = rows
      .map((row) =>
        JSON.stringify(row, (key, value: unknown) => (volatile.includes(key) ? undefined : value)),
      )
      .sort()
  }
  return snapshot
}
