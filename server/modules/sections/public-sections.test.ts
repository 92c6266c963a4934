import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Section, SectionItem } from '@contract/section.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import { publicPages } from '../web-host/public-pages.ts'
import { asOwner, type OwnerMethod } from '@/test-support/owner-request.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

const FIELDS = [
  { kind: 'title', label: 'Talk' },
  { kind: 'subtitle', label: 'Event' },
  { kind: 'link', label: 'Slides' },
  { kind: 'image', label: 'Title slide' },
]

/**
 * What the public pages read of custom sections (web-host/public-content.ts over
 * sections/public-sections.ts): the same definitions and items as GET /api/sections, in the
 * owner's order, with each item's image described, and which addresses are pages at all.
 */
describe("custom sections on the public site's reads", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const content = () => createPublicContent(t.app)
  const owner = <T>(method: OwnerMethod, url: string, payload?: object) =>
    asOwner<T>(t, method, url, payload)
  const addSection = async (fields = FIELDS): Promise<Section> =>
    owner('POST', '/api/sections', { name: 'Talks', address: unique('talks'), fields })
  const addItem = async (section: Section, title: string): Promise<SectionItem> =>
    owner('POST', `/api/sections/${section._id}/items`, { title, subtitle: `${title} event` })

  it("lists every section in the owner's order with its item count and newest change", async () => {
    const empty = await addSection()
    const full = await addSection()
    await addItem(full, 'One')
    const second = await addItem(full, 'Two')
    const listed = await content().listSections()
    const byId = (section: Section) => listed.find((row) => row._id === section._id)!
    expect(byId(empty)).toMatchObject({ address: empty.address, itemCount: 0 })
    expect(byId(empty).changedAt).toBe(empty.updatedAt)
    expect(byId(full)).toMatchObject({ itemCount: 2, changedAt: second.updatedAt })
    expect(listed.map((row) => row._id)).toEqual(
      listed.toSorted((a, b) => a.position - b.position).map((row) => row._id),
    )

    // An item's edit is the section's newest change, and the site's sections' newest too.
    const edited: SectionItem = await owner(
      'PUT',
      `/api/sections/${full._id}/items/${second._id}`,
      { title: 'Two, better' },
    )
    expect(byIdIn(await content().listSections(), full).changedAt).toBe(edited.updatedAt)
    expect((await content().getLastModified()).sections).toBe(edited.updatedAt)
  })

  it("reads one section with its items in the owner's order, as the API answers them", async () => {
    const section = await addSection()
    const items = [await addItem(section, 'First'), await addItem(section, 'Second')]
    await owner('PUT', `/api/sections/${section._id}/items/order`, {
      ids: [items[1]!._id, items[0]!._id],
    })
    const read = await content().getSection(section.address)
    const api = (
      await t.app.inject({ method: 'GET', url: `/api/sections/${section.address}` })
    ).json().data
    expect(read?.section).toEqual(api.section)
    expect(read?.items.map((item) => item.title)).toEqual(['Second', 'First'])
    expect(read?.items.map(({ media: _, ...item }) => item)).toEqual(api.items)
    expect(await content().getSection('no-such-section')).toBeUndefined()
  })

  it("describes an item's stored image (its size), and none once the section has no image field", async () => {
    const section = await addSection()
    const item = await addItem(section, 'With a slide')
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/sections/${section._id}/items/${item._id}/image`,
      headers: await t.ownerHeaders(),
      payload: imageForm({}, { bytes: await pngImage(40, 25) }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const [shown] = (await content().getSection(section.address))!.items
    expect(shown?.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    expect(shown?.media).toMatchObject({ width: 40, height: 25, animated: false })

    await owner('PUT', `/api/sections/${section._id}`, { fields: FIELDS.slice(0, 2) })
    const [hidden] = (await content().getSection(section.address))!.items
    expect(hidden?.image).toBeUndefined()
    expect(hidden?.media).toBeUndefined()
  })

  it('previews the first items of every section that has any, for the home page', async () => {
    const empty = await addSection()
    const three = await addSection()
    for (const title of ['A', 'B', 'C']) await addItem(three, title)
    const one = await addSection()
    await addItem(one, 'Only')
    const previews = await content().previewSections(2)
    const of = (section: Section) => previews.find((row) => row.section._id === section._id)
    expect(of(empty)).toBeUndefined()
    expect(of(three)?.items.map((item) => item.title)).toEqual(['A', 'B'])
    expect(of(one)?.items.map((item) => item.title)).toEqual(['Only'])
    // In the owner's order of the sections.
    const positions = previews.map((row) => row.section.position)
    expect(positions).toEqual(positions.toSorted((a, b) => a - b))
  })

  it('is a public page only with items: an empty section, or one emptied, has no page (no card, no counted view)', async () => {
    const pages = publicPages(t.app)
    const section = await addSection()
    expect(await pages.at(`/${section.address}`)).toBeUndefined()
    const item = await addItem(section, 'Now there is one')
    // Every owner write makes the content new: the page cache and these answers start again.
    expect(await pages.at(`/${section.address}`)).toEqual({
      kind: 'section',
      section: { name: 'Talks', intro: '' },
      path: `/${section.address}`,
    })
    expect(await pages.at(`/${section.address.toUpperCase()}`)).toBeUndefined()
    const version = t.app.contentVersion.current()
    await owner('DELETE', `/api/sections/${section._id}/items/${item._id}`)
    expect(t.app.contentVersion.current()).not.toBe(version)
    expect(await pages.at(`/${section.address}`)).toBeUndefined()
  })
})

const byIdIn = <T extends { _id: string }>(rows: T[], section: Section) =>
  rows.find((row) => row._id === section._id)!
