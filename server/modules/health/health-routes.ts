import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'

const Health = Type.Object({ status: Type.String(), database: Type.String() })

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: 200 when the database answers, 503 when it does not',
        response: {
          200: Health,
          503: Type.Object({
            success: Type.Literal(false),
            message: Type.String(),
            status: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ok', database: 'up' }
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable')
        return reply
          .code(503)
          .send({ success: false, status: 'unavailable', message: 'The database is not answering' })
      }
    },
  )
}
