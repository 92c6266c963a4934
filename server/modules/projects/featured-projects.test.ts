import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

describe('featured projects', () => {
  let t: TestApp
  const ids: string[] = []
  beforeAll(async () => {
    t = await createTestApp()
    for (const [index, title] of ['One', 'Two', 'Three', 'Four'].entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/project/addproject',
        headers: await t.ownerHeaders(),
        payload: imageForm(
          { title, desc: `Project ${title}`, tools: 'TypeScript', github: '', live: '' },
          { bytes: await pngImage(16, 16, `#10203${index}`) },
        ),
      })
      ids.push(response.json().data[0]._id)
    }
  })
  afterAll(() => t.close())

  const feature = async (id: string, featured: unknown, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/featured`,
      headers: headers ?? (await t.ownerHeaders()),
      payload: { featured },
    })
  const legacyList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })).payload
  const ownList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as {
      _id: string
      featured: boolean
    }[]
  const featuredIds = async () =>
    (await ownList()).filter((project) => project.featured).map((project) => project._id)

  it('marks up to three projects featured; the fourth is refused in words and nothing changes', async () => {
    for (const id of ids) expect((await feature(id, false)).statusCode).toBe(200)
    for (const id of ids.slice(0, 3)) {
      const response = await feature(id, true)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Project Updated Successfully',
        updatedData: { _id: id, featured: true },
      })
    }
    const before = await ownList()
    const refused = await feature(ids[3]!, true)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message: 'At most 3 projects can be featured: unfeature one first',
    })
    expect(await ownList()).toEqual(before)

    // Marking one already featured again is no fourth; unfeaturing one makes room.
    expect((await feature(ids[0]!, true)).statusCode).toBe(200)
    expect((await feature(ids[1]!, false)).statusCode).toBe(200)
    expect((await feature(ids[3]!, true)).statusCode).toBe(200)
    expect(new Set(await featuredIds())).toEqual(new Set([ids[0], ids[2], ids[3]]))
  })

  it('leaves the legacy answers byte for byte, in the same order', async () => {
    for (const id of ids) await feature(id, false)
    const before = await legacyList()
    expect(before).not.toContain('featured')
    await feature(ids[2]!, true)
    expect(await legacyList()).toBe(before)
    // The legacy add answers the record as it always did.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm(
        { title: 'Five', desc: '', tools: '', github: '', live: '' },
        { bytes: await pngImage(16, 16, '#102040') },
      ),
    })
    expect(Object.keys(added.json().data[0]).sort()).toEqual(
      ['_id', 'body', 'desc', 'image', 'links', 'slug', 'title', 'tools'].sort(),
    )
    await t.app.inject({
      method: 'DELETE',
      url: `/api/project/deleteproject/${added.json().data[0]._id}`,
      headers: await t.ownerHeaders(),
    })
  })

  it.each([
    ['a text instead of yes or no', 'yes', 400],
    ['nothing', undefined, 400],
  ])('refuses %s with a message in words', async (_, value, status) => {
    const before = await ownList()
    const response = await feature(ids[0]!, value)
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
    expect(response.json().message).toMatch(/^[A-Z][a-z]/)
    expect(await ownList()).toEqual(before)
  })

  it('answers 404 for an unknown project and 401 without a token', async () => {
    const missing = await feature('999999', true)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'No project with id 999999' })
    const anonymous = await feature(ids[0]!, true, {})
    expect(anonymous.statusCode).toBe(401)
  })

  it('keeps a revision of the change, which history can restore', async () => {
    for (const id of ids) await feature(id, false)
    await feature(ids[1]!, true)
    const headers = await t.ownerHeaders()
    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/revisions?type=project&id=${ids[1]}`,
      headers,
    })
    expect(revisions.statusCode).toBe(200)
    const versions = revisions.json().data as { _id: string; data: { featured?: boolean } }[]
    expect(versions[0]?.data.featured).toBe(true)
    const unfeatured = versions.find((version) => version.data.featured === false)
    expect(unfeatured).toBeDefined()
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${unfeatured!._id}/restore`,
      headers,
    })
    expect(restored.statusCode).toBe(200)
    expect(await featuredIds()).not.toContain(ids[1])
  })
})
