/**
 * `npm run restore` into the data of a server that is running: the server notices within about a
 * second and serves the restored content, not what it held in memory, nor deleted images.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/db/database.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createBackup } from './create-backup.ts'
import { restoreBackup } from './restore-backup.ts'

describe('a restore while the server runs', () => {
  let t: TestApp
  let archiveDir: string
  let other: DatabaseHandle

  const skills = async () =>
    (await t.app.inject({ url: '/api/skill/fetchskills' })).json().data as {
      name: string
      image: string
    }[]
  const addSkill = async (name: string, colour: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name }, { bytes: await pngImage(30, 30, colour) }),
    })

  beforeAll(async () => {
    t = await createTestApp()
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-restore-live-'))
    // What `npm run restore` opens: its own connection to the same database.
    other = openDatabase({
      databaseUrl: t.config.databaseUrl,
      dataDir: t.config.dataDir,
    })
  })
  afterAll(async () => {
    await other.close()
    await t.close()
    fs.rmSync(archiveDir, { recursive: true, force: true })
  })

  it('serves the restored content and stops serving images the restore removed', async () => {
    expect((await addSkill('Kept', '#00aa00')).statusCode).toBe(200)
    const archive = path.join(archiveDir, 'before.tar.gz')
    await createBackup(t.database, archive)

    expect((await addSkill('Added after the backup', '#aa0000')).statusCode).toBe(200)
    const listed = await skills()
    expect(listed.map((skill) => skill.name)).toEqual(['Kept', 'Added after the backup'])
    const removedImage = listed[1]!.image
    // Both are now answered from memory.
    expect((await t.app.inject({ url: removedImage })).statusCode).toBe(200)

    await restoreBackup(other, archive, { replace: true })

    await expect.poll(async () => (await skills()).map((skill) => skill.name)).toEqual(['Kept'])
    await expect.poll(async () => (await t.app.inject({ url: removedImage })).statusCode).toBe(404)
  })
})
