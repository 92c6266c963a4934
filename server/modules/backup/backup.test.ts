import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '@/config.ts'
import type { DatabaseHandle } from '@/db/database.ts'
import { buildTestApp, createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { readBackupArchive } from './backup-archive.ts'
import { BACKUP_TABLES, EXCLUDED_TABLES } from './backup-tables.ts'
import { createBackup } from './create-backup.ts'
import { tableNames, type AnyDatabase } from './database-tables.ts'
import { restoreBackup } from './restore-backup.ts'
import type { Kysely } from 'kysely'

/** Every backed-up row, bytes as base64, in a stable order: what "the same content" means. */
async function contentRows(database: DatabaseHandle) {
  const db = database.db as unknown as Kysely<AnyDatabase>
  const snapshot: Record<string, string[]> = {}
  for (const table of BACKUP_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute()
    snapshot[table] = rows
      .map((row) =>
        JSON.stringify(row, (key, value: unknown) => {
          const raw = (row as Record<string, unknown>)[key]
          return raw instanceof Uint8Array ? Buffer.from(raw).toString('base64') : value
        }),
      )
      .sort()
  }
  return snapshot
}

/**
 * The target holds exactly the source's content, and the source's whole account log beside the
 * target's own entries (`events`, in order: its sign-ins, then the restore).
 */
async function expectRestored(target: TestApp, source: TestApp, events: string[]) {
  const { audit_log: restoredLog, ...restored } = await contentRows(target.database)
  const { audit_log: sourceLog, ...original } = await contentRows(source.database)
  expect(restored).toEqual(original)
  expect(sourceLog!.length).toBeGreaterThan(0)
  expect(restoredLog).toEqual(expect.arrayContaining(sourceLog!))
  const own = restoredLog!
    .filter((row) => !sourceLog!.includes(row))
    .map((row) => JSON.parse(row) as { id: number; event: string })
    .sort((a, b) => a.id - b.id)
    .map((row) => row.event)
  expect(own).toEqual(events)
}

const education = (institution: string) => [
  { year: '2020', clg: institution, edu: 'BSc', sts: 'Done', link: '' },
]

/**
 * A custom section with two items, one holding a value of a field since removed (kept stored,
 * hidden from answers): a backup carries it too.
 */
async function addCustomSection(t: TestApp) {
  const headers = await t.ownerHeaders()
  const inject = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers, payload })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as { _id: string }
  }
  const section = await inject('POST', '/api/sections', {
    name: 'Speaking',
    // The demo has its own Talks at /talks.
    address: 'speaking',
    layout: 'timeline',
    fields: [
      { kind: 'title', label: 'Talk' },
      { kind: 'subtitle', label: 'Event' },
      { kind: 'date', label: 'When' },
    ],
  })
  await inject('POST', `/api/sections/${section._id}/items`, {
    title: 'Rows, not files',
    subtitle: 'NodeConf',
    date: { start: '2024-05' },
  })
  await inject('POST', `/api/sections/${section._id}/items`, { title: 'Ünïcødé ✓' })
  await inject('PUT', `/api/sections/${section._id}`, {
    fields: [
      { kind: 'title', label: 'Talk' },
      { kind: 'date', label: 'When' },
    ],
  })
  // Its name in a second language (migration 0029): a backup carries translations too.
  const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
  await inject('PUT', '/api/site/settings', {
    ...settings,
    languages: { default: 'en', additional: ['de'] },
  })
  await inject('PUT', `/api/translations/section/${section._id}/de`, {
    texts: { name: 'Vorträge' },
  })
}

