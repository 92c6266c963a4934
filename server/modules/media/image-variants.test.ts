import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantUrl } from '@contract/media-image.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import { processUpload } from './image-processing.ts'
import { animatedGif, imageForm, pngImage } from './media-test-support.ts'

const HASH_FROM_URL = /^\/media\/([0-9a-f]{64})\.webp$/

describe('responsive image variants', () => {
  let t: TestApp
  let hash: string
  let skillId: string

  async function addSkill(bytes: Buffer, name = 'Variants') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name }, { bytes }),
    })
    const skill = response.json().data[0] as { _id: string; image: string }
    return { id: skill._id, hash: HASH_FROM_URL.exec(skill.image)?.[1] ?? '' }
  }

  async function variantRows(of: string): Promise<number> {
    const row = await t.database.db
      .selectFrom('image_variants')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('hash', '=', of)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    t = await createTestApp()
    // Test apps do not listen: warming starts as it does once a server listens.
    t.app.repositories.imageVariants.start()
    ;({ id: skillId, hash } = await addSkill(await pngImage(700, 350, '#336699')))
  })
  afterAll(() => t.close())

  it('prepares every variant in the background after an upload', async () => {
    await t.app.repositories.imageVariants.idle()
    // Widths 160, 320, 640 and the original 700, in AVIF and WebP.
    expect(await variantRows(hash)).toBe(8)
  })

  it.each([
    [160, 'avif', 80],
    [320, 'webp', 160],
    [640, 'avif', 320],
    [700, 'webp', 350],
  ] as const)('serves %i pixels wide as %s', async (width, format, height) => {
    const response = await get(variantUrl(hash, width, format))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(`image/${format}`)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers.etag).toBe(`"${hash}-${width}.${format}"`)
    const metadata = await sharp(response.rawPayload).metadata()
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp')
    expect([metadata.width, metadata.height]).toEqual([width, height])
  })

  it('answers 304 when the client already has the variant', async () => {
    const url = variantUrl(hash, 320, 'avif')
    const first = await get(url)
    const again = await get(url, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it.each([
    ['a width above the original (no upscaling)', () => variantUrl(hash, 960, 'webp')],
    ['a width that is not a variant', () => variantUrl(hash, 500, 'avif')],
    ['a width of zero', () => `/media/${hash}-0.avif`],
    ['a width beyond the widest variant', () => `/media/${hash}-2000.webp`],
    ['another format', () => `/media/${hash}-320.png`],
    ['an unknown hash', () => variantUrl('0'.repeat(64), 320, 'avif')],
  ])('answers 404 JSON for %s', async (_, url) => {
    const response = await get(url())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false })
  })

  it('encodes a variant once however many requests ask for it at the same time', async () => {
    const variants = t.app.repositories.imageVariants
    const image = await processUpload(await pngImage(400, 300, '#c0ffee'))
    // Saved directly, so no background warming races the requests.
    await t.app.repositories.media.save(image)
    await variants.idle()
    const before = variants.stats().encodes
    const url = variantUrl(image.hash, 320, 'avif')
    const responses = await Promise.all(Array.from({ length: 12 }, () => get(url)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200))
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(
      1,
    )
    expect(variants.stats().encodes).toBe(before + 1)
    // Later requests are served from what is stored: no more encoding.
    expect((await get(url)).statusCode).toBe(200)
    expect(variants.stats().encodes).toBe(before + 1)
  })

  it('serves an animated image whole, without variants', async () => {
    const animated = await addSkill(await animatedGif(), 'Animated')
    await t.app.repositories.imageVariants.idle()
    expect((await get(`/media/${animated.hash}.webp`)).statusCode).toBe(200)
    expect((await get(variantUrl(animated.hash, 40, 'avif'))).statusCode).toBe(404)
    expect(await variantRows(animated.hash)).toBe(0)
    const described = await t.app.repositories.media.describe([animated.hash])
    expect(described.get(animated.hash)).toEqual({
      hash: animated.hash,
      width: 40,
      height: 30,
      animated: true,
    })
  })

  it('gives public pages the size of every stored image', async () => {
    const skills = await createPublicContent(t.app).list('skills')
    expect(skills.find((skill) => skill._id === skillId)).toMatchObject({
      image: `/media/${hash}.webp`,
      media: { hash, width: 700, height: 350, animated: false },
    })
  })

  it('stops serving the variants of a deleted image and drops them from the table', async () => {
    const gone = await addSkill(await pngImage(200, 100, '#deadbe'), 'Gone')
    const url = variantUrl(gone.hash, 160, 'webp')
    expect((await get(url)).statusCode).toBe(200)
    expect((await get(`/media/${gone.hash}.webp`)).statusCode).toBe(200)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/skill/deleteskill/${gone.id}`,
      headers: await t.ownerHeaders(),
    })
    expect(removed.statusCode).toBe(200)
    await deleteForGood(t, 'skill', String(gone.id))
    await t.app.repositories.imageVariants.idle()
    expect((await get(url)).statusCode).toBe(404)
    expect((await get(`/media/${gone.hash}.webp`)).statusCode).toBe(404)
    expect(await variantRows(gone.hash)).toBe(0)
  })
})

describe('responsive variants of the demo content', () => {
  it('are all stored once the server listens, and nothing is encoded before it listens', async () => {
    const t = await createTestApp({ SEED_DEMO: 'true' })
    const count = async (table: 'media' | 'image_variants') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      )
    try {
      // Nothing slow before listening: the variants come from the build (dist/demo-images.json)
      // or are made in the background afterwards, never while the server starts.
      expect(t.app.repositories.imageVariants.stats().encodes).toBe(0)
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      await t.app.repositories.imageVariants.idle()
      await expect.poll(() => count('image_variants')).toBeGreaterThan(0)
      const [media, variants] = await Promise.all([count('media'), count('image_variants')])
      expect(media).toBeGreaterThan(0)
      // At least one width in two formats for every demo image.
      expect(variants).toBeGreaterThanOrEqual(media * 2)
    } finally {
      await t.close()
    }
  }, 60_000) // Every width of a dozen demo pictures, in both formats, one encode at a time.
})
