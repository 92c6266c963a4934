import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely'
import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl: string | undefined
  dataDir: string
  /** PostgreSQL only: the schema to work in (tests use one schema per file). */
  postgresSchema?: string
}

export const SQLITE_FILE_NAME = 'vitrine.sqlite'

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options.dataDir)
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = new SQLite(path.join(dataDir, SQLITE_FILE_NAME))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  // WAL with synchronous=NORMAL can lose the last transactions on power loss; FULL keeps
  // every acknowledged write, which is what the owner expects.
  file.pragma('synchronous = FULL')
  // The pages SQLite keeps in the process: 8 MiB (better-sqlite3 builds it with 16 MiB). On the
  // scale bench's data an owner's write (a revision, the search index) is as fast with 8 as with
  // 16 (about 7 ms), and 2 ms slower with 4; what a report or a backup reads once is read again
  // from the system's file cache, which is shared and given back under pressure, where the pages
  // beyond 8 MiB stayed in the server's memory for good.
  file.pragma('cache_size = -8000')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  })
  return {
    db,
    dialect: 'sqlite',
    async ping() {
      await sql`select 1`.execute(db)
    },
    async close() {
      await db.destroy()
    },
  }
}

/** Distinct statements kept prepared; the least recently used goes past this. */
const STATEMENT_CACHE_SIZE = 256

/**
 * Kysely's SQLite driver prepares every query again; preparing is most of a short query's cost
 * (docs/performance.md). This keeps the statements of the last queries prepared, by
 * their SQL text (parameters are bound at each run). A statement still being read (a stream) is
 * not shared: that run gets one of its own. SQLite prepares a kept statement again by itself
 * after a schema change.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => file.close(),
    prepare(source: string) {
      const kept = statements.get(source)
      if (kept && !kept.busy) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(source)
        statements.set(source, kept)
        return kept
      }
      const statement = file.prepare(source)
      if (!kept) {
        statements.set(source, statement)
        if (statements.size > STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!)
        }
      }
      return statement
    },
  }
}

function openPostgres(connectionString: string, schema: string | undefined): DatabaseHandle {
  // The PostgreSQL driver is loaded when the first query needs a connection: a start on SQLite
  // never parses it (docs/performance.md).
  const pool = async () => {
    const { Pool } = (await import('pg')).default
    const pool = new Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    // A client losing its connection (database restarted, network cut) must not crash the
    // process: idle clients report it on the pool, checked-out ones on themselves. The query in
    // flight fails (the error handler answers 503), the pool drops the broken client, the next
    // query reconnects.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    return pool
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    dialect: 'postgres',
    async ping() {
      await sql`select 1`.execute(db)
    },
    async close() {
      await db.destroy()
    },
  }
}
