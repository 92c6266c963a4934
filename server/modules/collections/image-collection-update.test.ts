import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.webp$/

interface Kind {
  type: string
  add: string
  remove: string
  update: string
  /** The list the dashboard reads: every field of the record, as the update answers it. */
  list: string
  fields: Record<string, string>
  fixed: Record<string, string>
  message: string
  required: [string, string]
}

/** Skills and projects can be edited in place (beside the legacy add and delete). */
describe.each<Kind>([
  {
    type: 'skill',
    add: '/api/skill/addskills',
    remove: '/api/skill/deleteskill/:id',
    update: '/api/skills/:id',
    list: '/api/skills',
    fields: { name: 'Typo Script' },
    fixed: { name: 'TypeScript' },
    message: 'Skill Updated Successfully',
    required: ['name', 'Skill name is required'],
  },
  {
    type: 'project',
    add: '/api/project/addproject',
    remove: '/api/project/deleteproject/:id',
    update: '/api/projects/:id',
    list: '/api/projects',
    fields: { title: 'Potfolio', desc: 'A site', tools: 'React', github: '', live: '' },
    fixed: { title: 'Portfolio', desc: 'A site', tools: 'React', github: '', live: '' },
    message: 'Project Updated Successfully',
    required: ['title', 'Title is required'],
  },
])('editing a $type', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  // Each record its own picture: identical bytes are stored once and shared.
  let added = 0
  const add = async () => {
    added += 1
    const colour = `#${(0x102030 + added * 0x0a0b0c).toString(16).slice(-6)}`
    const response = await t.app.inject({
      method: 'POST',
      url: kind.add,
      headers: await t.ownerHeaders(),
      payload: imageForm(kind.fields, { bytes: await pngImage(40, 40, colour) }),
    })
    expect(response.statusCode).toBe(200)
    return response.json().data[0] as { _id: string; image: string }
  }
  const put = async (id: string, payload: object | FormData) =>
    t.app.inject({
      method: 'PUT',
      url: kind.update.replace(':id', id),
      headers: await t.ownerHeaders(),
      payload: payload as object,
    })

  it('fixes a typo as JSON and keeps the image', async () => {
    const added = await add()
    const response = await put(added._id, kind.fixed)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: kind.message,
      updatedData: { ...(kind.type === 'skill' ? kind.fixed : { title: 'Portfolio' }) },
    })
    expect(response.json().updatedData.image).toBe(added.image)
    const listed = (await t.app.inject({ method: 'GET', url: kind.list })).json().data
    expect(listed.find((item: { _id: string }) => item._id === added._id)).toEqual(
      response.json().updatedData,
    )
  })

  it('replaces the image with a new upload; the old one stays for history until the record goes for good', async () => {
    const added = await add()
    const response = await put(
      added._id,
      imageForm(kind.fixed, { bytes: await pngImage(40, 40, '#fedcba') }),
    )
    expect(response.statusCode).toBe(200)
    const image = response.json().updatedData.image as string
    expect(image).toMatch(MEDIA_URL)
    expect(image).not.toBe(added.image)
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode
    expect(await status(added.image)).toBe(200)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: kind.remove.replace(':id', added._id),
      headers: await t.ownerHeaders(),
    })
    expect(removed.statusCode).toBe(200)
    await deleteForGood(t, kind.type, added._id)
    expect(await status(added.image)).toBe(404)
    expect(await status(image)).toBe(404)
  })

  it('refuses an empty required field in words, and an unknown id with 404', async () => {
    const added = await add()
    const [field, message] = kind.required
    const refused = await put(added._id, { ...kind.fixed, [field]: '' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message })
    expect((await put('999999', kind.fixed)).statusCode).toBe(404)
  })
})
