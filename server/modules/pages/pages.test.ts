import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_LIMITS } from '@contract/limits.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

interface WirePage {
  _id: string
  address: string
  title: string
  status?: string
  inNavigation: boolean
  inFooter: boolean
  showUpdated: boolean
  position: number
  updatedAt: string
  body: string
  html: string
}

describe('pages API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const owner = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const add = (payload: object) => owner('POST', '/api/pages', payload)
  const addPage = async (payload: object = {}) => {
    const response = await add({ title: 'A page', address: unique('page'), ...payload })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as WirePage
  }
  const update = (id: string, payload: object) => owner('PUT', `/api/pages/${id}`, payload)
  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/pages' })).json().data as WirePage[]
  const publicPage = (address: string) =>
    t.app.inject({ method: 'GET', url: `/api/pages/${address}` })
  const ownerList = async () => (await owner('GET', '/api/pages')).json().data as WirePage[]
  const pageCount = async () => (await ownerList()).length
  const mediaStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode

  it('adds a draft that nothing public shows, and the owner reads with its status', async () => {
    const address = unique('draft')
    const response = await add({ title: 'Now', address, body: 'Living in *Lisbon*.' })
    expect(response.statusCode).toBe(200)
    const { success, message, data } = response.json()
    expect({ success, message }).toEqual({ success: true, message: 'Page Added Successfully' })
    expect(data).toMatchObject({
      _id: expect.stringMatching(/^\d+$/),
      address,
      title: 'Now',
      status: 'draft',
      inNavigation: false,
      inFooter: false,
      showUpdated: false,
      body: 'Living in *Lisbon*.',
      html: '<p>Living in <em>Lisbon</em>.</p>',
    })

    expect((await publicList()).map((page) => page.address)).not.toContain(address)
    expect((await publicPage(address)).statusCode).toBe(404)
    expect((await publicPage(address)).json()).toEqual({
      success: false,
      message: 'Page not found',
    })
    const read = await owner('GET', `/api/pages/${address}`)
    expect(read.json().data).toMatchObject({ address, status: 'draft' })
  })

  it('publishes a page: everyone reads it, without its status, and a change shows at once', async () => {
    const page = await addPage({ title: 'Uses', inFooter: true })
    expect((await publicPage(page.address)).statusCode).toBe(404)
    const published = await update(page._id, { status: 'published' })
    expect(published.json()).toMatchObject({
      success: true,
      message: 'Page Updated Successfully',
      data: { status: 'published', inFooter: true },
    })

    const read = (await publicPage(page.address)).json().data
    expect(read).toMatchObject({ title: 'Uses', inFooter: true })
    expect(read).not.toHaveProperty('status')
    expect((await publicList()).map((item) => item.address)).toContain(page.address)

    // The public answer is cached until the next owner write: this one shows.
    await update(page._id, { title: 'What I use', body: 'A **keyboard**.' })
    expect((await publicPage(page.address)).json().data).toMatchObject({
      title: 'What I use',
      html: '<p>A <strong>keyboard</strong>.</p>',
    })
    await update(page._id, { status: 'draft' })
    expect((await publicPage(page.address)).statusCode).toBe(404)
  })

  it('changes only the fields sent, and moves a page to the position asked', async () => {
    const first = await addPage({ title: 'First' })
    const second = await addPage({ title: 'Second' })
    const third = await addPage({ title: 'Third', position: 1 })
    const order = async () =>
      (await ownerList())
        .filter((page) => [first._id, second._id, third._id].includes(page._id))
        .map((page) => page.title)
    expect(await order()).toEqual(['Third', 'First', 'Second'])

    const moved = await update(second._id, { position: 1 })
    expect(moved.json().data).toMatchObject({ title: 'Second', position: 1, body: '' })
    expect(await order()).toEqual(['Second', 'Third', 'First'])
    const positions = (await ownerList()).map((page) => page.position)
    expect(positions).toEqual(positions.map((_, index) => index + 1))
  })

  it('refuses bad input in words and changes nothing', async () => {
    const before = await pageCount()
    const cases: [object, RegExp][] = [
      [{ title: 'x', address: 'Has Spaces' }, /lowercase letters, digits and hyphens/],
      [{ title: 'x', address: 'a/b' }, /lowercase letters, digits and hyphens/],
      [{ title: '', address: unique('empty') }, /title/i],
      [{ title: 'x'.repeat(PAGE_LIMITS.title + 1), address: unique('long') }, /title/i],
      [{ title: 'x', address: 'x'.repeat(PAGE_LIMITS.address + 1) }, /address/i],
      [{ title: 'x', address: unique('extra'), colour: 'red' }, /colour/],
      [{ title: 'x', address: unique('pos'), position: 0 }, /Position must be 1 or more/],
      [{ title: 'x', address: unique('flag'), inFooter: 'yes' }, /footer/i],
      [{ title: 'x' }, /address/i],
    ]
    for (const [payload, message] of cases) {
      const response = await add(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().message).toMatch(message)
      expect(response.body).not.toMatch(/\/body\/|stack|\n\s+at /)
    }
    expect(await pageCount()).toBe(before)
    const page = await addPage()
    const refused = await update(page._id, { address: 'Not Valid' })
    expect(refused.statusCode).toBe(400)
    expect((await owner('GET', `/api/pages/${page.address}`)).statusCode).toBe(200)
  })

  it("refuses an address the site answers itself, a content type's or another page's", async () => {
    const taken = await addPage({ title: 'Colophon' })
    const before = await pageCount()
    const cases: [string, string][] = [
      ['api', "The address /api is one of the site's own: choose another"],
      ['media', "The address /media is one of the site's own: choose another"],
      ['og', "The address /og is one of the site's own: choose another"],
      ['healthz', "The address /healthz is one of the site's own: choose another"],
      ['dashboard', "The address /dashboard is one of the site's own: choose another"],
      ['login', "The address /login is one of the site's own: choose another"],
      ['reset-password', "The address /reset-password is one of the site's own: choose another"],
      ['blog', "The address /blog is one of the site's own: choose another"],
      ['resume', "The address /resume is one of the site's own: choose another"],
      ['about', "The address /about is one of the site's own: choose another"],
      ['projects', "The address /projects is one of the site's own: choose another"],
      ['publications', "The address /publications is one of the site's own: choose another"],
      ['assets', "The address /assets is one of the site's own: choose another"],
      [
        taken.address,
        `The address /${taken.address} is already used by the page “Colophon”: choose another`,
      ],
    ]
    for (const [address, message] of cases) {
      const response = await add({ title: 'Clash', address })
      expect(response.statusCode, address).toBe(400)
      expect(response.json()).toEqual({ success: false, message })
    }
    expect(await pageCount()).toBe(before)

    // Moving another page onto a taken address is refused the same way; keeping its own is fine.
    const other = await addPage()
    const moved = await update(other._id, { address: taken.address })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().message).toMatch(/already used by the page “Colophon”/)
    expect((await update(other._id, { address: other.address, title: 'Same' })).statusCode).toBe(
      200,
    )
  })

  it('only the owner writes', async () => {
    const page = await addPage()
    const attempts = [
      t.app.inject({ method: 'POST', url: '/api/pages', payload: { title: 'x', address: 'x' } }),
      t.app.inject({ method: 'PUT', url: `/api/pages/${page._id}`, payload: { title: 'x' } }),
      t.app.inject({ method: 'DELETE', url: `/api/pages/${page._id}` }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401)
    expect((await owner('GET', `/api/pages/${page.address}`)).json().data.title).toBe('A page')
  })

  it('deletes to the trash with Undo (put back with its address), and keeps history', async () => {
    const page = await addPage({ title: 'Now', status: 'published', body: 'First.' })
    await update(page._id, { body: 'Second.' })
    const revisions = (await owner('GET', `/api/revisions?type=page&id=${page._id}`)).json()
      .data as { _id: string; action: string; data: WirePage }[]
    expect(revisions.map((revision) => revision.action)).toEqual(['update', 'create'])
    const restored = await owner('POST', `/api/revisions/${revisions[1]!._id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect((await publicPage(page.address)).json().data.html).toBe('<p>First.</p>')

    const deleted = await owner('DELETE', `/api/pages/${page._id}`)
    expect(deleted.json()).toEqual({ success: true, message: 'Page Deleted Successfully' })
    expect((await publicPage(page.address)).statusCode).toBe(404)
    const trash = (await owner('GET', '/api/trash')).json().data as {
      _id: string
      type: string
      id: string
      title: string
    }[]
    const item = trash.find((entry) => entry.type === 'page' && entry.id === page._id)
    expect(item).toMatchObject({ title: 'Now' })
    expect((await owner('POST', `/api/trash/${item!._id}/restore`)).statusCode).toBe(200)
    expect((await publicPage(page.address)).json().data).toMatchObject({ _id: page._id })
  })

  it('a page in the trash cannot come back while another one has its address', async () => {
    const page = await addPage()
    await owner('DELETE', `/api/pages/${page._id}`)
    await addPage({ address: page.address })
    const trash = (await owner('GET', '/api/trash')).json().data as {
      _id: string
      type: string
      id: string
    }[]
    const item = trash.find((entry) => entry.type === 'page' && entry.id === page._id)!
    const refused = await owner('POST', `/api/trash/${item._id}/restore`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'It cannot come back as it was: another one now has its address; change that address first',
    )
  })

  it("keeps a body's images with the page, through the trash, until it goes for good", async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/pages/images',
      headers: await t.ownerHeaders(),
      payload: imageForm({}, { bytes: await pngImage(300, 200, '#3a7bd5') }),
    })
    expect(uploaded.statusCode).toBe(200)
    const { url } = uploaded.json().data as { url: string }
    const page = await addPage({ body: `![Desk](${url})` })
    expect(page.html).toContain('<picture>')
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)

    await owner('DELETE', `/api/pages/${page._id}`)
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)
    await deleteForGood(t, 'page', page._id)
    expect(await mediaStatus(url)).toBe(404)
  })

  it('keeps an image uploaded for a named page before its body shows it, and refuses an unknown page', async () => {
    const uploadFor = async (pageId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pages/images',
        headers: await t.ownerHeaders(),
        payload: imageForm({ page: pageId }, { bytes: await pngImage(240, 160, '#d53a7b') }),
      })
    const unknown = await uploadFor('999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'No page with id 999999' })

    const page = await addPage({ body: 'No image yet' })
    const uploaded = await uploadFor(page._id)
    expect(uploaded.statusCode).toBe(200)
    const { url } = uploaded.json().data as { url: string }
    await t.app.repositories.media.sweepUnused(-60_000)
    expect(await mediaStatus(url)).toBe(200)
  })
})

describe('the pages limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it(`refuses page ${PAGE_LIMITS.pages + 1} in words`, async () => {
    const headers = await t.ownerHeaders()
    for (let index = 0; index < PAGE_LIMITS.pages; index++) {
      await t.app.repositories.pages.withoutHistory().create({
        address: `page-${index}`,
        title: `Page ${index}`,
        body: '',
        html: '',
        status: 'draft',
        in_navigation: 0,
        in_footer: 0,
        show_updated: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers,
      payload: { title: 'One more', address: 'one-more' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'A site has at most 50 pages: delete one before adding another',
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/pages', headers })
    expect(list.json().data).toHaveLength(PAGE_LIMITS.pages)
  })
})
