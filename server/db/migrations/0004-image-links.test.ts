import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator, type Migration } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../database.ts'
import { initialMigration } from './0001-initial.ts'
import { accountSecurityMigration } from './0002-account-security.ts'
import { imageLinksMigration } from './0004-image-links.ts'
import { withSchemaLock } from '@/test-support/schema-lock.ts'

/** Runs the migrations given, on SQLite or (with DATABASE_URL) a fresh PostgreSQL schema. */
describe('migration 0004-image-links on a database with content', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-migration-'))
  const databaseUrl = process.env.DATABASE_URL
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`
  let handle: DatabaseHandle

  async function migrate(migrations: Record<string, Migration>) {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: databaseUrl ? schema : undefined,
    })
    // Migrating reads every schema's catalog: see test-support/schema-lock.ts.
    const { error } = await withSchemaLock(databaseUrl, 'shared', () => migrator.migrateToLatest())
    if (error) throw error
  }

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(query)
    await client.end()
  }

  beforeAll(async () => {
    if (databaseUrl) await admin(`create schema ${schema}`)
    handle = openDatabase({ databaseUrl, dataDir, postgresSchema: schema })
    const early = {
      '0001-initial': initialMigration(handle.dialect),
      '0002-account-security': accountSecurityMigration(),
    }
    await migrate(early)
    const now = new Date().toISOString()
    const db = handle.db
    await db
      .insertInto('media')
      .values({
        hash: 'a'.repeat(64),
        content_type: 'image/webp',
        extension: 'webp',
        bytes: Buffer.from('x'),
        width: 1,
        height: 1,
        created_at: now,
      })
      .execute()
    const stamps = { position: 1, created_at: now, updated_at: now }
    // Rows written before the migration, through the columns that existed then.
    await db
      .insertInto('skills')
      .values({ ...stamps, name: 'Kept', image_hash: 'a'.repeat(64) } as never)
      .execute()
    await db
      .insertInto('projects')
      .values({
        ...stamps,
        title: 'Kept',
        description: 'd',
        tools: 't',
        github_url: '',
        live_url: '',
        image_hash: 'a'.repeat(64),
      } as never)
      .execute()
    await migrate({ ...early, '0004-image-links': imageLinksMigration(handle.dialect) })
  })

  afterAll(async () => {
    await handle.close()
    if (databaseUrl) {
      await withSchemaLock(databaseUrl, 'exclusive', () => admin(`drop schema ${schema} cascade`))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every row with its stored image', async () => {
    // Every row from before the migration ('New' rows are added by the test below, in any order).
    expect(
      await handle.db
        .selectFrom('skills')
        .select(['name', 'image_hash', 'image_url'])
        .where('name', '!=', 'New')
        .execute(),
    ).toEqual([{ name: 'Kept', image_hash: 'a'.repeat(64), image_url: null }])
    expect(await handle.db.selectFrom('projects').select(['title', 'image_url']).execute()).toEqual(
      [{ title: 'Kept', image_url: null }],
    )
  })

  it('still refuses to delete an image in use', async () => {
    await expect(handle.db.deleteFrom('media').execute()).rejects.toThrow()
  })

  it('takes a link instead of a stored image, and refuses both or neither', async () => {
    const now = new Date().toISOString()
    const row = (image: { image_hash: string | null; image_url: string | null }) =>
      handle.db
        .insertInto('skills')
        .values({ name: 'New', position: 2, created_at: now, updated_at: now, ...image })
        .execute()
    await row({ image_hash: null, image_url: 'https://example.com/a.png' })
    await expect(row({ image_hash: null, image_url: null })).rejects.toThrow()
    await expect(
      row({ image_hash: 'a'.repeat(64), image_url: 'https://example.com/a.png' }),
    ).rejects.toThrow()
    // The profile: at most one of the two.
    const profile = {
      name: 'A',
      title_1: 'a',
      title_2: 'b',
      title_3: 'c',
      title_4: '',
      current_status: '',
      created_at: now,
      updated_at: now,
    }
    await expect(
      handle.db
        .insertInto('user_details')
        .values({ ...profile, image_hash: 'a'.repeat(64), image_url: 'https://example.com/a.png' })
        .execute(),
    ).rejects.toThrow()
    await handle.db
      .insertInto('user_details')
      .values({ ...profile, image_hash: null, image_url: null })
      .execute()
  })
})
