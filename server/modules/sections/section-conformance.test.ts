import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PATH } from '@contract/first-run.ts'
import {
  FIELD_KINDS,
  SECTION_MESSAGES,
  SectionInput,
  SectionItemInput,
  type SectionItem,
  type SectionItemInput as ItemInput,
} from '@contract/section.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { publicPages } from '@/modules/web-host/public-pages.ts'
import { expectBackupRestoresWhole, expectPutBackFromTrash } from '@/test-support/conformance.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

type Wire = SectionItem & { [field: string]: unknown }

/** A value for every kind of field a section's item can hold, `n` making samples differ. */
function sampleItem(n: number): ItemInput {
  return {
    title: `Sample talk ${n}`,
    subtitle: `Sample event ${n}`,
    place: `Sample city ${n}`,
    date: { start: `202${n % 10}-0${(n % 9) + 1}`, end: 'present' },
    link: { url: `https://example.com/slides/${n}`, label: `Slides ${n}` },
    link2: { url: `https://example.com/video/${n}`, label: '' },
    tags: [`tag-${n}`, 'talks'],
    text: `Sample **text** ${n}`,
  }
}

/** Every kind of field, each with the owner's own label. */
const EVERY_FIELD = FIELD_KINDS.map((kind) => ({ kind, label: `My ${kind}` }))

/**
 * The content registry's conformance test (content/content-registry.test.ts) walked for a custom
 * section, which is a registry entry made at run time (docs/decisions/0016): the same promises to
 * the owner and to visitors, without a test written for the section: add, read publicly (the API
 * and the pages' reads), update, reorder, delete to the trash and put back, history and restoring
 * a version, a backup restored whole, the demo's section and its removal, the owner-only guard;
 * and what the public site derives from it: its page, its link-preview card and its place in the
 * sitemap's dates.
 */
