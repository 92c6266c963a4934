import { CONTENT_TABLES } from '@contract/content-types.ts'
import type { Database } from '../db/schema.ts'
import type { DatabaseHandle } from '../db/database.ts'

/** Every table the app writes, for "a refused request changed nothing" assertions. */
export const ALL_TABLES = [
  'owner',
  'media',
  'contact_messages',
  ...CONTENT_TABLES,
  'user_details',
  'site_settings',
  'login_attempts',
  'password_reset_tokens',
  'rate_counters',
] as const satisfies ReadonlyArray<keyof Database>

/** The rows of every table (or of the tables given), in a stable order. */
export async function databaseSnapshot(
  database: DatabaseHandle,
  tables: ReadonlyArray<keyof Database> = ALL_TABLES,
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of tables) {
    const rows = await database.db.selectFrom(table).selectAll().execute()
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return snapshot
}
