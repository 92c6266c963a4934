import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { searchLanguagesMigration } from './0034-search-languages.ts'

describe('migration 0034: translations join the search index', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const paths = async (q: string, lang?: string) => {
    const url = `/api/search?q=${q}${lang ? `&lang=${lang}` : ''}`
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().data as { path: string }[]).map((result) => result.path)
  }

  it("indexes the translations a site already has, and keeps the default language's rows", async () => {
    const headers = await t.ownerHeaders()
    const owner = async (method: 'PUT' | 'POST', url: string, payload: object) => {
      const response = await t.app.inject({ method, url, headers, payload })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data
    }
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        { title: 'Ledger', desc: 'Accounts', tools: 'SQL', github: '', live: '' },
        { bytes: await pngImage(16, 16) },
      ),
    })
    expect(added.statusCode, added.body).toBe(200)
    const project = added.json().data[0] as { _id: string }
    const section = await owner('POST', '/api/sections', {
      name: 'Talks',
      address: 'talks',
      fields: [{ kind: 'title', label: 'Talk' }],
    })
    const item = await owner('POST', `/api/sections/${section._id}/items`, { title: 'Rows' })

    const migration = searchLanguagesMigration(t.database.dialect)
    const db = t.database.db as unknown as Kysely<unknown>
    await migration.down!(db)
    // Written while the index had no languages: as a site upgraded from before has them.
    await owner('PUT', `/api/translations/project/${project._id}/de`, {
      texts: { title: 'Hauptbuch' },
    })
    await owner('PUT', `/api/translations/section-item/${item._id}/de`, {
      texts: { title: 'Zeilen' },
    })
    // (This version's search reads the column the migration adds: it is searched after it.)
    await migration.up(db)
    expect(await paths('ledger')).toEqual(['/projects'])
    expect(await paths('hauptbuch')).toEqual([])
    expect(await paths('hauptbuch', 'de')).toEqual(['/de/projects'])
    expect(await paths('accounts', 'de')).toEqual(['/de/projects'])
    expect(await paths('zeilen', 'de')).toEqual([`/de/talks#item-${item._id}`])
    expect(await paths('rows')).toEqual([`/talks#item-${item._id}`])
  })
})