/** The owner makes content the demo does not: a message, an extra entry, a failed login. */
async function addOwnerData(t: TestApp) {
  const headers = await t.ownerHeaders()
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact/addmsg',
    remoteAddress: '198.51.100.7',
    payload: { name: 'Ada Visitor', email: 'ada@example.org', msg: 'Hello, ünïcødé ✓' },
  })
  expect(sent.statusCode).toBe(200)
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/edu/addedu',
    headers,
    payload: education('Source University'),
  })
  expect(added.statusCode).toBe(200)
  await addCustomSection(t)
  await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '203.0.113.9',
    payload: { username: 'owner', password: 'a wrong password guess' },
  })
  const forgot = await t.app.inject({
    method: 'GET',
    url: '/api/user/forgot-password',
    headers: { 'x-requested-with': 'fetch' },
  })
  expect(forgot.statusCode).toBe(200)
  const viewed = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/views',
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    },
    payload: { page: '/about', referrer: 'https://example.org/' },
  })
  expect(viewed.statusCode).toBe(202)
  // Counted views and messages are written in batches; a backup holds what is written.
  await t.app.repositories.analyticsEvents.flush()
  // More page views than a backup reads at a time: the archive is written a batch at a time.
  const at = new Date().toISOString()
  await t.database.db
    .insertInto('analytics_events')
    .values(
      Array.from({ length: 1234 }, (_, i) => ({
        at,
        day: at.slice(0, 10),
        kind: 'view' as const,
        path: `/blog/post-${i}`,
        visitor: `visitor-${i % 97}`,
        referrer: i % 3 === 0 ? 'https://example.org/' : null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: 'desktop',
        browser: 'Firefox',
      })),
    )
    .execute()
}

