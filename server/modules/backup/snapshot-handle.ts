import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { openDatabase, type DatabaseHandle } from '@/db/database.ts'

/**
 * Runs `work` (a backup's reading) on a database handle of its own under SQLite: the snapshot's
 * transaction holds its connection for seconds on a large site, and on the app's own connection
 * every request's query would wait for it. PostgreSQL's pool gives the transaction a connection
 * of its own already.
 */
export async function withSnapshotHandle<T>(
  app: FastifyInstance,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (app.database.dialect === 'postgres') return work(app.database)
  const handle = openDatabase({ databaseUrl: undefined, dataDir: app.config.dataDir })
  try {
    // The snapshot reads every page once: a cache of pages read again would only hold memory
    // (8 MiB on a large site) for the seconds the backup takes. 1 MiB keeps the indexes' upper
    // pages.
    await sql`pragma cache_size = -1024`.execute(handle.db)
    return await work(handle)
  } finally {
    await handle.close()
  }
}
