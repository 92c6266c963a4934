import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { searchSectionsMigration } from './0028-search-sections.ts'

describe('migration 0028: the items of custom sections join the search index', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const paths = async (q: string) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${q}` })).json().data as {
        path: string
      }[]
    ).map((result) => result.path)

  it('indexes the items a site already has, and only the fields their section shows', async () => {
    const headers = await t.ownerHeaders()
    const owner = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers, payload })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as { _id: string }
    }
    const section = await owner('/api/sections', {
      name: 'Volunteering',
      address: 'volunteering',
      fields: [
        { kind: 'title', label: 'Role' },
        { kind: 'place', label: 'Where' },
      ],
    })
    const item = await owner(`/api/sections/${section._id}/items`, {
      title: 'Mentor at the coding club',
      place: 'Lisbon',
    })
    // A value of a field the section does not have, as a removed field leaves it stored.
    await t.database.db
      .updateTable('section_items')
      .set({
        field_values: JSON.stringify({
          title: 'Mentor at the coding club',
          place: 'Lisbon',
          text: 'Hidden',
        }),
      })
      .execute()

    const migration = searchSectionsMigration(t.database.dialect)
    const db = t.database.db as unknown as Kysely<unknown>
    await migration.down!(db)
    expect(await paths('lisbon')).toEqual([])

    await migration.up(db)
    expect(await paths('mentor')).toEqual([`/volunteering#item-${item._id}`])
    expect(await paths('lisbon')).toEqual([`/volunteering#item-${item._id}`])
    expect(await paths('hidden')).toEqual([])
  })
})
