import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { SIGN_IN_MESSAGES, Session, SessionParams } from '@contract/account.ts'
import { errorResponses, MessageResponse } from '@contract/common.ts'
import { AppError } from '@/errors.ts'
import { auditClient } from '../history/audit-log.ts'

const tags = ['Account']

/** The signed-in sessions (session-store.ts): list them, end one, end all but this one. */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { sessions, audit } = app.repositories

  app.get(
    '/api/user/sessions',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The sessions signed in now, the most recently seen first',
        description: '`lastSeenAt` is written at most once a minute.',
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(Session) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id, sessionId } = request.owner!
      const rows = await sessions.list(id)
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          address: row.address,
          browser: row.browser,
          method: row.method,
          current: row.id === sessionId,
        })),
      }
    },
  )

  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "End a session: its token answers 401 'Token has expired' from then on",
        params: SessionParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id: ownerId, sessionId } = request.owner!
      const ended = await sessions.end(ownerId, request.params.id)
      if (!ended) throw new AppError('not_found', 404, SIGN_IN_MESSAGES.noSession)
      const current = request.params.id === sessionId
      await audit.record({
        event: current ? 'sign-out' : 'session-ended',
        ...auditClient(request),
      })
      return { success: true, message: SIGN_IN_MESSAGES.sessionEnded }
    },
  )

  app.post(
    '/api/user/sessions/revoke-others',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'End every session but the one this request comes from',
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id: ownerId, sessionId } = request.owner!
      const count = await sessions.endAll(ownerId, sessionId)
      await audit.record({
        event: 'other-sessions-ended',
        ...auditClient(request),
        detail: SIGN_IN_MESSAGES.othersEnded(count),
      })
      return { success: true, message: SIGN_IN_MESSAGES.othersEnded(count) }
    },
  )
}