describe('backup and restore', () => {
  let source: TestApp
  let archiveDir: string
  let archive: string
  const targets: TestApp[] = []
  const target = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env)
    targets.push(t)
    return t
  }

  beforeAll(async () => {
    source = await createTestApp({ SEED_DEMO: 'true' })
    await addOwnerData(source)
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-test-'))
    archive = path.join(archiveDir, 'site.tar.gz')
    await createBackup(source.database, archive)
  }, 60_000)
  afterAll(async () => {
    await Promise.all([source, ...targets].map((t) => t.close()))
    fs.rmSync(archiveDir, { recursive: true, force: true })
  })

  it('classifies every table of the schema: backed up or deliberately left out', async () => {
    const tables = await tableNames(
      source.database.db as unknown as Kysely<AnyDatabase>,
      source.database.dialect,
    )
    const classified = new Set<string>([...BACKUP_TABLES, ...Object.keys(EXCLUDED_TABLES)])
    const internal = /^(kysely_|sqlite_)/
    expect([...tables].filter((name) => !internal.test(name) && !classified.has(name))).toEqual([])
  })

  it('round-trips every record and every image byte for byte into an empty instance', async () => {
    const t = await target()
    const summary = await restoreBackup(t.database, archive)
    expect(summary.replaced).toBe(false)
    const sourceMedia = await source.database.db.selectFrom('media').select('hash').execute()
    expect(sourceMedia.length).toBeGreaterThan(2)
    expect(summary.tables.media).toBe(sourceMedia.length)

    await expectRestored(t, source, ['restore'])
    const translations = await t.database.db.selectFrom('translations').select('text').execute()
    expect(translations).toEqual([{ text: 'Vorträge' }])
    // The value of the field the section no longer shows came across too.
    const items = await t.database.db.selectFrom('section_items').select('field_values').execute()
    expect(items.map((item) => JSON.parse(item.field_values))).toContainEqual(
      expect.objectContaining({ subtitle: 'NodeConf' }),
    )
    const images = await source.database.db.selectFrom('media').select(['hash', 'bytes']).execute()
    for (const { hash, bytes } of images) {
      const served = await t.app.inject({ method: 'GET', url: `/media/${hash}.webp` })
      expect(served.statusCode).toBe(200)
      expect(Buffer.compare(served.rawPayload, Buffer.from(bytes))).toBe(0)
    }
    for (const url of [
      '/api/skill/fetchskills',
      '/api/edu/fetchedu',
      '/api/site/settings',
      '/api/pages',
      '/api/pages/uses',
      '/api/sections',
      '/api/sections/speaking',
      '/api/sections/talks',
    ]) {
      const [before, after] = await Promise.all([
        source.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'GET', url }),
      ])
      expect(before.statusCode, url).toBe(200)
      expect(after.statusCode, url).toBe(before.statusCode)
      expect(after.body, url).toBe(before.body)
    }
  })

  it("carries the owner's name and e-mail, never the account's password", async () => {
    const t = await target({ OWNER_NAME: 'Someone Else', OWNER_EMAIL: 'else@example.test' })
    const account = () =>
      t.database.db
        .selectFrom('owner')
        .select(['name', 'email', 'username', 'password_hash', 'token_version'])
        .executeTakeFirstOrThrow()
    const before = await account()
    await restoreBackup(t.database, archive)
    expect(await account()).toEqual({
      ...before,
      name: 'Test Owner',
      email: 'owner@example.test',
    })

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: await t.ownerHeaders(),
      payload: education('After Restore College'),
    })
    expect(added.statusCode).toBe(200)
    const ids = (await t.database.db.selectFrom('education').select('id').execute()).map(
      (row) => row.id,
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('refuses a target with content, naming --replace, and leaves it untouched', async () => {
    const demo = await target({ SEED_DEMO: 'true' })
    const before = await contentRows(demo.database)
    await expect(restoreBackup(demo.database, archive)).rejects.toThrow(
      /not empty .*demo content.*--replace/,
    )
    expect(await contentRows(demo.database)).toEqual(before)
  })

  it('replaces everything a target holds when told to', async () => {
    const t = await target()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: await t.ownerHeaders(),
      payload: education('To Be Replaced'),
    })
    expect(added.statusCode).toBe(200)
    const summary = await restoreBackup(t.database, archive, { replace: true })
    expect(summary.replaced).toBe(true)
    // The target's own sign-in stays in its account log.
    await expectRestored(t, source, ['sign-in', 'restore'])
  })

  it('marks a restored database as used, so the demo is never added on the next start', async () => {
    const plain = await target()
    await plain.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: await plain.ownerHeaders(),
      payload: education('Only Entry'),
    })
    const file = path.join(archiveDir, 'plain.tar.gz')
    await createBackup(plain.database, file)

    const t = await target()
    await restoreBackup(t.database, file)
    const restarted = await buildTestApp(loadConfig({ ...configEnv(t), SEED_DEMO: 'true' }), {
      database: t.database,
      logger: false,
    })
    await restarted.ready()
    await restarted.close()
    const rows = await t.database.db.selectFrom('education').select('institution').execute()
    expect(rows).toEqual([{ institution: 'Only Entry' }])
    expect(await t.database.db.selectFrom('skills').select('id').execute()).toEqual([])
  })

  it('puts no password hash, token or secret in the archive', async () => {
    const extracted = fs.mkdtempSync(path.join(archiveDir, 'x-'))
    await tar.extract({ file: archive, cwd: extracted })
    // The account log carries the addresses of sign-ins; nothing else may.
    const files = listFiles(extracted)
    expect(files.some((file) => file.endsWith('audit_log.json'))).toBe(true)
    const text = files
      .filter((file) => !file.endsWith('audit_log.json'))
      .map((file) => fs.readFileSync(file).toString('latin1'))
      .join('\n')
    const owner = await source.database.db.selectFrom('owner').selectAll().executeTakeFirstOrThrow()
    const reset = await source.database.db
      .selectFrom('password_reset_tokens')
      .select('id_hash')
      .executeTakeFirstOrThrow()
    const secret = fs.readFileSync(path.join(source.config.dataDir, 'auth-secret'), 'utf8').trim()
    expect(text).toContain('Ada Visitor')
    for (const forbidden of [
      owner.password_hash,
      reset.id_hash,
      secret,
      '$argon2',
      'password_hash',
      'token_version',
      '203.0.113.9',
    ]) {
      expect(text, forbidden.slice(0, 12)).not.toContain(forbidden)
    }
  })

  it('refuses a damaged, an edited and a foreign archive with a clear message', async () => {
    const bytes = fs.readFileSync(archive)
    const damaged = path.join(archiveDir, 'damaged.tar.gz')
    const flipped = Buffer.from(bytes)
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff
    fs.writeFileSync(damaged, flipped)
    await expect(readBackupArchive(damaged)).rejects.toThrow(/damaged/)

    const cut = path.join(archiveDir, 'cut.tar.gz')
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)))
    await expect(readBackupArchive(cut)).rejects.toThrow(/damaged|cut short/)

    const edited = path.join(archiveDir, 'edited')
    fs.mkdirSync(edited)
    await tar.extract({ file: archive, cwd: edited })
    const educationFile = path.join(edited, 'content', 'education.json')
    fs.writeFileSync(
      educationFile,
      fs.readFileSync(educationFile, 'utf8').replace('Source University', 'Forged University'),
    )
    const repacked = path.join(archiveDir, 'edited.tar.gz')
    await tar.create({ gzip: true, file: repacked, cwd: edited }, fs.readdirSync(edited))
    await expect(readBackupArchive(repacked)).rejects.toThrow(
      /content\/education\.json does not match its checksum/,
    )

    const foreign = path.join(archiveDir, 'foreign.tar.gz')
    fs.writeFileSync(path.join(archiveDir, 'notes.txt'), 'not a backup')
    await tar.create({ gzip: true, file: foreign, cwd: archiveDir }, ['notes.txt'])
    await expect(readBackupArchive(foreign)).rejects.toThrow(/not a Vitrine backup|unexpected/)
    await expect(readBackupArchive(path.join(archiveDir, 'notes.txt'))).rejects.toThrow(
      /not a readable Vitrine backup/,
    )

    const t = await target()
    await expect(restoreBackup(t.database, repacked)).rejects.toThrow(/checksum/)
    expect(await t.database.db.selectFrom('media').select('hash').execute()).toEqual([])
  })
})

