import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { freshPostgresDatabase } from './postgres-template.ts'

export const OWNER_PASSWORD = 'correct horse battery staple'
export const OWNER_USERNAME = 'owner'
export const OWNER_EMAIL = 'owner@example.test'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: DatabaseHandle
  /** Logs in as the owner and answers headers that carry the token. */
  ownerHeaders(): Promise<Record<string, string>>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Log through the production logger into this stream (set LOG_LEVEL in env too). */
  logStream?: { write(line: string): void }
}

/**
 * buildApp, ready (its database migrated). Tests that restart an app on an existing database build
 * it with this too.
 */
export async function buildTestApp(...args: Parameters<typeof buildApp>): Promise<FastifyInstance> {
  const app = await buildApp(...args)
  await app.ready()
  return app
}

/**
 * Builds the real app on a fresh database: a temporary SQLite file, or, when DATABASE_URL is set,
 * a new PostgreSQL database on that server copied from a migrated template
 * (postgres-template.ts), so test files can run in parallel on both.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'))
  // An empty DATABASE_URL in env asks for SQLite even when the run is on PostgreSQL.
  const serverUrl = env.DATABASE_URL ?? process.env.DATABASE_URL
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined
  let config: Config
  let database: DatabaseHandle | undefined
  let app: FastifyInstance
  try {
    config = loadConfig({
      DATA_DIR: dataDir,
      OWNER_USERNAME,
      OWNER_PASSWORD,
      OWNER_EMAIL,
      OWNER_NAME: 'Test Owner',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://vitrine.test',
      ...env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    })
    database = openDatabase({ databaseUrl: config.databaseUrl, dataDir })
    app = await buildTestApp(
      config,
      options.logStream ? { database, logStream: options.logStream } : { database, logger: false },
    )
  } catch (error) {
    // A test that expects the start to fail leaves nothing behind either.
    await database?.close()
    await postgres?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const handle = database

  let token: string | undefined
  return {
    app,
    config,
    database: handle,
    async ownerHeaders() {
      if (!token) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
        })
        token = response.json().authtoken as string
      }
      return { 'auth-token': token }
    },
    async close() {
      await app.close()
      await handle.close()
      await postgres?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Deletes every row of these tables: a test file that shares one app (a PostgreSQL database each is
 * slow to make and drop) starts each test from them empty.
 */
export async function emptyTables(
  database: DatabaseHandle,
  tables: ReadonlyArray<keyof Database>,
): Promise<void> {
  for (const table of tables) await database.db.deleteFrom(table).execute()
}

/** Runs `work` while `table` is renamed away, to see how the app fails without it. */
export async function withTableMissing<T>(
  t: TestApp,
  table: string,
  work: () => Promise<T>,
): Promise<T> {
  const db = t.database.db as unknown as Kysely<unknown>
  const away = `${table}_away`
  await db.schema.alterTable(table).renameTo(away).execute()
  try {
    return await work()
  } finally {
    await db.schema.alterTable(away).renameTo(table).execute()
  }
}
