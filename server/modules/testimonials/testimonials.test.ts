import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

const quote = {
  quote: 'Alex shipped the migration a week early and taught the team how it worked.',
  name: 'Sam Rivera',
  role: 'Engineering manager',
  company: 'Acme',
  link: 'https://www.linkedin.com/in/sam-rivera',
}
const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.webp$/

describe('testimonials API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const add = async (payload: object | FormData) =>
    t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: await t.ownerHeaders(),
      payload: payload as object,
    })
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json().data as Array<{
      _id: string
      name: string
      image: string
    }>

  it('adds one as JSON without a photo and lists it, publicly, first (newest first)', async () => {
    const response = await add(quote)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: 'Testimonial Added Successfully',
      data: [{ _id: expect.stringMatching(/^\d+$/), ...quote, image: '' }],
    })
    const listed = await list()
    expect(listed[0]).toEqual(body.data[0])
  })

  it('adds one with a photo as multipart, replaces the photo on update, keeps it without one', async () => {
    const form = imageForm(
      { ...quote, name: 'Photo Person' },
      { bytes: await pngImage(64, 64, '#336699') },
    )
    const added = (await add(form)).json().data[0]
    expect(added.image).toMatch(MEDIA_URL)

    const headers = await t.ownerHeaders()
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${added._id}`,
      headers,
      payload: { ...quote, name: 'Photo Person', role: 'CTO', image: '' },
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toEqual({
      success: true,
      message: 'Testimonial Updated Successfully',
      updatedData: { ...added, role: 'CTO' },
    })

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${added._id}`,
      headers,
      payload: imageForm(
        { ...quote, name: 'Photo Person' },
        { bytes: await pngImage(64, 64, '#993366') },
      ),
    })
    const newImage = replaced.json().updatedData.image as string
    expect(newImage).toMatch(MEDIA_URL)
    expect(newImage).not.toBe(added.image)
    // No record shows the old photo, but its revision may bring it back: it stays.
    expect((await t.app.inject({ method: 'GET', url: added.image })).statusCode).toBe(200)

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/testimonials/${added._id}`,
      headers,
      payload: { ...quote, removeImage: true },
    })
    expect(removed.json().updatedData.image).toBe('')
    // Both photos go once the testimonial is deleted for good.
    await t.app.inject({ method: 'DELETE', url: `/api/testimonials/${added._id}`, headers })
    await deleteForGood(t, 'testimonial', added._id)
    for (const url of [added.image, newImage]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('refuses a missing quote, a quote over 600 characters and a link that is not a web address', async () => {
    const cases: Array<[object, string]> = [
      [{ ...quote, quote: '' }, 'Quote is required'],
      [{ ...quote, quote: 'x'.repeat(601) }, 'Quote'],
      [
        { ...quote, link: 'javascript:alert(1)' },
        'Link must be a web address starting with https://',
      ],
      [{ ...quote, name: undefined }, 'Name is required'],
    ]
    const before = await list()
    for (const [payload, message] of cases) {
      const response = await add(payload)
      expect(response.statusCode, message).toBe(400)
      expect(response.json().success).toBe(false)
      expect(response.json().message).toContain(message)
    }
    expect(await list()).toEqual(before)
  })

  it('is owner-only for writes, and answers 404 for an unknown id', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: quote,
    })
    expect(anonymous.statusCode).toBe(401)
    const headers = await t.ownerHeaders()
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/testimonials/999999',
        headers,
        ...(method === 'PUT' ? { payload: quote } : {}),
      })
      expect(response.statusCode, method).toBe(404)
    }
  })

  it('deletes one, and reorders the list', async () => {
    const headers = await t.ownerHeaders()
    const first = (await add({ ...quote, name: 'First' })).json().data[0]
    const second = (await add({ ...quote, name: 'Second' })).json().data[0]
    const ids = (await list()).map((item) => item._id)
    const reversed = [...ids].reverse()
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/testimonials/reorder',
      headers,
      payload: { ids: reversed },
    })
    expect(reordered.statusCode).toBe(200)
    expect((await list()).map((item) => item._id)).toEqual(reversed)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials/${first._id}`,
      headers,
    })
    expect(deleted.json()).toEqual({ success: true, message: 'Testimonial Deleted Successfully' })
    const names = (await list()).map((item) => item.name)
    expect(names).not.toContain('First')
    expect(names).toContain(second.name)
  })
})
