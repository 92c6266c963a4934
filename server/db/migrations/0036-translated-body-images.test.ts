import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
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

  it('keeps the images a stored translation shows, of a record and of one in the trash', async () => {
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

    await t.app.repositories.media.sweepUnused(-60_000)
    expect((await createPublicContent(t.app).inLanguage('de').getPage('studio'))?.html).toContain(
      onPage,
    )
    expect((await t.app.inject({ url: onPage })).statusCode).toBe(200)
    expect((await t.app.inject({ url: inTrash })).statusCode).toBe(200)

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
