import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { etagOf, headersAsSent, matchesIfNoneMatch, sendNotModified } from './http-cache.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'content': a public read of the owner's content, cached until the next content write. */
    cache?: 'content'
  }
  interface FastifyRequest {
    readCache?: { version: number; hit: boolean }
  }
}

interface Entry {
  version: number
  body: string
  etag: string
  type: string
}

/** Bounded in entries and bytes: query strings cannot grow it without limit. */
const MAX_ENTRIES = 500
const MAX_BYTES = 8 * 1024 * 1024

/**
 * Public API reads of content (routes with `config.cache: 'content'`) answer from memory until
 * the content version changes (plugins/content-version.ts), with an ETag and 304 for clients
 * that already have the answer. `Cache-Control: no-cache`: clients and proxies always revalidate,
 * so an owner's edit shows at once.
 */
export default fp(
  async function publicReadCache(app: FastifyInstance) {
    const cache = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => entry.body.length + 64,
    })

    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config?.cache !== 'content') return
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      // Read the version before the handler reads the database: an answer built from data older
      // than a concurrent write is stored under the older version and never served after it.
      const version = app.contentVersion.current()
      const entry = cache.get(request.url)
      if (!entry || entry.version !== version) {
        request.readCache = { version, hit: false }
        return
      }
      request.readCache = { version, hit: true }
      reply.header('cache-control', 'no-cache').header('etag', entry.etag)
      if (matchesIfNoneMatch(request, entry.etag)) return sendNotModified(reply, entry.etag)
      return reply.type(entry.type).send(entry.body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const state = request.readCache
      if (!state || state.hit || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload
      }
      const etag = etagOf(payload)
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      cache.set(request.url, { version: state.version, body: payload, etag, type })
      reply.header('cache-control', 'no-cache').header('etag', etag)
      // The same answer for the next GET of this URL, sent before routing (ready-answers.ts).
      app.readyAnswers.keep(request, {
        version: state.version,
        headers: headersAsSent(reply.getHeaders()),
        identity: Buffer.from(payload),
      })
      if (matchesIfNoneMatch(request, etag)) {
        reply.code(304).removeHeader('content-type')
        return ''
      }
      return payload
    })
  },
  { name: 'public-read-cache', dependencies: ['content-version'] },
)
