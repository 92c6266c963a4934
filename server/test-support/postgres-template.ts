import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

/**
 * A PostgreSQL database of its own for a test app, copied from a template that already has every
 * migration applied. Migrating a new schema took about half a second a test app (38 migrations,
 * each a round of catalog queries and a transaction); copying a small template database is a
 * fraction of that, and dropping a database is quicker than dropping a schema's tables one by one.
 * A database of its own also keeps one test app's catalog, advisory locks and notifications apart
 * from the others'.
 */

const DB_DIR = path.join(import.meta.dirname, '..', 'db')
/** Serialises making the template across test workers (and test runs) on one cluster. */
const TEMPLATE_LOCK_KEY = 7_224_002

/**
 * The template's name follows what makes it: the migration files and the code that runs them
 * (the migrations import nothing else but Kysely). Changing a migration makes a new template, so
 * a test never runs on a schema older than the code.
 */
function templateName(): string {
  const hash = crypto.createHash('sha256')
  const migrations = path.join(DB_DIR, 'migrations')
  const files = fs
    .readdirSync(migrations)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(migrations, name))
  for (const file of [path.join(DB_DIR, 'migrate.ts'), ...files]) {
    hash.update(path.basename(file)).update(fs.readFileSync(file))
  }
  return `vitrine_template_${hash.digest('hex').slice(0, 16)}`
}

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
  return rowCount === 1
}

/**
 * Makes the template unless it exists: migrated under another name, then renamed, so a template
 * under its final name is always complete. Older templates (from before a migration changed) are
 * dropped when a new one is made.
 */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = templateName()
  await withAdmin(serverUrl, async (client) => {
    if (await databaseExists(client, name)) return
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    try {
      if (await databaseExists(client, name)) return
      const building = `${name}_building`
      await client.query(`drop database if exists ${building}`)
      await client.query(`create database ${building}`)
      const handle = openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), dataDir: '' })
      try {
        await migrateToLatest(handle)
      } finally {
        await handle.close()
      }
      await client.query(`alter database ${building} rename to ${name}`)
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'vitrine\\_template\\_%' and datname <> $1`,
        [name],
      )
      for (const { datname } of rows) {
        // A template another run is copying right now stays; the next new template drops it.
        await client.query(`drop database if exists ${datname}`).catch(() => {})
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY])
    }
  })
  return name
}

let template: Promise<string> | undefined

/**
 * A new database on the server of `serverUrl` with every migration applied; answers its URL and a
 * function that drops it.
 */
export async function freshPostgresDatabase(serverUrl: string) {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  const copy = async () => {
    template ??= ensureTemplate(serverUrl).catch((error: unknown) => {
      template = undefined
      throw error
    })
    const source = await template
    await withAdmin(serverUrl, (client) =>
      client.query(`create database ${name} template ${source}`),
    )
  }
  // Another test run on the same server may have replaced the template since (a migration
  // changed there): make it again, once.
  await copy().catch(async (error: unknown) => {
    if (!/does not exist/.test(String((error as Error)?.message))) throw error
    template = undefined
    await copy()
  })
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      // FORCE: a connection a test left open must not keep its database behind.
      await withAdmin(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )
    },
  }
}
