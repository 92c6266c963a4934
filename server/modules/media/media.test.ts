import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { AppError } from '@/errors.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { processUpload } from './image-processing.ts'
import { animatedGif, countMedia, imageForm, pixelBombPng, pngImage } from './media-test-support.ts'

async function refusal(upload: Uint8Array): Promise<AppError> {
  const error = await processUpload(upload).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('image processing', () => {
  it.each([
    [
      'PNG',
      () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#f00' } }).png(),
    ],
    [
      'JPEG',
      () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#0f0' } }).jpeg(),
    ],
    [
      'WebP',
      () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#00f' } }).webp(),
    ],
    [
      'GIF',
      () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#ff0' } }).gif(),
    ],
    [
      'AVIF',
      () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#0ff' } }).avif(),
    ],
  ])('accepts %s and stores WebP named by its sha256', async (_, draw) => {
    const image = await processUpload(await draw().toBuffer())
    expect(image).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
      width: 30,
      height: 20,
    })
    expect(image.hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await sharp(image.bytes).metadata()).format).toBe('webp')
  })

  it('fits large images inside 2000x2000 and never enlarges small ones', async () => {
    const large = await processUpload(await pngImage(3000, 1500))
    expect([large.width, large.height]).toEqual([2000, 1000])
    const small = await processUpload(await pngImage(10, 10))
    expect([small.width, small.height]).toEqual([10, 10])
  })

  it('strips metadata and applies the EXIF orientation', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'private camera owner' } })
      .toBuffer()
    const image = await processUpload(jpeg)
    const metadata = await sharp(image.bytes).metadata()
    expect(metadata.exif).toBeUndefined()
    expect([metadata.width, metadata.height]).toEqual([40, 60])
  })

  it('keeps an animated GIF animated, as WebP', async () => {
    const image = await processUpload(await animatedGif())
    const metadata = await sharp(image.bytes, { animated: true }).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.pages).toBe(3)
    expect([image.width, image.height]).toEqual([40, 30])
  })

  it('answers the same hash for the same picture', async () => {
    const bytes = await pngImage(20, 20, '#123456')
    expect((await processUpload(bytes)).hash).toBe((await processUpload(bytes)).hash)
  })

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    [
      'SVG with an XML declaration',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['plain text', Buffer.from('just some words, not a picture')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s with 415', async (_, bytes) => {
    const error = await refusal(bytes)
    expect(error.statusCode).toBe(415)
    expect(error.message).toBe('Only PNG, JPEG, WebP, GIF or AVIF images are accepted')
  })

  it('refuses an empty file with 400', async () => {
    const error = await refusal(Buffer.alloc(0))
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('The image file is empty')
  })

  it('refuses a truncated PNG with 400', async () => {
    const png = await pngImage(200, 200)
    const error = await refusal(png.subarray(0, Math.floor(png.length / 2)))
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('could not be read')
  })

  it('refuses a pixel bomb with 400 before decoding it', async () => {
    const error = await refusal(await pixelBombPng())
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('The image is too large: at most 40 megapixels')
  })
})

describe('GET /media/:file', () => {
  let t: TestApp
  let imageUrl: string
  beforeAll(async () => {
    t = await createTestApp()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Media' }, { bytes: await pngImage(50, 40, '#abcdef') }),
    })
    imageUrl = added.json().data[0].image
  })
  afterAll(() => t.close())

  it('serves a stored image with its type, immutable caching, an ETag and nosniff', async () => {
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    const response = await t.app.inject({ method: 'GET', url: imageUrl })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers.etag).toBe(`"${imageUrl.slice(7, 71)}"`)
    const metadata = await sharp(response.rawPayload).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 50, 40])
  })

  it('answers 304 when the client already has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: imageUrl })
    const again = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it.each([
    ['an unknown hash', `/media/${'0'.repeat(64)}.webp`],
    ['a wrong extension', () => imageUrl.replace('.webp', '.png')],
    ['a name that is no hash', '/media/../../etc/passwd'],
    ['a bare hash', () => imageUrl.replace('.webp', '')],
  ])('answers 404 JSON for %s', async (_, url) => {
    const response = await t.app.inject({
      method: 'GET',
      url: typeof url === 'function' ? url() : url,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().success).toBe(false)
  })

  it('serves the bundled default profile photo', async () => {
    const response = await t.app.inject({ method: 'GET', url: DEFAULT_PROFILE_IMAGE_URL })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.rawPayload.length).toBeLessThan(20_000)
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp')
  })

  it('stores a picture uploaded twice once, and keeps it while any record uses it', async () => {
    const headers = await t.ownerHeaders()
    const bytes = await pngImage(33, 33, '#0a0b0c')
    const before = await countMedia(t.database)
    const skill = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers,
      payload: imageForm({ name: 'Shared' }, { bytes }),
    })
    const fields = { title: 'Shared', desc: '', tools: '', github: '', live: '' }
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(fields, { bytes, name: 'same-picture.png' }),
    })
    const url = skill.json().data[0].image
    expect(project.json().data[0].image).toBe(url)
    expect(await countMedia(t.database)).toBe(before + 1)

    await t.app.inject({
      method: 'DELETE',
      url: `/api/skill/deleteskill/${skill.json().data[0]._id}`,
      headers,
    })
    await deleteForGood(t, 'skill', skill.json().data[0]._id)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/project/deleteproject/${project.json().data[0]._id}`,
      headers,
    })
    // In the trash, the image is kept; deleted for good, it goes.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    await deleteForGood(t, 'project', project.json().data[0]._id)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect(await countMedia(t.database)).toBe(before)
  })
})
