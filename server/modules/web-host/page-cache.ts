import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { etagOf, matchesIfNoneMatch, sendNotModified } from '@/plugins/http-cache.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** A public page as rendered once for a content version: the same bytes for every visitor. */
export interface CachedPage {
  version: number
  headers: [string, string][]
  body: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
}

const MAX_PAGES = 200
const MAX_BYTES = 16 * 1024 * 1024

/**
 * Rendered public pages by URL, valid for one content version (plugins/content-version.ts).
 * A public page carries no per-response nonce (ADR 0010), so its bytes are shared by everyone:
 * they are compressed once (brotli at its best quality, gzip at 9) and validated with an ETag.
 * Concurrent misses of one URL render it once.
 */
export function createPageCache() {
  const pages = new LRUCache<string, CachedPage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + page.br.length + page.gzip.length + 256,
  })
  const pending = new Map<string, Promise<CachedPage | undefined>>()

  return {
    get(url: string, version: number): CachedPage | undefined {
      const page = pages.get(url)
      return page?.version === version ? page : undefined
    },

    /**
     * The cached page, or renders it: `render` answers the page's headers and body, or undefined
     * when this answer must not be shared (not a public page, not 200).
     */
    async getOrRender(
      url: string,
      version: number,
      render: () => Promise<{ headers: [string, string][]; body: Buffer } | undefined>,
    ): Promise<CachedPage | undefined> {
      const cached = this.get(url, version)
      if (cached) return cached
      const key = `${version} ${url}`
      let job = pending.get(key)
      if (!job) {
        job = (async () => {
          const rendered = await render()
          if (!rendered) return undefined
          const [br, gz] = await Promise.all([
            brotli(rendered.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
              },
            }),
            gzip(rendered.body, { level: 9 }),
          ])
          const page = { version, ...rendered, br, gzip: gz, etag: etagOf(rendered.body) }
          pages.set(url, page)
          return page
        })().finally(() => pending.delete(key))
        pending.set(key, job)
      }
      return job
    },
  }
}

/** Sends a cached page: 304 when the client has it, else the best encoding it accepts. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('etag', page.etag).header('vary', 'accept-encoding')
  if (matchesIfNoneMatch(request, page.etag)) return sendNotModified(reply, page.etag)
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br)
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.body)
}
