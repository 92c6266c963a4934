import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import {
  countMedia,
  imageForm,
  noisyPng,
  pngImage,
  type FileField,
} from '../media/media-test-support.ts'

describe('skills API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function addSkill(name: string, image?: FileField) {
    return t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name }, image),
    })
  }

  it('adds a skill with its image, answers it in a list, and lists it', async () => {
    const response = await addSkill('TypeScript', { bytes: await pngImage(80, 80, '#3178c6') })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: 'Skill Added Successfully',
      data: [
        {
          _id: expect.stringMatching(/^\d+$/),
          name: 'TypeScript',
          image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.webp$/),
        },
      ],
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })
    expect(list.statusCode).toBe(200)
    expect(list.json().success).toBe(true)
    expect(list.json().data).toContainEqual(body.data[0])
    const image = await t.app.inject({ method: 'GET', url: body.data[0].image })
    expect(image.statusCode).toBe(200)
  })

  it('deletes a skill (its image kept by the trash until deleted for good), then answers 404 for it', async () => {
    const headers = await t.ownerHeaders()
    const added = (await addSkill('Doomed', { bytes: await pngImage(20, 20, '#600d00') })).json()
    const { _id: id, image } = added.data[0]
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/skill/deleteskill/${id}`,
      headers,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ success: true, message: 'Skill Deleted Successfully' })
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
    await deleteForGood(t, 'skill', id)
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404)
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/skill/deleteskill/${id}`,
      headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: `No skill with id ${id}` })
  })

  it('keeps an image another skill still uses', async () => {
    const headers = await t.ownerHeaders()
    const bytes = await pngImage(24, 24, '#5a5a5a')
    const first = (await addSkill('One', { bytes })).json().data[0]
    const second = (await addSkill('Two', { bytes })).json().data[0]
    expect(second.image).toBe(first.image)
    await t.app.inject({ method: 'DELETE', url: `/api/skill/deleteskill/${first._id}`, headers })
    expect((await t.app.inject({ method: 'GET', url: first.image })).statusCode).toBe(200)
  })

  it('refuses a malformed id with 400', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/skill/deleteskill/abc',
      headers: await t.ownerHeaders(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  describe('refusals store nothing', () => {
    const png = () => pngImage(30, 30, '#010203')
    it.each([
      ['a missing image', async () => imageForm({ name: 'X' }), 400, 'Image is required'],
      [
        'a missing name',
        async () => imageForm({}, { bytes: await png() }),
        400,
        'name is required',
      ],
      ['an empty name', async () => imageForm({ name: '' }, { bytes: await png() }), 400, 'name'],
      [
        'a name over 200 characters',
        async () => imageForm({ name: 'x'.repeat(201) }, { bytes: await png() }),
        400,
        'name',
      ],
      [
        'an unknown field',
        async () => imageForm({ name: 'X', level: 'high' }, { bytes: await png() }),
        400,
        'Unknown field "level"',
      ],
      [
        'an image sent as text',
        async () => imageForm({ name: 'X', image: 'https://example.com/a.png' }),
        400,
        'Image must be a file, not text',
      ],
      [
        'an SVG',
        async () =>
          imageForm(
            { name: 'X' },
            {
              bytes: Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              name: 'logo.svg',
              type: 'image/svg+xml',
            },
          ),
        415,
        'Only PNG, JPEG, WebP, GIF or AVIF images are accepted',
      ],
      [
        'HTML bytes named .png',
        async () =>
          imageForm(
            { name: 'X' },
            { bytes: Buffer.from('<html><body>hi</body></html>'), name: 'a.png' },
          ),
        415,
        'Only PNG, JPEG, WebP, GIF or AVIF images are accepted',
      ],
      [
        'a text file',
        async () =>
          imageForm(
            { name: 'X' },
            { bytes: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' },
          ),
        415,
        'Only PNG, JPEG, WebP, GIF or AVIF images are accepted',
      ],
      [
        'an empty file, as a browser sends when none was chosen',
        async () =>
          imageForm(
            { name: 'X' },
            { bytes: new Uint8Array(0), name: '', type: 'application/octet-stream' },
          ),
        400,
        'The image file is empty',
      ],
      [
        'a truncated PNG',
        async () => {
          const bytes = await pngImage(120, 120)
          return imageForm({ name: 'X' }, { bytes: bytes.subarray(0, bytes.length - 40) })
        },
        400,
        'could not be read',
      ],
    ])('refuses %s', async (_, form, status, message) => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })).json()
      const mediaBefore = await countMedia(t.database)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/skill/addskills',
        headers: await t.ownerHeaders(),
        payload: await form(),
      })
      expect(response.statusCode).toBe(status)
      expect(response.json().success).toBe(false)
      expect(response.json().message).toContain(message)
      const after = (await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })).json()
      expect(after).toEqual(before)
      expect(await countMedia(t.database)).toBe(mediaBefore)
    })

    it('refuses a JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/skill/addskills',
        headers: await t.ownerHeaders(),
        payload: { name: 'X', image: 'aGVsbG8=' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
    })
  })

  it.each([
    ['POST', '/api/skill/addskills'],
    ['DELETE', '/api/skill/deleteskill/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload:
        method === 'POST' ? imageForm({ name: 'X' }, { bytes: await pngImage() }) : undefined,
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
  })
})

describe('skills API with a small upload cap', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: '4096' })
  })
  afterAll(() => t.close())

  it('refuses a file over the cap with 413 and stores nothing', async () => {
    const bytes = await noisyPng(64, 64)
    expect(bytes.length).toBeGreaterThan(4096)
    // Another test of this block adds a skill: compare with what is there before.
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/skill/fetchskills' })).json().data
    const [mediaBefore, skillsBefore] = [await countMedia(t.database), await listed()]
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Big' }, { bytes }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'The uploaded file is too large' })
    expect(await countMedia(t.database)).toBe(mediaBefore)
    expect(await listed()).toEqual(skillsBefore)
  })

  it('refuses an unauthenticated upload before reading it: 401, even over the cap', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      payload: imageForm({ name: 'Big' }, { bytes: await noisyPng(64, 64) }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().success).toBe(false)
  })

  it('accepts a file under the cap', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Small' }, { bytes: await pngImage(8, 8) }),
    })
    expect(response.statusCode).toBe(200)
  })
})
