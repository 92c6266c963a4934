import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { countMedia, imageForm, pngImage } from '../media/media-test-support.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

interface WireSection {
  _id: string
  address: string
  name: string
  fields: { kind: string; label: string }[]
  homeKey: string
  layout: string
  icon: string
  position: number
}
type WireItem = { _id: string; section: string; title: string } & Record<string, unknown>

const TALK_FIELDS = [
  { kind: 'title', label: 'Talk' },
  { kind: 'subtitle', label: 'Event' },
  { kind: 'date', label: 'When' },
  { kind: 'link', label: 'Slides' },
  { kind: 'tags', label: 'Topics' },
]

const talk = (title: string) => ({
  title,
  subtitle: 'JSConf',
  date: { start: '2024-05', end: '2024-05' },
  link: { url: 'https://example.org/slides', label: 'Slides' },
  tags: ['TypeScript'],
})

describe('custom sections API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const owner = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const addSection = async (payload: object = {}) => {
    const response = await owner('POST', '/api/sections', {
      name: 'Talks',
      address: unique('talks'),
      fields: TALK_FIELDS,
      ...payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as WireSection
  }
  const addItem = async (section: WireSection, payload: object) => {
    const response = await owner('POST', `/api/sections/${section._id}/items`, payload)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as WireItem
  }
  const publicSection = (address: string) =>
    t.app.inject({ method: 'GET', url: `/api/sections/${address}` })
  const publicItems = async (address: string) =>
    (await publicSection(address)).json().data.items as WireItem[]
  const sectionCount = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/sections' })).json().data as unknown[]).length
  const trashItem = async (type: string, id: string) => {
    const trash = (await owner('GET', '/api/trash')).json().data as {
      _id: string
      type: string
      id: string
      title: string
    }[]
    return trash.find((entry) => entry.type === type && entry.id === id)
  }

  it('adds a section that everyone reads with its definition, and its items in the order shown', async () => {
    const added = await owner('POST', '/api/sections', {
      name: 'Talks',
      address: 'talks',
      intro: 'Where I spoke.',
      layout: 'timeline',
      icon: 'message-circle',
      fields: TALK_FIELDS.slice(1),
    })
    expect(added.statusCode, added.body).toBe(200)
    const section = added.json().data as WireSection
    expect(added.json()).toMatchObject({ success: true, message: 'Section Added Successfully' })
    // The title is always there: first when not listed.
    expect(section).toMatchObject({
      address: 'talks',
      name: 'Talks',
      intro: 'Where I spoke.',
      layout: 'timeline',
      icon: 'message-circle',
      homeKey: `section:${section._id}`,
      fields: [{ kind: 'title', label: 'Title' }, ...TALK_FIELDS.slice(1)],
    })
    const listed = (await t.app.inject({ method: 'GET', url: '/api/sections' })).json()
    expect(listed.success).toBe(true)
    expect(listed.data).toContainEqual(section)

    const first = await addItem(section, talk('First'))
    const second = await addItem(section, talk('Second'))
    const third = await addItem(section, { title: 'Third' })
    expect(first).toMatchObject({ section: section._id, ...talk('First'), position: 1 })
    expect((await publicItems('talks')).map((item) => item.title)).toEqual([
      'First',
      'Second',
      'Third',
    ])

    const order = [third._id, first._id, second._id]
    const moved = await owner('PUT', `/api/sections/${section._id}/items/order`, { ids: order })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().message).toBe('Order Updated Successfully')
    const read = (await publicSection('talks')).json()
    expect(read.data.section).toMatchObject({ _id: section._id, name: 'Talks' })
    expect(read.data.items.map((item: WireItem) => item._id)).toEqual(order)
    expect(read.data.items).toEqual(moved.json().data)

    const refused = await owner('PUT', `/api/sections/${section._id}/items/order`, {
      ids: [third._id, first._id],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      success: false,
      message: 'The order must list every item of the section once, by id',
    })
    expect((await publicItems('talks')).map((item) => item._id)).toEqual(order)
  })

  it('edits and deletes an item; an unknown section or item answers 404', async () => {
    const section = await addSection()
    const item = await addItem(section, talk('Typo Talk'))
    const edited = await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, {
      ...talk('Good Talk'),
      subtitle: 'NodeConf',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      message: 'Item Updated Successfully',
      data: { title: 'Good Talk', subtitle: 'NodeConf' },
    })
    // A field left out of an update is emptied.
    const cleared = await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, {
      title: 'Good Talk',
    })
    expect(cleared.json().data).not.toHaveProperty('subtitle')
    expect((await publicItems(section.address))[0]).toEqual(cleared.json().data)

    expect(
      (await owner('PUT', `/api/sections/999999/items/${item._id}`, talk('x'))).statusCode,
    ).toBe(404)
    expect(
      (await owner('PUT', `/api/sections/${section._id}/items/999999`, talk('x'))).statusCode,
    ).toBe(404)
    const other = await addSection()
    // An item is reached through its own section only.
    expect((await owner('DELETE', `/api/sections/${other._id}/items/${item._id}`)).statusCode).toBe(
      404,
    )
    const deleted = await owner('DELETE', `/api/sections/${section._id}/items/${item._id}`)
    expect(deleted.json()).toEqual({ success: true, message: 'Item Deleted Successfully' })
    expect(await publicItems(section.address)).toEqual([])
    const missing = await publicSection('no-such-section')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'Section not found' })
  })

  it("checks an item against the section's stored definition, in words, changing nothing", async () => {
    const section = await addSection({
      name: 'Awards',
      fields: [
        { kind: 'title', label: 'Award' },
        { kind: 'date', label: 'Year' },
        { kind: 'link', label: 'Announcement' },
        { kind: 'tags', label: 'Topics' },
      ],
    })
    const kept = await addItem(section, { title: 'Best talk', date: { start: '2023' } })
    const cases: [object, RegExp | string][] = [
      [
        { title: 'x', place: 'Berlin' },
        'The section “Awards” has no field “Place”: add it to the section first',
      ],
      [{ title: 'x', subtitle: 'y' }, /no field “Subtitle”/],
      [{ title: 'x', colour: 'red' }, /colour/],
      [{ title: '' }, /Title/],
      [{ title: '   ' }, 'Award is required'],
      [{ title: 'x'.repeat(SECTION_LIMITS.line + 1) }, /Title/],
      [{ title: 'x', date: { start: 'May 2024' } }, /Start is a year, a month or a day/],
      [{ title: 'x', date: { start: '2024', end: '2023' } }, 'A period ends after it starts'],
      [
        { title: 'x', date: { start: '2024-05', end: '2024-04-30' } },
        'A period ends after it starts',
      ],
      [{ title: 'x', link: { url: 'javascript:alert(1)', label: 'x' } }, /must be a web address/],
      [{ title: 'x', link: { url: 'https://example.org' } }, /label/i],
      [
        { title: 'x', tags: Array.from({ length: SECTION_LIMITS.tags + 1 }, (_, i) => `t${i}`) },
        /Tags/,
      ],
      [{ title: 'x', tags: ['x'.repeat(SECTION_LIMITS.tag + 1)] }, /Tag/],
      [{ title: 'x', tags: 'one, two' }, /Tags/],
    ]
    for (const [payload, message] of cases) {
      const response = await owner('POST', `/api/sections/${section._id}/items`, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().success).toBe(false)
      expect(response.json().message).toMatch(message)
      expect(response.body).not.toMatch(/\/body\/|stack|\n\s+at /)
      const update = await owner('PUT', `/api/sections/${section._id}/items/${kept._id}`, payload)
      expect(update.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(await publicItems(section.address)).toEqual([kept])
    // An open period and a period that ends are fine.
    await addItem(section, { title: 'Ongoing', date: { start: '2024-05', end: 'present' } })
    await addItem(section, { title: 'Ended', date: { start: '2024-05', end: '2025' } })
  })

  it('keeps the value of a removed field, hidden, and shows it again when the field is back', async () => {
    const section = await addSection()
    const item = await addItem(section, talk('Kept'))
    const withoutEvent = TALK_FIELDS.filter((field) => field.kind !== 'subtitle')
    const changed = await owner('PUT', `/api/sections/${section._id}`, { fields: withoutEvent })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data.fields).toEqual(withoutEvent)
    const [hidden] = await publicItems(section.address)
    expect(hidden).not.toHaveProperty('subtitle')
    expect(hidden).toMatchObject({ title: 'Kept', tags: ['TypeScript'] })

    // The removed field cannot be written, and an update of the others leaves it stored.
    const refused = await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, talk('x'))
    expect(refused.statusCode).toBe(400)
    const { subtitle: _subtitle, ...shown } = talk('Kept again')
    const updated = await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, shown)
    expect(updated.statusCode, updated.body).toBe(200)

    await owner('PUT', `/api/sections/${section._id}`, {
      fields: [...withoutEvent, { kind: 'subtitle', label: 'Conference' }],
    })
    const [back] = await publicItems(section.address)
    expect(back).toMatchObject({ title: 'Kept again', subtitle: 'JSConf' })
  })

  it('refuses a bad definition in words and changes nothing', async () => {
    const before = await sectionCount()
    const cases: [object, RegExp | string][] = [
      [
        {
          fields: [
            { kind: 'place', label: 'Where' },
            { kind: 'place', label: 'City' },
          ],
        },
        'A section has each kind of field once: “Place” is listed twice',
      ],
      [{ fields: [{ kind: 'video', label: 'Video' }] }, /kind is one of title, subtitle/],
      [{ fields: [{ kind: 'place', label: '' }] }, /Label/],
      [{ fields: [{ kind: 'place', label: '  ' }] }, 'The Place field needs a label'],
      [{ fields: [{ kind: 'place', label: 'x'.repeat(SECTION_LIMITS.label + 1) }] }, /Label/],
      [{ fields: [] }, /Fields/],
      [{ layout: 'grid' }, 'A layout is list, cards or timeline'],
      [{ icon: 'rocket' }, /An icon is one of/],
      [{ name: '' }, /Name/],
      [{ intro: 'x'.repeat(SECTION_LIMITS.intro + 1) }, /Intro/],
      [{ address: 'Has Spaces' }, /lowercase letters, digits and hyphens/],
      [{ position: 0 }, /Position/],
    ]
    for (const [payload, message] of cases) {
      const response = await owner('POST', '/api/sections', {
        name: 'Bad',
        address: unique('bad'),
        fields: TALK_FIELDS,
        ...payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().message).toMatch(message)
    }
    expect(await sectionCount()).toBe(before)
    const section = await addSection()
    const refused = await owner('PUT', `/api/sections/${section._id}`, {
      fields: [
        { kind: 'tags', label: 'a' },
        { kind: 'tags', label: 'b' },
      ],
    })
    expect(refused.statusCode).toBe(400)
    const read = (await publicSection(section.address)).json().data.section
    expect(read.fields).toEqual(TALK_FIELDS)
  })

  it("refuses an address the site answers itself, a page's or another section's", async () => {
    const taken = await addSection({ name: 'Awards' })
    const page = await owner('POST', '/api/pages', { title: 'Uses', address: unique('uses') })
    expect(page.statusCode).toBe(200)
    const pageAddress = page.json().data.address as string
    const before = await sectionCount()
    const reserved = [
      'api',
      'media',
      'dashboard',
      'login',
      'og',
      'blog',
      'resume',
      'projects',
      'skills',
    ]
    for (const address of reserved) {
      const response = await owner('POST', '/api/sections', {
        name: 'x',
        address,
        fields: TALK_FIELDS,
      })
      expect(response.json(), address).toEqual({
        success: false,
        message: `The address /${address} is one of the site's own: choose another`,
      })
    }
    const clashes: [string, string][] = [
      [
        taken.address,
        `The address /${taken.address} is already used by the section “Awards”: choose another`,
      ],
      [
        pageAddress,
        `The address /${pageAddress} is already used by the page “Uses”: choose another`,
      ],
    ]
    for (const [address, message] of clashes) {
      const response = await owner('POST', '/api/sections', {
        name: 'x',
        address,
        fields: TALK_FIELDS,
      })
      expect(response.statusCode, address).toBe(400)
      expect(response.json()).toEqual({ success: false, message })
    }
    expect(await sectionCount()).toBe(before)

    // A page cannot take a section's address; a section keeps its own on an update.
    const pageClash = await owner('POST', '/api/pages', { title: 'x', address: taken.address })
    expect(pageClash.statusCode).toBe(400)
    expect(pageClash.json().message).toMatch(/already used by the section “Awards”/)
    const other = await addSection()
    const moved = await owner('PUT', `/api/sections/${other._id}`, { address: taken.address })
    expect(moved.statusCode).toBe(400)
    const same = await owner('PUT', `/api/sections/${taken._id}`, {
      address: taken.address,
      name: 'Prizes',
    })
    expect(same.statusCode, same.body).toBe(200)
  })

  it('is in the OpenAPI document: public reads, owner-only writes', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const routes: [string, string, boolean][] = [
      ['/api/sections', 'get', false],
      ['/api/sections/{address}', 'get', false],
      ['/api/sections', 'post', true],
      ['/api/sections/{id}', 'put', true],
      ['/api/sections/{id}', 'delete', true],
      ['/api/sections/{id}/items', 'post', true],
      ['/api/sections/{id}/items/{itemId}', 'put', true],
      ['/api/sections/{id}/items/{itemId}', 'delete', true],
      ['/api/sections/{id}/items/order', 'put', true],
    ]
    for (const [path, method, owner] of routes) {
      const operation = paths[path]?.[method]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect(operation.tags).toEqual(['Custom sections'])
      expect(operation.security, `${method} ${path}`).toEqual(
        owner ? [{ ownerToken: [] }] : undefined,
      )
    }
  })

  it('only the owner writes', async () => {
    const section = await addSection()
    const item = await addItem(section, talk('Mine'))
    const attempts = [
      t.app.inject({
        method: 'POST',
        url: '/api/sections',
        payload: { name: 'x', address: 'x', fields: TALK_FIELDS },
      }),
      t.app.inject({ method: 'PUT', url: `/api/sections/${section._id}`, payload: { name: 'x' } }),
      t.app.inject({ method: 'DELETE', url: `/api/sections/${section._id}` }),
      t.app.inject({
        method: 'POST',
        url: `/api/sections/${section._id}/items`,
        payload: { title: 'x' },
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/sections/${section._id}/items/${item._id}`,
        payload: { title: 'x' },
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/sections/${section._id}/items/order`,
        payload: { ids: [item._id] },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/sections/${section._id}/items/${item._id}` }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401)
    expect(await publicItems(section.address)).toEqual([item])
  })

  it('gives an item an image through the image pipeline, which a trashed section keeps', async () => {
    const section = await addSection({
      fields: [...TALK_FIELDS, { kind: 'image', label: 'Photo' }],
      resumeList: 'awards',
    })
    expect(section).toMatchObject({ resumeList: 'awards' })
    const item = await addItem(section, talk('With a photo'))
    expect(item.image).toBeUndefined()
    const headers = await t.ownerHeaders()
    const put = (bytes: Uint8Array) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sections/${section._id}/items/${item._id}/image`,
        headers,
        payload: imageForm({}, { bytes }),
      })

    const broken = await put(new TextEncoder().encode('not an image'))
    expect(broken.statusCode).toBe(415)
    expect(broken.json().message).toMatch(/image/i)

    const media = await countMedia(t.database)
    const uploaded = await put(await pngImage(40, 30))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    expect(uploaded.json()).toMatchObject({ success: true, message: 'Image Updated Successfully' })
    const image = uploaded.json().data.image as string
    expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    expect(await countMedia(t.database)).toBe(media + 1)
    expect((await publicItems(section.address))[0]).toMatchObject({ title: 'With a photo', image })
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)

    // The section's items go to the trash with their images, which stay stored until then.
    expect((await owner('DELETE', `/api/sections/${section._id}`)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
    const trashed = await trashItem('section', section._id)
    expect((await owner('POST', `/api/trash/${trashed!._id}/restore`)).statusCode).toBe(200)
    expect((await publicItems(section.address))[0]).toMatchObject({ image })

    const removed = await owner('DELETE', `/api/sections/${section._id}/items/${item._id}/image`)
    expect(removed.json()).toMatchObject({ success: true, message: 'Image Removed Successfully' })
    expect(removed.json().data.image).toBeUndefined()
    expect((await publicItems(section.address))[0]?.image).toBeUndefined()
  })

  it('refuses an image for a section without the image field, in words', async () => {
    const section = await addSection()
    const item = await addItem(section, talk('No photo here'))
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/sections/${section._id}/items/${item._id}/image`,
      headers: await t.ownerHeaders(),
      payload: imageForm({}, { bytes: await pngImage() }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The section “Talks” has no image field: add it to the section first',
    })
    expect((await publicItems(section.address))[0]?.image).toBeUndefined()
  })

  it('keeps the JSON Resume list a section travels in, and refuses an unknown one', async () => {
    const section = await addSection()
    expect(section).toMatchObject({ resumeList: null })
    const changed = await owner('PUT', `/api/sections/${section._id}`, { resumeList: 'volunteer' })
    expect(changed.json().data).toMatchObject({ resumeList: 'volunteer' })
    const refused = await owner('PUT', `/api/sections/${section._id}`, { resumeList: 'hobbies' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toContain('A JSON Resume list is one of awards')
    const back = await owner('PUT', `/api/sections/${section._id}`, { resumeList: null })
    expect(back.json().data).toMatchObject({ resumeList: null })
  })

  it('deletes a section with its items to the trash as one, and puts both back', async () => {
    const section = await addSection({ name: 'Open source' })
    const items = [await addItem(section, talk('One')), await addItem(section, talk('Two'))]
    const alone = await addItem(section, talk('Alone'))
    await owner('DELETE', `/api/sections/${section._id}/items/${alone._id}`)
    const moved = await owner('PUT', `/api/sections/${section._id}/items/order`, {
      ids: [items[1]!._id, items[0]!._id],
    })
    expect(moved.statusCode).toBe(200)
    const shown = await publicItems(section.address)

    const deleted = await owner('DELETE', `/api/sections/${section._id}`)
    expect(deleted.json()).toEqual({ success: true, message: 'Section Deleted Successfully' })
    expect((await publicSection(section.address)).statusCode).toBe(404)
    const listed = (await t.app.inject({ method: 'GET', url: '/api/sections' })).json().data
    expect(listed.map((row: WireSection) => row._id)).not.toContain(section._id)
    const trashed = await trashItem('section', section._id)
    expect(trashed).toMatchObject({ title: 'Open source' })
    // Its items went with it, in the same trash item.
    for (const item of items) expect(await trashItem('section-item', item._id)).toBeUndefined()

    // An item deleted before cannot come back while its section is in the trash.
    const orphan = await trashItem('section-item', alone._id)
    const refused = await owner('POST', `/api/trash/${orphan!._id}/restore`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message: 'It cannot come back alone: what it belongs to is in the trash; put that back first',
    })

    const restored = await owner('POST', `/api/trash/${trashed!._id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().data).toMatchObject({ type: 'section', id: section._id })
    const back = (await publicSection(section.address)).json().data
    expect(back.section).toMatchObject({ _id: section._id, name: 'Open source' })
    expect(back.items.map((item: WireItem) => [item._id, item.title])).toEqual(
      shown.map((item) => [item._id, item.title]),
    )
    expect((await owner('POST', `/api/trash/${orphan!._id}/restore`)).statusCode).toBe(200)
    expect((await publicItems(section.address)).map((item) => item.title)).toContain('Alone')
  })

  it('a section in the trash cannot come back while a page has taken its address', async () => {
    const section = await addSection({ name: 'Talks' })
    await owner('DELETE', `/api/sections/${section._id}`)
    const page = await owner('POST', '/api/pages', {
      title: 'Talks page',
      address: section.address,
    })
    expect(page.statusCode, page.body).toBe(200)
    const trashed = await trashItem('section', section._id)
    const refused = await owner('POST', `/api/trash/${trashed!._id}/restore`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message:
        'It cannot come back as it was: another one now has its address; change that address first',
    })
    expect((await publicSection(section.address)).statusCode).toBe(404)
    expect(await trashItem('section', section._id)).toBeDefined()
  })

  it('a section deleted for good takes its items and their history with it', async () => {
    const section = await addSection()
    const item = await addItem(section, talk('Gone'))
    await owner('DELETE', `/api/sections/${section._id}`)
    const trashed = await trashItem('section', section._id)
    expect((await owner('DELETE', `/api/trash/${trashed!._id}`)).statusCode).toBe(200)
    const revisions = await owner('GET', `/api/revisions?type=section-item&id=${item._id}`)
    expect(revisions.json().data).toEqual([])
    expect((await publicSection(section.address)).statusCode).toBe(404)
  })

  it('keeps the history of sections and items, and restores a revision', async () => {
    const section = await addSection({ name: 'Talks' })
    const item = await addItem(section, talk('First title'))
    await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, talk('Second title'))
    const revisions = (await owner('GET', `/api/revisions?type=section-item&id=${item._id}`)).json()
      .data as { _id: string; action: string; summary: string; data: WireItem }[]
    expect(revisions.map((revision) => revision.action)).toEqual(['update', 'create'])
    expect(revisions[1]).toMatchObject({
      summary: 'Added “First title”',
      data: { title: 'First title' },
    })
    const restored = await owner('POST', `/api/revisions/${revisions[1]!._id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await publicItems(section.address))[0]).toMatchObject({ title: 'First title' })

    await owner('PUT', `/api/sections/${section._id}`, { name: 'Speaking' })
    const sectionRevisions = (
      await owner('GET', `/api/revisions?type=section&id=${section._id}`)
    ).json().data as { action: string; summary: string }[]
    expect(sectionRevisions[0]).toMatchObject({ action: 'update', summary: 'Changed name' })
  })

  it("takes a place in the home page's order by its key; a deleted section's key is forgotten", async () => {
    const section = await addSection()
    const url = '/api/site/settings'
    const settings = (await t.app.inject({ method: 'GET', url })).json().data
    const homeSections = [
      { key: 'about', hidden: false },
      { key: section.homeKey, hidden: false },
    ]
    const saved = await owner('PUT', url, { ...settings, homeSections })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await t.app.inject({ method: 'GET', url })).json().data.homeSections).toEqual(
      homeSections,
    )
    const unknown = await owner('PUT', url, {
      ...settings,
      homeSections: [{ key: 'section:999999', hidden: false }],
    })
    expect(unknown.json()).toEqual({
      success: false,
      message: 'The home page has no section "section:999999"',
    })
    await owner('DELETE', `/api/sections/${section._id}`)
    expect((await t.app.inject({ method: 'GET', url })).json().data.homeSections).toEqual([
      { key: 'about', hidden: false },
    ])
    const trashed = await trashItem('section', section._id)
    await owner('POST', `/api/trash/${trashed!._id}/restore`)
    expect((await t.app.inject({ method: 'GET', url })).json().data.homeSections).toEqual(
      homeSections,
    )
  })

  it('moves a section to the position asked', async () => {
    const first = await addSection({ name: 'First' })
    const second = await addSection({ name: 'Second', position: 1 })
    const order = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/sections' })).json().data as WireSection[])
        .filter((row) => [first._id, second._id].includes(row._id))
        .map((row) => row.name)
    expect(await order()).toEqual(['Second', 'First'])
    await owner('PUT', `/api/sections/${first._id}`, { position: 1 })
    expect(await order()).toEqual(['First', 'Second'])
  })
})

/** A section as stored, written past the API (to fill a site up quickly). */
const now = () => new Date().toISOString()
const row = (index: number) => ({
  address: `section-${index}`,
  name: `Section ${index}`,
  intro: '',
  icon: 'award',
  layout: 'list',
  resume_list: null,
  fields: JSON.stringify([{ kind: 'title', label: 'Title' }]),
  created_at: now(),
  updated_at: now(),
})

describe('the custom sections limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it(`refuses section ${SECTION_LIMITS.sections + 1} and item ${SECTION_LIMITS.items + 1} in words`, async () => {
    const headers = await t.ownerHeaders()
    const repository = t.app.repositories.sections.withoutHistory()
    const full = await repository.create(row(0))
    for (let index = 0; index < SECTION_LIMITS.items; index++) {
      await repository.addItem(full, { title: `Item ${index}` })
    }
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/sections/${full.id}/items`,
      headers,
      payload: { title: 'One more' },
    })
    expect(item.statusCode).toBe(400)
    expect(item.json()).toEqual({
      success: false,
      message: `The section “Section 0” has at most ${SECTION_LIMITS.items} items: delete one before adding another`,
    })
    expect((await repository.items(full.id)).length).toBe(SECTION_LIMITS.items)

    for (let index = 1; index < SECTION_LIMITS.sections; index++)
      await repository.create(row(index))
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers,
      payload: {
        name: 'One more',
        address: 'one-more',
        fields: [{ kind: 'title', label: 'Title' }],
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: `A site has at most ${SECTION_LIMITS.sections} sections: delete one before adding another`,
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/sections' })
    expect(list.json().data).toHaveLength(SECTION_LIMITS.sections)
  })
})

