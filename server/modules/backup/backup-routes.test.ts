import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKUP_PATH } from '@contract/backup.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { readBackupArchive } from './backup-archive.ts'

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

  it('refuses anyone without the owner token, and leaves no file behind', async () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('vitrine-backup-'))
    const response = await t.app.inject({ url: BACKUP_PATH })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false })
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('vitrine-backup-'))
    expect(after.filter((name) => !before.includes(name))).toEqual([])
  })
})