describe('a backup while the server writes', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    t = await createTestApp()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-live-'))
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('reads one consistent snapshot: no record without its image, counts as listed', async () => {
    // Another writer adds a skill with its image in one transaction, and removes every other
    // one again. SQLite: a separate process on the same file (better-sqlite3 is synchronous, so
    // an in-process writer would never run between the backup's reads); PostgreSQL: the pool.
    const stopWriter =
      t.database.dialect === 'sqlite' ? sqliteWriter(t.config.dataDir) : postgresWriter(t)
    try {
      // The SQLite writer is a process of its own: on a busy machine it takes seconds to start.
      await expect
        .poll(() => t.database.db.selectFrom('skills').select('id').execute(), { timeout: 60_000 })
        .not.toEqual([])
      for (let n = 0; n < 5; n += 1) {
        const file = path.join(dir, `live-${n}.tar.gz`)
        await createBackup(t.database, file)
        const { manifest, files } = await readBackupArchive(file)
        const skills = JSON.parse(files.get('content/skills.json')!.toString()) as Array<{
          image_hash: string
        }>
        const media = new Set(
          (JSON.parse(files.get('content/media.json')!.toString()) as Array<{ hash: string }>).map(
            (row) => row.hash,
          ),
        )
        expect(skills.length).toBe(manifest.tables.skills)
        expect(skills.filter((skill) => !media.has(skill.image_hash))).toEqual([])
        expect(media.size).toBe(skills.length)
      }
    } finally {
      await stopWriter()
    }
  }, 90_000)
})

const WRITER_SQL = {
  media:
    "insert into media (hash, content_type, extension, bytes, width, height, created_at) values (?, 'image/webp', 'webp', ?, 1, 1, ?)",
  skill:
    'insert into skills (name, image_hash, position, created_at, updated_at) values (?, ?, ?, ?, ?)',
}

