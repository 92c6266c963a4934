import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AUTH_HEADER } from '@contract/limits.ts'

/** What a separately hosted frontend may reach: the API and the images, nothing else. */
const SHARED_PREFIXES = ['/api/', '/media/']

/** Relative image URLs in a JSON answer: `"/media/…"` as a whole string value. */
const RELATIVE_MEDIA_URL = /(?<!\\)"\/media\//g

/**
 * `CORS_ORIGINS` (default none: same-origin and strict). For each listed origin: CORS on the API
 * with the `auth-token` header allowed; images readable cross-origin; and image URLs in API
 * answers made absolute from `PUBLIC_URL`, so a frontend on another origin can show them.
 */
export default fp(
  async function crossOrigin(app: FastifyInstance) {
    const origins = app.config.corsOrigins
    if (origins.length === 0) return
    const shared = (url: string) => SHARED_PREFIXES.some((prefix) => url.startsWith(prefix))

    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, {
          origin: shared(request.url) ? origins : false,
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: ['content-type', AUTH_HEADER],
          maxAge: 600,
        }),
    })

    const absolute = `"${app.config.publicUrl}/media/`
    app.addHook('onSend', async (request, reply, payload) => {
      if (!shared(request.url)) return payload
      // Helmet's default keeps images to this origin; listed origins must be able to load them.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      const type = String(reply.getHeader('content-type') ?? '')
      if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload
      return payload.replace(RELATIVE_MEDIA_URL, absolute)
    })
  },
  { name: 'cross-origin', dependencies: ['config'] },
)
