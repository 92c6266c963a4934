import zlib from 'node:zlib'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCache, pageKey, sendCachedPage } from './page-cache.ts'

const html = `<!DOCTYPE html><html><body>${'<p>Hello, visitor.</p>'.repeat(200)}</body></html>`

function rendered() {
  return {
    headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
    body: Buffer.from(html),
  }
}

describe('page cache', () => {
  it('keys a page by its path: no query string makes it render again', async () => {
    const cache = createPageCache()
    let renders = 0
    const render = async () => {
      renders++
      return rendered()
    }
    for (let i = 0; i < 100; i++) {
      await cache.getOrRender(pageKey(`/?utm_source=campaign-${i}&r=${Math.random()}`), 1, render)
    }
    await cache.getOrRender(pageKey('/'), 1, render)
    expect(renders).toBe(1)
    expect(pageKey('/projects?fbclid=abc#top')).toBe('/projects')
    expect(pageKey('/%3Cscript%3E?x=<script>')).toBe('/%3Cscript%3E')
  })

  it("keeps the search page's query in its key, and only that parameter", () => {
    expect(pageKey('/search?utm_source=x&q=vite+plugins')).toBe('/search?q=vite+plugins')
    expect(pageKey('/search')).toBe('/search')
    expect(pageKey('/blog?q=vite')).toBe('/blog')
  })

  it('answers a miss with fast compression, then keeps the best compression once it is made', async () => {
    const cache = createPageCache(undefined, { bestAfterMs: 0 })
    const first = await cache.getOrRender('/skills', 1, async () => rendered())
    if (!first) throw new Error('not cached')
    await expect.poll(() => cache.get('/skills', 1)?.br !== first.br).toBe(true)
    const later = cache.get('/skills', 1)!
    expect(later.br.length).toBeLessThan(first.br.length)
    expect(zlib.brotliDecompressSync(later.br).toString()).toBe(html)
    expect(zlib.gunzipSync(later.gzip).toString()).toBe(html)
    expect(later.etag).toBe(first.etag)
  })

  describe('the best compression', () => {
    afterEach(() => vi.useRealTimers())

    it('is made once a page has stayed current for the wait, and only of the current page', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
      const stored: { key: string; version: number; br: Buffer }[] = []
      const cache = createPageCache((key, page) => stored.push({ key, ...page }), {
        bestAfterMs: 60_000,
      })
      await cache.getOrRender('/projects', 1, async () => rendered())
      await vi.advanceTimersByTimeAsync(30_000)
      // An edit half-way through the wait: the first version is never compressed again.
      const second = await cache.getOrRender('/projects', 2, async () => rendered())
      await vi.advanceTimersByTimeAsync(59_000)
      expect(stored.map((page) => page.version)).toEqual([1, 2])
      expect(cache.get('/projects', 2)?.br).toBe(second!.br)

      await vi.advanceTimersByTimeAsync(1_000)
      await expect.poll(() => stored.length).toBe(3)
      expect(stored[2]!.version).toBe(2)
      expect(stored[2]!.br.length).toBeLessThan(second!.br.length)
      expect(cache.get('/projects', 2)?.br).toBe(stored[2]!.br)
    })
  })

  it('renders a page once for concurrent visitors, and again after a content write', async () => {
    const cache = createPageCache()
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((resolve) => setImmediate(resolve))
      return rendered()
    }
    const pages = await Promise.all(
      Array.from({ length: 10 }, () => cache.getOrRender('/about', 1, render)),
    )
    expect(renders).toBe(1)
    expect(new Set(pages).size).toBe(1)
    expect(await cache.getOrRender('/about', 1, render)).toBe(pages[0])
    expect(renders).toBe(1)
    await cache.getOrRender('/about', 2, render)
    expect(renders).toBe(2)
    expect(cache.get('/about', 1)).toBeUndefined()
  })

  it('stores nothing that must not be shared', async () => {
    const cache = createPageCache()
    expect(await cache.getOrRender('/login', 1, async () => undefined)).toBeUndefined()
    expect(cache.get('/login', 1)).toBeUndefined()
  })

  it('answers brotli, gzip or plain bytes as the client accepts, and 304 with the ETag', async () => {
    const cache = createPageCache()
    const page = await cache.getOrRender('/', 1, async () => rendered())
    if (!page) throw new Error('not cached')
    const app = Fastify()
    app.get('/', (request, reply) => sendCachedPage(request, reply, page))

    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html)
    expect(br.headers.vary).toBe('accept-encoding')
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html)

    const plain = await app.inject({ url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(html)

    const etag = plain.headers.etag as string
    const notModified = await app.inject({ url: '/', headers: { 'if-none-match': `W/${etag}` } })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    await app.close()
  })

  describe('at the turn of the year', () => {
    afterEach(() => vi.useRealTimers())

    it('renders again, so the footer says the new year without any edit', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:59:58Z') })
      const cache = createPageCache()
      let renders = 0
      const render = async () => {
        renders++
        return rendered()
      }
      await cache.getOrRender('/', 1, render)
      await cache.getOrRender('/', 1, render)
      expect(renders).toBe(1)
      vi.setSystemTime(new Date('2027-01-01T00:00:01Z'))
      expect(cache.get('/', 1)).toBeUndefined()
      await cache.getOrRender('/', 1, render)
      expect(renders).toBe(2)
    })
  })
})
