import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ogImagePath, pageOfOgImage } from '@contract/og-image.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('link-preview cards', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('maps each page to its card and back', () => {
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/blog/my-post')).toBe('/og/blog/my-post.png')
    expect(pageOfOgImage('index.png')).toBe('/')
    expect(pageOfOgImage('blog/my-post.png')).toBe('/blog/my-post')
    expect(pageOfOgImage('../etc/passwd.png')).toBeUndefined()
    expect(pageOfOgImage('about.svg')).toBeUndefined()
  })

  it('draws a 1200×630 PNG for the home page, answered again by ETag', async () => {
    const response = await get('/og/index.png')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=600')
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 })
    const again = await get('/og/index.png', { 'if-none-match': String(response.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('has a card for each screen, published post and case study, and none for the rest', async () => {
    for (const page of ['/about', '/skills', '/projects', '/contact', '/resume', '/blog']) {
      expect((await get(ogImagePath(page))).statusCode, page).toBe(200)
    }
    expect((await get('/og/blog/page/2.png')).statusCode).toBe(200)
    expect((await get('/og/blog/zero-downtime-migrations.png')).statusCode).toBe(200)
    expect((await get('/og/blog/tags/databases.png')).statusCode).toBe(200)

    const headers = await t.ownerHeaders()
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Secret plans' },
    })
    const { slug } = draft.json().data as { slug: string }
    const hidden = await get(`/og/blog/${slug}.png`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual({ success: false, message: 'Not found' })
    expect((await get('/og/projects/no-such-project.png')).statusCode).toBe(404)
    expect((await get('/og/dashboard.png')).statusCode).toBe(404)
    expect((await get('/og/about.jpg')).statusCode).toBe(404)
  })

  it('is drawn again when the content changes', async () => {
    const headers = await t.ownerHeaders()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'First title', status: 'published' },
    })
    const post = created.json().data as { _id: string; slug: string }
    const before = await get(`/og/blog/${post.slug}.png`)
    await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post._id}`,
      headers,
      payload: { title: 'A much better title' },
    })
    const after = await get(`/og/blog/${post.slug}.png`)
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
