import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { errors } from '../errors.ts'

/**
 * Clients written against the contract send `Content-Type: application/json` on every request,
 * DELETE and bodiless POSTs included (docs/contract.md). An empty body declared as JSON is
 * therefore "no body", not a parse error: routes that take none work, and a route that needs one
 * still answers 400 with a clear message.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (/^\s*$/.test(body as string)) return done(null, undefined)
      // Fastify's JSON parser answers through `done` and returns nothing; `void` because its type
      // also allows a parser that returns a promise instead.
      void parseJson(request, body as string, done)
    })

    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) {
        throw errors.badRequest('The request body is empty: send the fields as JSON')
      }
    })
  },
  { name: 'json-body' },
)
