import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { appliedMigrationNames, knownMigrationNames } from '@/db/migrate.ts'

const Health = Type.Object({ status: Type.String(), database: Type.String() })
const Unavailable = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  status: Type.String(),
})

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: 200 when the database answers, 503 when it does not',
        response: { 200: Health, 503: Unavailable },
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

  const known = knownMigrationNames(app.database.dialect)
  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary:
          'Readiness: 200 when the database answers and every migration is applied, 503 with the reason otherwise (and from the moment a stop is requested)',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: Unavailable },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // A stop was requested: proxies and orchestrators should send no more (the server still
      // serves what comes during the drain period).
      if (app.stopping.requested) {
        return reply
          .code(503)
          .send({ success: false, status: 'stopping', message: 'The server is stopping' })
      }
      const notReady = (message: string) =>
        reply.code(503).send({ success: false, status: 'not ready', message })
      let applied: string[] | undefined
      try {
        // One small read answers both questions: the database is there, and how far it is migrated.
        applied = await appliedMigrationNames(app.database.db)
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable')
        return notReady('The database is not answering')
      }
      const pending = known.filter((name) => !applied?.includes(name))
      if (pending.length > 0) return notReady(`Migrations not applied: ${pending.join(', ')}`)
      return { status: 'ready' as const }
    },
  )
}
