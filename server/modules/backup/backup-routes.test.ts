import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKUP_PATH } from '@contract/backup.ts'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { sampleInput } from '@/test-support/content-samples.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { MANIFEST, readBackupArchive } from './backup-archive.ts'

describe('GET /api/export/backup.tar.gz', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-route-'))
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('hands the owner a checked archive of the content, as `npm run backup` writes it', async () => {
    const response = await t.app.inject({ url: BACKUP_PATH, headers: await t.ownerHeaders() })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/gzip')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vitrine-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    )
    const file = path.join(dir, 'downloaded.tar.gz')
    fs.writeFileSync(file, response.rawPayload)
    const { manifest, files } = await readBackupArchive(file)
    const skills = (await t.app.inject({ url: '/api/skill/fetchskills' })).json().data
    expect(manifest.tables.skills).toBe(skills.length)
    expect(skills.length).toBeGreaterThan(0)
    expect([...files.keys()].some((name) => name.startsWith('media/'))).toBe(true)
    // Nothing of the account's secrets travels.
    const owner = await t.database.db.selectFrom('owner').select('password_hash').executeTakeFirst()
    for (const bytes of files.values()) {
      expect(bytes.includes(owner?.password_hash ?? 'no owner')).toBe(false)
    }
  })

  it('keeps answering, writes included, while it reads its snapshot', async () => {
    // Enough page views for the snapshot to be read in many batches.
    const day = new Date().toISOString().slice(0, 10)
    const views = Array.from({ length: 500 }, (_, i) => ({
      at: new Date().toISOString(),
      day,
      kind: 'view' as const,
      path: `/page-${i}`,
      visitor: `visitor-${i}`,
    }))
    for (let round = 0; round < 10; round++)
      await t.database.db.insertInto('analytics_events').values(views).execute()
    const about = CONTENT_TYPE_LIST.find((type) => type.key === 'about')!
    const headers = await t.ownerHeaders()
    const [first] = (await t.app.inject({ url: about.paths.collection })).json().data
    const staging = () =>
      fs
        .readdirSync(os.tmpdir())
        .filter((name) => name.startsWith('vitrine-backup-'))
        .map((name) => path.join(os.tmpdir(), name))
    const reading = () => staging().some((dir) => fs.existsSync(path.join(dir, 'content')))
    const read = () => staging().some((dir) => fs.existsSync(path.join(dir, MANIFEST)))
    let downloaded = false
    const download = t.app.inject({ url: BACKUP_PATH, headers }).finally(() => (downloaded = true))
    // The edit is sent once the snapshot is being read (its first table staged), and is done
    // before the reading is (the manifest is written once every table is read).
    while (!reading() && !downloaded) await new Promise((resolve) => setImmediate(resolve))
    const edit = await t.app.inject({
      method: 'PUT',
      url: about.paths.update.replace(':id', first._id),
      headers,
      payload: sampleInput(about, 1),
    })
    const readMeanwhile = read()
    expect(edit.statusCode).toBe(200)
    expect((await download).statusCode).toBe(200)
    expect(readMeanwhile).toBe(false)
  })

  it('refuses anyone without the owner token, and leaves no file behind', async () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('vitrine-backup-'))
    const response = await t.app.inject({ url: BACKUP_PATH })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false })
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('vitrine-backup-'))
    expect(after.filter((name) => !before.includes(name))).toEqual([])
  })
})
