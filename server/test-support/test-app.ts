import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { withSchemaLock } from './schema-lock.ts'

export const OWNER_PASSWORD = 'correct horse battery staple'
export const OWNER_USERNAME = 'owner'
export const OWNER_EMAIL = 'owner@example.test'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: DatabaseHandle
  /** The PostgreSQL schema this app's tables live in (undefined on SQLite). */
  postgresSchema: string | undefined
  /** Logs in as the owner and answers headers that carry the token. */
  ownerHeaders(): Promise<Record<string, string>>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Log through the production logger into this stream (set LOG_LEVEL in env too). */
  logStream?: { write(line: string): void }
}

/**
 * buildApp, ready: it migrates its database, so on PostgreSQL it holds the schema lock meanwhile
 * (no other test file may drop its schema then; see schema-lock.ts). Tests that restart an app on
 * an existing database build it with this too.
 */
export function buildTestApp(...args: Parameters<typeof buildApp>): Promise<FastifyInstance> {
  return withSchemaLock(args[0].databaseUrl || undefined, 'shared', async () => {
    const app = await buildApp(...args)
    await app.ready()
    return app
  })
}

/**
 * Builds the real app on a fresh database: a temporary SQLite file, or, when DATABASE_URL is set,
 * a fresh PostgreSQL schema, so test files can run in parallel on both.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'))
  const databaseUrl = process.env.DATABASE_URL
  const config = loadConfig({
    DATA_DIR: dataDir,
    OWNER_USERNAME,
    OWNER_PASSWORD,
    OWNER_EMAIL,
    OWNER_NAME: 'Test Owner',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://vitrine.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  })

  let dropSchema = async () => {}
  let schema: string | undefined
  if (config.databaseUrl) {
    schema = `test_${crypto.randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: config.databaseUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const databaseUrl = config.databaseUrl
    dropSchema = () =>
      withSchemaLock(databaseUrl, 'exclusive', async () => {
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        await client.query(`drop schema ${schema} cascade`)
        await client.end()
      })
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    postgresSchema: schema,
  })
  const app = await buildTestApp(
    config,
    options.logStream ? { database, logStream: options.logStream } : { database, logger: false },
  )

  let token: string | undefined
  return {
    app,
    config,
    database,
    postgresSchema: schema,
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
      await database.close()
      await dropSchema()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Deletes every row of these tables: a test file that shares one app (a PostgreSQL schema each is
 * slow to make and drop) starts each test from them empty.
 */
export async function emptyTables(
  database: DatabaseHandle,
  tables: ReadonlyArray<keyof Database>,
): Promise<void> {
  for (const table of tables) await database.db.deleteFrom(table).execute()
}

/**
 * Runs `work` while `table` is renamed away, to see how the app fails without it. On PostgreSQL
 * the rename holds the schema lock alone: another file's migration reads every schema's tables
 * and would fail on a table renamed under it (see schema-lock.ts).
 */
export async function withTableMissing<T>(
  t: TestApp,
  table: string,
  work: () => Promise<T>,
): Promise<T> {
  const db = t.database.db as unknown as Kysely<unknown>
  const away = `${table}_away`
  return withSchemaLock(t.config.databaseUrl || undefined, 'exclusive', async () => {
    await db.schema.alterTable(table).renameTo(away).execute()
    try {
      return await work()
    } finally {
      await db.schema.alterTable(away).renameTo(table).execute()
    }
  })
}
