import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type Kysely } from 'kysely'
import { createBackup } from '@/modules/backup/create-backup.ts'
import { restoreBackup } from '@/modules/backup/restore-backup.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood, trashEntry } from '@/test-support/trash.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { translatedBodyImagesMigration } from './0036-translated-body-images.ts'

describe('migration 0036: the images of translated bodies are kept', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('keeps the images a stored translation or case study shows, of a record and of one in the trash', async () => {
    const headers = await t.ownerHeaders()
    const owner = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(payload ? { payload } : {}),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data
    }
    const settings = (await t.app.inject({ url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    const upload = async (colour: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/pages/images',
        headers,
        payload: imageForm({}, { bytes: await pngImage(18, 10, colour) }),
      })
      expect(response.statusCode, response.body).toBe(200)
      return (response.json().data as { url: string }).url
    }
    const onPage = await upload('#5a2d82')
    const inTrash = await upload('#2d825a')
    const inCaseStudy = await upload('#822d2d')
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        {
          title: 'Board',
          desc: 'A board',
          tools: '',
          github: '',
          live: '',
          slug: 'board',
          body: `How.\n\n![The board](${inCaseStudy})`,
        },
        { bytes: await pngImage(12, 12, '#2d2d82') },
      ),
    })
    expect(project.statusCode, project.body).toBe(200)
    const page = await owner('POST', '/api/pages', {
      title: 'Studio',
      address: 'studio',
      body: 'Our studio.',
      status: 'published',
    })
    const trashed = await owner('POST', '/api/pages', {
      title: 'Old',
      address: 'old',
      body: 'Old.',
      status: 'published',
    })
    await owner('PUT', `/api/translations/page/${page._id}/de`, {
      texts: { body: `Atelier.\n\n![Tisch](${onPage})` },
    })
    await owner('PUT', `/api/translations/page/${trashed._id}/de`, {
      texts: { body: `Alt.\n\n![Tafel](${inTrash})` },
    })
    // As a site saved before this version has them: nothing keeps these images.
    const db = t.database.db
    await db.deleteFrom('page_images').execute()
    await db.deleteFrom('project_images').execute()
    await owner('DELETE', `/api/pages/${trashed._id}`)
    const item = await trashEntry(t, 'page', trashed._id)
    expect(
      await db
        .selectFrom('trash_images')
        .select('id')
        .where('trash_id', '=', Number(item!._id))
        .execute(),
    ).toEqual([])

    const migration = translatedBodyImagesMigration
    await migration.up(db as unknown as Kysely<unknown>)
    // Twice: nothing is added again.
    await migration.down!(db as unknown as Kysely<unknown>)
    await migration.up(db as unknown as Kysely<unknown>)
    expect(await db.selectFrom('page_images').selectAll().execute()).toHaveLength(1)
    expect(await db.selectFrom('project_images').selectAll().execute()).toHaveLength(1)

    await t.app.repositories.media.sweepUnused(-60_000)
    expect((await createPublicContent(t.app).inLanguage('de').getPage('studio'))?.html).toContain(
      onPage,
    )
    expect((await t.app.inject({ url: onPage })).statusCode).toBe(200)
    expect((await t.app.inject({ url: inTrash })).statusCode).toBe(200)
    expect((await t.app.inject({ url: inCaseStudy })).statusCode).toBe(200)

    // Put back, the trashed page keeps it again; removed for good, it goes.
    await owner('POST', `/api/trash/${item!._id}/restore`)
    await t.app.repositories.media.sweepUnused(-60_000)
    expect((await createPublicContent(t.app).inLanguage('de').getPage('old'))?.html).toContain(
      inTrash,
    )
    expect((await t.app.inject({ url: inTrash })).statusCode).toBe(200)
    await owner('DELETE', `/api/pages/${trashed._id}`)
    await deleteForGood(t, 'page', trashed._id)
    expect((await t.app.inject({ url: inTrash })).statusCode).toBe(404)
  })
})

describe('migration 0036 and a backup written before it', () => {
  const apps: TestApp[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-0036-'))
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("keeps a translated body's images when restoring an archive of a site from before it", async () => {
    const source = await createTestApp()
    apps.push(source)
    const headers = await source.ownerHeaders()
    const owner = async (method: 'PUT' | 'POST', url: string, payload: object) => {
      const response = await source.app.inject({ method, url, headers, payload })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data
    }
    const settings = (await source.app.inject({ url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/pages/images',
      headers,
      payload: imageForm({}, { bytes: await pngImage(14, 22, '#825a2d') }),
    })
    const { url } = uploaded.json().data as { url: string }
    const page = await owner('POST', '/api/pages', {
      title: 'Studio',
      address: 'studio',
      body: 'Our studio.',
      status: 'published',
    })
    await owner('PUT', `/api/translations/page/${page._id}/de`, {
      texts: { body: `Atelier.\n\n![Tisch](${url})` },
    })
    // The source as a version before this one left it: nothing keeps the image, no 0036.
    await source.database.db.deleteFrom('page_images').execute()
    await sql`delete from kysely_migration where name = '0036-translated-body-images'`.execute(
      source.database.db,
    )
    const archive = path.join(dir, 'before-0036.tar.gz')
    await createBackup(source.database, archive)

    const target = await createTestApp()
    apps.push(target)
    await restoreBackup(target.database, archive)
    await target.app.repositories.media.sweepUnused(-60_000)
    expect((await target.app.inject({ url })).statusCode).toBe(200)
  })
})