function sqliteWriter(dataDir: string): () => Promise<void> {
  const script = `
    const crypto = require('node:crypto')
    const Database = require('better-sqlite3')
    const db = new Database(require('node:path').join(process.argv[1], 'vitrine.sqlite'))
    db.pragma('busy_timeout = 5000')
    const media = db.prepare(${JSON.stringify(WRITER_SQL.media)})
    const skill = db.prepare(${JSON.stringify(WRITER_SQL.skill)})
    const add = db.transaction((i, hash, now) => {
      media.run(hash, Buffer.from('bytes ' + i), now)
      skill.run('Skill ' + i, hash, i, now, now)
    })
    const remove = db.transaction((hash) => {
      db.prepare('delete from skills where image_hash = ?').run(hash)
      db.prepare('delete from media where hash = ?').run(hash)
    })
    const parent = Number(process.argv[2])
    for (let i = 0; ; i += 1) {
      const hash = crypto.createHash('sha256').update('image ' + i).digest('hex')
      add(i, hash, new Date().toISOString())
      if (i % 2 === 1) remove(hash)
      // A test run that ended without stopping it (a timeout) must not leave it writing.
      if (i % 500 === 0) {
        try { process.kill(parent, 0) } catch { process.exit(0) }
      }
    }`
  const child = spawn(process.execPath, ['-e', script, dataDir, String(process.pid)], {
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return async () => {
    child.kill('SIGKILL')
    await exited
  }
}

function postgresWriter(t: TestApp): () => Promise<void> {
  let writing = true
  const writer = (async () => {
    for (let i = 0; writing; i += 1) {
      const hash = crypto.createHash('sha256').update(`image ${i}`).digest('hex')
      const now = new Date().toISOString()
      await t.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('media')
          .values({
            hash,
            content_type: 'image/webp',
            extension: 'webp',
            bytes: Buffer.from(`bytes ${i}`),
            width: 1,
            height: 1,
            created_at: now,
          })
          .execute()
        await trx
          .insertInto('skills')
          .values({
            name: `Skill ${i}`,
            image_hash: hash,
            position: i,
            created_at: now,
            updated_at: now,
          })
          .execute()
      })
      if (i % 2 === 1) {
        await t.database.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('skills').where('image_hash', '=', hash).execute()
          await trx.deleteFrom('media').where('hash', '=', hash).execute()
        })
      }
    }
  })()
  return async () => {
    writing = false
    await writer
  }
}

describe.runIf(process.env.DATABASE_URL)('moving from SQLite to PostgreSQL', () => {
  let sqlite: TestApp
  let postgres: TestApp
  let dir: string
  beforeAll(async () => {
    sqlite = await createTestApp({ DATABASE_URL: '', SEED_DEMO: 'true' })
    postgres = await createTestApp()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-move-'))
  }, 60_000)
  afterAll(async () => {
    await Promise.all([sqlite.close(), postgres.close()])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('carries every record and image across, and PostgreSQL keeps numbering after them', async () => {
    expect([sqlite.database.dialect, postgres.database.dialect]).toEqual(['sqlite', 'postgres'])
    await addOwnerData(sqlite)
    const file = path.join(dir, 'move.tar.gz')
    await createBackup(sqlite.database, file)
    await restoreBackup(postgres.database, file)
    await expectRestored(postgres, sqlite, ['restore'])

    const added = await postgres.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: await postgres.ownerHeaders(),
      payload: education('First on PostgreSQL'),
    })
    expect(added.statusCode).toBe(200)
  })
})

function configEnv(t: TestApp): Record<string, string> {
  return {
    DATABASE_URL: t.config.databaseUrl ?? '',
    DATA_DIR: t.config.dataDir,
    OWNER_USERNAME: t.config.owner.username,
    OWNER_EMAIL: t.config.owner.email,
    LOG_LEVEL: 'silent',
  }
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
