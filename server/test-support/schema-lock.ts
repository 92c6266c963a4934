import pg from 'pg'

/**
 * Server processes the tests start (server-process.ts) and the migration tests share one
 * PostgreSQL database, a schema each, and drop their schema when they end (a test app has a
 * database of its own instead: postgres-template.ts). Kysely's migrator reads the catalog of
 * every schema (`has_schema_privilege(name, …)`,
 * `pg_get_serial_sequence(name)`), which fails with `schema "test_…" does not exist` when another
 * file drops its schema at that very moment. So a migration (an app or a server starting) holds
 * this lock shared, and a drop holds it alone: drops wait for migrations in progress, migrations
 * run side by side.
 */
const SCHEMA_LOCK_KEY = 7_224_001

/** Takes the lock; the answer releases it (ending the session that holds it). */
async function holdSchemaLock(
  databaseUrl: string,
  mode: 'shared' | 'exclusive',
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(
    mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
    [SCHEMA_LOCK_KEY],
  )
  return () => client.end()
}

/** Runs `work` holding the lock. */
export async function withSchemaLock<T>(
  databaseUrl: string | undefined,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work()
  const release = await holdSchemaLock(databaseUrl, mode)
  try {
    return await work()
  } finally {
    await release()
  }
}