describe('the trash and the custom sections limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('puts nothing back from the trash past a limit, and says which', async () => {
    const headers = await t.ownerHeaders()
    const owner = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    const repository = t.app.repositories.sections.withoutHistory()
    const trashed = async (type: string, id: number | string) => {
      const trash = (await t.app.inject({ method: 'GET', url: '/api/trash', headers })).json()
        .data as { _id: string; type: string; id: string }[]
      return trash.find((entry) => entry.type === type && entry.id === String(id))!._id
    }

    // An item deleted from a section that is full again by the time it would come back.
    const full = await repository.create(row(100))
    for (let index = 1; index < SECTION_LIMITS.items; index++) {
      await repository.addItem(full, { title: `Item ${index}` })
    }
    const last = (await owner('POST', `/api/sections/${full.id}/items`, { title: 'Last' })).json()
      .data as { _id: string }
    await owner('DELETE', `/api/sections/${full.id}/items/${last._id}`)
    await repository.addItem(full, { title: 'Took its place' })
    const item = await owner(
      'POST',
      `/api/trash/${await trashed('section-item', last._id)}/restore`,
    )
    expect(item.statusCode).toBe(409)
    expect(item.json()).toEqual({
      success: false,
      message: `It cannot come back: its section has ${SECTION_LIMITS.items} items already; delete one first`,
    })
    expect(await repository.items(full.id)).toHaveLength(SECTION_LIMITS.items)

    // A section deleted while the site then got its twenty.
    const gone = (
      await owner('POST', '/api/sections', {
        name: 'Gone',
        address: 'gone',
        fields: [{ kind: 'title', label: 'Title' }],
      })
    ).json().data as { _id: string }
    await owner('DELETE', `/api/sections/${gone._id}`)
    const count = async () => (await repository.list()).length
    for (let index = await count(); index < SECTION_LIMITS.sections; index++)
      await repository.create(row(200 + index))
    const section = await owner('POST', `/api/trash/${await trashed('section', gone._id)}/restore`)
    expect(section.statusCode).toBe(409)
    expect(section.json()).toEqual({
      success: false,
      message: `It cannot come back: a site has at most ${SECTION_LIMITS.sections} sections; delete one first`,
    })
    expect(await count()).toBe(SECTION_LIMITS.sections)
  })
})
