import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errors } from '../errors.ts'

const MULTIPART = 'multipart/form-data'

/**
 * Multipart bodies only reach routes that declare `consumes: ['multipart/form-data']` (uploads).
 * Elsewhere the parser would turn form fields into a body that passes a JSON schema, so a plain
 * cross-site HTML form (no CORS preflight) could post to a JSON route.
 */
export default fp(
  async function multipartGuard(app: FastifyInstance) {
    // preParsing: after access control has answered 401 to a missing token, before any body byte.
    app.addHook('preParsing', async (request, _reply, payload) => {
      // Unknown routes answer their 404 as usual.
      if (request.routeOptions.url === undefined) return payload
      const type = String(request.headers['content-type'] ?? '')
        .trim()
        .toLowerCase()
      if (!type.startsWith('multipart/')) return payload
      const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)
        ?.consumes
      if (!consumes?.includes(MULTIPART)) {
        throw errors.unsupportedMediaType('Unsupported content type')
      }
      return payload
    })
  },
  { name: 'multipart-guard' },
)
