import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legacyListOrder } from '@contract/content-types.ts'
import { DEMO_PATH } from '@contract/first-run.ts'
import { RESUME_PATHS } from '@contract/resume.ts'
import { contentRepository } from '@/modules/collections/ordered-repository.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { sampleInput } from '@/test-support/content-samples.ts'
import { expectBackupRestoresWhole, expectPutBackFromTrash } from '@/test-support/conformance.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import type { AnyListContent } from './list-content.ts'
import { LIST_CONTENT_ENTRIES } from './registry.ts'

type Wire = { _id: string } & { [field: string]: unknown }

/**
 * The conformance test of the content registry: every content type, walked from the registry, does
 * what a user relies on, without a test written for it: add, read publicly, update, reorder,
 * delete to the trash and put back, history and restoring a version, a backup restored whole, a
 * JSON Resume export imported back the same (where the type travels in JSON Resume), the demo's
 * records and their removal, and the owner-only guard. Each type's literal answers (paths and
 * texts written out) are pinned in its own test file; this proves the registry wires them all.
 */
describe.each(LIST_CONTENT_ENTRIES.map((entry) => [entry.type.title, entry] as const))(
  'the %s content type',
  (_title, entry: AnyListContent) => {
    const { type } = entry
    let t: TestApp
    let headers: { [name: string]: string }
    const withId = (template: string, id: string) => template.replace(':id', id)
    const fields = (record: Wire): Omit<Wire, '_id'> => {
      const { _id: _, ...rest } = record
      return rest
    }

    beforeAll(async () => {
      t = await createTestApp()
      headers = await t.ownerHeaders()
    })
    afterAll(() => t.close())

    const list = async (app = t): Promise<Wire[]> => {
      const response = await app.app.inject({ method: 'GET', url: type.paths.collection })
      expect(response.statusCode).toBe(200)
      return response.json().data
    }

    /** Adds one record as the dashboard does: JSON, or multipart with an image the type takes. */
    async function add(n: number): Promise<Wire> {
      const input = sampleInput(type, n)
      const response =
        type.image === 'none'
          ? await t.app.inject({
              method: 'POST',
              url: type.paths.add,
              headers,
              payload: type.add === 'many' ? [input] : input,
            })
          : await t.app.inject({
              method: 'POST',
              url: type.paths.add,
              headers,
              payload: imageForm(input, { bytes: await pngImage(32, 24, `#0${n}${n}`) }),
            })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ success: true, message: type.messages.added })
      const added = response.json().data[0] as Wire
      // The contract's add answers its own shape (legacyRecord); the list has the whole record.
      const listed = (await list()).find((record) => record._id === added._id)
      expect(listed).toMatchObject(added)
      return listed!
    }

    async function update(id: string, n: number): Promise<Wire> {
      const response = await t.app.inject({
        method: 'PUT',
        url: withId(type.paths.update, id),
        headers,
        payload: sampleInput(type, n),
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().message).toBe(type.messages.updated)
      return response.json()[type.updateKey]
    }

    it('refuses every write without the owner token, and changes nothing', async () => {
      const before = await list()
      for (const [method, url] of [
        ['POST', type.paths.add],
        ['PUT', withId(type.paths.update, '1')],
        ['DELETE', withId(type.paths.remove, '1')],
        ['PUT', type.paths.reorder],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: method === 'DELETE' ? undefined : JSON.stringify({}),
        })
        expect(response.statusCode, `${method} ${url}`).toBe(401)
      }
      expect(await list()).toEqual(before)
    })

    it('is documented under its title, every input field labelled', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
      for (const path of [type.paths.collection, type.paths.add, type.paths.reorder]) {
        const operations = Object.values(document.paths[path] ?? {}) as { tags: string[] }[]
        expect(
          operations.flatMap((operation) => operation.tags),
          path,
        ).toContain(type.title)
      }
      const properties = (type.input as { properties: { [name: string]: { title?: string } } })
        .properties
      for (const [name, field] of Object.entries(properties)) {
        expect(field.title, `${type.key}.${name} has a label`).toMatch(/\S/)
      }
    })

    it('adds, reads publicly, updates, reorders and answers the contract its own order', async () => {
      const public_ = createPublicContent(t.app)
      const before = await public_.getLastModified()
      // Other tests of this type share its app: what they left stays where it is.
      const existing = (await list()).map((record) => record._id)
      const first = await add(1)
      const second = await add(2)
      const ids = (await list()).map((record) => record._id)
      expect(ids).toEqual(
        type.newAt === 'start'
          ? [second._id, first._id, ...existing]
          : [...existing, first._id, second._id],
      )
      // Public pages read the same records, with their images described.
      const shown = await public_.list(type.key as never)
      expect(shown.map((record: Wire) => record._id)).toEqual(ids)
      expect((await public_.countContent())[type.key as never]).toBe(existing.length + 2)
      const after = await public_.getLastModified()
      expect(after[type.key as never]).not.toBe(before[type.key as never])
      expect(after[type.key as never]).toEqual(expect.any(String))

      const updated = await update(first._id, 3)
      expect(fields(updated)).not.toEqual(fields(first))
      expect(type.describe(updated).title).toContain('3')
      expect((await list()).find((record) => record._id === first._id)).toEqual(updated)

      const reversed = [...ids].reverse()
      const reorder = await t.app.inject({
        method: 'PUT',
        url: type.paths.reorder,
        headers,
        payload: { ids: reversed },
      })
      expect(reorder.statusCode).toBe(200)
      expect((await list()).map((record) => record._id)).toEqual(reversed)

      const contract = (await t.app.inject({ method: 'GET', url: type.paths.list })).json().data
      expect(contract.map((record: Wire) => record._id)).toEqual(
        legacyListOrder(type) === 'reversed' ? [...reversed].reverse() : reversed,
      )
    })

    it('keeps history: a version restored, a delete put back from the trash in its place', async () => {
      const record = await add(4)
      const original = fields(record)
      await update(record._id, 5)
      const revisions = (
        await t.app.inject({
          method: 'GET',
          url: `/api/revisions?type=${type.name}&id=${record._id}`,
          headers,
        })
      ).json().data as { _id: string; action: string }[]
      expect(revisions.map((revision) => revision.action)).toEqual(['update', 'create'])
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/revisions/${revisions[1]!._id}/restore`,
        headers,
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(fields((await list()).find((r) => r._id === record._id)!)).toEqual(original)

      const order = (await list()).map((r) => r._id)
      const removed = await t.app.inject({
        method: 'DELETE',
        url: withId(type.paths.remove, record._id),
        headers,
      })
      expect(removed.json()).toEqual({ success: true, message: type.messages.deleted })
      expect((await list()).some((r) => r._id === record._id)).toBe(false)
      await expectPutBackFromTrash(t, { type: type.name, id: record._id }, order, () => list())
    })

    it('comes back whole from a backup', async () => {
      await add(6)
      await expectBackupRestoresWhole(t, list)
    })

    it.runIf(entry.resume !== undefined)(
      'travels in a JSON Resume export and imports back the same',
      async () => {
        await add(7)
        const before = await list()
        const exported = await t.app.inject({ method: 'GET', url: RESUME_PATHS.export, headers })
        expect(exported.statusCode).toBe(200)
        // Imported into the same site: its own images travel as its URLs and are used again.
        const imported = await t.app.inject({
          method: 'POST',
          url: RESUME_PATHS.import,
          headers,
          payload: exported.json(),
        })
        expect(imported.statusCode, imported.body).toBe(200)
        expect((await list()).map(fields)).toEqual(before.map(fields))
      },
    )

    it.runIf(entry.listRows)(
      'lists the same records from the rows its lists read as from its whole rows',
      async () => {
        const demo = await createTestApp({ SEED_DEMO: 'true' })
        try {
          const whole = (await contentRepository(demo.app, type.key).list()).map((row) =>
            entry.present(row),
          )
          expect(whole.length).toBeGreaterThan(1)
          expect((await entry.listRows!(demo.app)).map((row) => entry.present(row))).toEqual(whole)
        } finally {
          await demo.close()
        }
      },
    )

    it('seeds its demo records into a new site, and "Remove the demo content" takes them', async () => {
      const demo = await createTestApp({ SEED_DEMO: 'true' })
      try {
        const records = await entry.demo.records(demo.app)
        const seeded = await list(demo)
        expect(seeded).toHaveLength(records.length)
        const removed = await demo.app.inject({
          method: 'DELETE',
          url: DEMO_PATH,
          headers: await demo.ownerHeaders(),
        })
        expect(removed.statusCode, removed.body).toBe(200)
        // A type whose demo records name no marker keeps them (they may be the owner's now).
        expect(await list(demo)).toHaveLength(entry.demo.marker ? 0 : seeded.length)
      } finally {
        await demo.close()
      }
    })
  },
)
