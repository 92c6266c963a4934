import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { BACKUP_TABLES } from '@/modules/backup/backup-tables.ts'
import { ALL_TABLES } from '@/security/database-snapshot.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

/**
 * What every content type gets by being declared in contract/content-types.ts: its routes, owner
 * only except the list, in the OpenAPI document under its title, stored, backed up, counted by
 * the "changes nothing" checks, and labelled for people. The legacy answers of each type are
 * pinned separately, in its own test file, with the paths and texts written out.
 */
describe.each(CONTENT_TYPE_LIST.map((type) => [type.title, type] as const))(
  'the %s content type, from its description',
  (_title, type) => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ SEED_DEMO: 'true' })
    })
    afterAll(() => t.close())

    const writes = (): [string, string][] => [
      ['POST', type.paths.add],
      ...('update' in type.paths ? [['PUT', type.paths.update] as [string, string]] : []),
      ['DELETE', type.paths.remove],
      ['PUT', type.paths.reorder],
    ]

    it('lists its records publicly, in the owner order', async () => {
      const response = await t.app.inject({ method: 'GET', url: type.paths.list })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, data: expect.any(Array) })
      const rows = await t.app.repositories[type.key].list()
      expect(response.json().data.map((record: { _id: string }) => record._id)).toEqual(
        rows.map((row) => String(row.id)),
      )
    })

    it('refuses every write without the owner token', async () => {
      for (const [method, path] of writes()) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: path.replace(':id', '1'),
          headers: { 'content-type': 'application/json' },
          payload: method === 'DELETE' ? undefined : {},
        })
        expect(response.statusCode, `${method} ${path}`).toBe(401)
      }
    })

    it('reorders to the order it is given', async () => {
      const ids = (await t.app.inject({ method: 'GET', url: type.paths.list }))
        .json()
        .data.map((record: { _id: string }) => record._id)
        .reverse()
      const response = await t.app.inject({
        method: 'PUT',
        url: type.paths.reorder,
        headers: await t.ownerHeaders(),
        payload: { ids },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.map((record: { _id: string }) => record._id)).toEqual(ids)
    })

    it('is in the OpenAPI document under its title, with every input field labelled', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
      const operations = Object.values(
        document.paths[type.paths.list.replace(/:(\w+)/g, '{$1}')] as Record<
          string,
          { tags: string[] }
        >,
      )
      expect(operations.flatMap((operation) => operation.tags)).toContain(type.title)
      const properties = (type.input as { properties: Record<string, { title?: string }> })
        .properties
      for (const [name, field] of Object.entries(properties)) {
        expect(field.title, `${type.key}.${name} has a label`).toBeTruthy()
      }
    })

    it('is stored in its own table, backed up and watched by the "changes nothing" checks', () => {
      expect(BACKUP_TABLES).toContain(type.table)
      expect(ALL_TABLES).toContain(type.table)
    })
  },
)