describe('a custom section, as the content registry promises', () => {
  let t: TestApp
  let headers: { [name: string]: string }
  let sectionId: string
  const address = 'talks'
  const items = `/api/sections/:id/items`

  beforeAll(async () => {
    t = await createTestApp()
    headers = await t.ownerHeaders()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers,
      payload: { name: 'Talks', address, fields: EVERY_FIELD, layout: 'cards' },
    })
    expect(created.statusCode, created.body).toBe(200)
    sectionId = created.json().data._id
  })
  afterAll(() => t.close())

  const itemsUrl = () => items.replace(':id', sectionId)
  const list = async (app = t): Promise<Wire[]> => {
    const response = await app.app.inject({ method: 'GET', url: `/api/sections/${address}` })
    expect(response.statusCode).toBe(200)
    return response.json().data.items
  }
  const fields = ({ _id: _, updatedAt: __, position: ___, ...rest }: Wire) => rest

  async function add(n: number): Promise<Wire> {
    const response = await t.app.inject({
      method: 'POST',
      url: itemsUrl(),
      headers,
      payload: sampleItem(n),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ success: true, message: SECTION_MESSAGES.itemAdded })
    const item = response.json().data as Wire
    // Its image through the one image pipeline, as the dashboard sends it.
    const image = await t.app.inject({
      method: 'PUT',
      url: `${itemsUrl()}/${item._id}/image`,
      headers,
      payload: imageForm({}, { bytes: await pngImage(32, 20, `#0${n % 10}${n % 10}`) }),
    })
    expect(image.statusCode, image.body).toBe(200)
    return image.json().data
  }

  async function update(id: string, n: number): Promise<Wire> {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${itemsUrl()}/${id}`,
      headers,
      payload: sampleItem(n),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe(SECTION_MESSAGES.itemUpdated)
    return response.json().data
  }

  it('refuses every write without the owner token, and changes nothing', async () => {
    const before = await list()
    for (const [method, url] of [
      ['POST', '/api/sections'],
      ['PUT', `/api/sections/${sectionId}`],
      ['DELETE', `/api/sections/${sectionId}`],
      ['POST', itemsUrl()],
      ['PUT', `${itemsUrl()}/1`],
      ['DELETE', `${itemsUrl()}/1`],
      ['PUT', `${itemsUrl()}/order`],
      ['PUT', `${itemsUrl()}/1/image`],
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
    for (const route of ['/api/sections', '/api/sections/{id}/items', '/api/sections/{address}']) {
      const operations = Object.values(document.paths[route] ?? {}) as { tags: string[] }[]
      expect(
        operations.flatMap((operation) => operation.tags),
        route,
      ).toContain('Custom sections')
    }
    for (const schema of [SectionInput, SectionItemInput]) {
      const properties = (schema as { properties: { [name: string]: { title?: string } } })
        .properties
      for (const [name, field] of Object.entries(properties)) {
        expect(field.title, `${name} has a label`).toMatch(/\S/)
      }
    }
  })

  it('adds, reads publicly, updates, reorders, and the public pages read the same', async () => {
    const content = createPublicContent(t.app)
    const existing = (await list()).map((item) => item._id)
    const first = await add(1)
    const second = await add(2)
    const ids = (await list()).map((item) => item._id)
    expect(ids).toEqual([...existing, first._id, second._id])
    // Every value comes back as sent, under the section's fields.
    expect(fields(first)).toMatchObject(sampleItem(1))
    expect(first.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)

    // Public pages read the same items, with their images described.
    const shown = await content.getSection(address)
    expect(shown?.items.map((item) => item._id)).toEqual(ids)
    expect(shown?.items.every((item) => item.media?.width === 32)).toBe(true)
    const summary = (await content.listSections()).find((row) => row._id === sectionId)
    expect(summary?.itemCount).toBe(ids.length)

    const updated = await update(first._id, 3)
    expect(fields(updated)).not.toEqual(fields(first))
    expect(updated.title).toContain('3')
    expect((await list()).find((item) => item._id === first._id)).toEqual(updated)
    expect((await content.getLastModified()).sections).toBe(updated.updatedAt)

    const reversed = [...ids].reverse()
    const reorder = await t.app.inject({
      method: 'PUT',
      url: `${itemsUrl()}/order`,
      headers,
      payload: { ids: reversed },
    })
    expect(reorder.statusCode).toBe(200)
    expect((await list()).map((item) => item._id)).toEqual(reversed)
    expect(
      (await content.previewSections(2)).find((c) => c.section._id === sectionId)?.items,
    ).toHaveLength(2)
  })

  it('keeps history: a version restored, a delete put back from the trash in its place', async () => {
    const item = await add(4)
    const original = fields(item)
    await update(item._id, 5)
    const revisions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/revisions?type=section-item&id=${item._id}`,
        headers,
      })
    ).json().data as { _id: string; action: string }[]
    // Added, given its image, changed.
    expect(revisions.map((revision) => revision.action)).toEqual(['update', 'update', 'create'])
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${revisions[1]!._id}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(fields((await list()).find((entry) => entry._id === item._id)!)).toEqual(original)

    const order = (await list()).map((entry) => entry._id)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${itemsUrl()}/${item._id}`,
      headers,
    })
    expect(removed.json()).toEqual({ success: true, message: SECTION_MESSAGES.itemDeleted })
    expect((await list()).some((entry) => entry._id === item._id)).toBe(false)
    await expectPutBackFromTrash(t, { type: 'section-item', id: item._id }, order, () => list())
  })

  it('comes back whole from a backup', async () => {
    await add(6)
    await expectBackupRestoresWhole(t, list)
  })

  it('is a public page with a link-preview card once it has an item', async () => {
    await add(7)
    const page = await publicPages(t.app).at(`/${address}`)
    expect(page).toEqual({
      kind: 'section',
      section: { name: 'Talks', intro: '' },
      path: `/${address}`,
    })
    const card = await t.app.inject({ method: 'GET', url: `/og/${address}.png` })
    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toBe('image/png')
  })

  it('seeds its demo section into a new site, and "Remove the demo content" takes it', async () => {
    const demo = await createTestApp({ SEED_DEMO: 'true' })
    try {
      const seeded = await demo.app.inject({ method: 'GET', url: '/api/sections/talks' })
      expect(seeded.json().data.items).toHaveLength(3)
      const removed = await demo.app.inject({
        method: 'DELETE',
        url: DEMO_PATH,
        headers: await demo.ownerHeaders(),
      })
      expect(removed.statusCode, removed.body).toBe(200)
      const gone = await demo.app.inject({ method: 'GET', url: '/api/sections/talks' })
      expect(gone.statusCode).toBe(404)
      expect(await createPublicContent(demo.app).listSections()).toEqual([])
    } finally {
      await demo.close()
    }
  })
})
