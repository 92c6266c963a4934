import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AUTH_HEADER } from '@contract/limits.ts'
import type { OwnerRow } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { TokenRefused, verifyOwnerToken, type OwnerClaims } from '../modules/account/owner-token.ts'

/** The owner of a live session: who they are and which session (token) the request came with. */
export interface SignedInOwner {
  id: number
  username: string
  sessionId: string
}

type Access = 'public' | 'owner'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route says so; there is no default. */
    access?: Access
    /** false: the request's log line leaves out the client address (analytics). */
    logAddress?: boolean
  }
  interface FastifyRequest {
    /** Set on owner routes once the token has been checked. */
    owner?: SignedInOwner
  }
}

/**
 * The owner a request's `auth-token` names: undefined without the header; a token that is present
 * but not usable (expired, revoked, malformed, signed with another key) answers the one text
 * clients recover on, `Token has expired` (docs/contract.md). Public routes that answer the owner
 * more (the posts list: drafts too) call it themselves.
 */
export async function ownerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignedInOwner | undefined> {
  const header = request.headers[AUTH_HEADER]
  const token = Array.isArray(header) ? header[0] : header
  if (!token) return undefined
  const refuse = (reason: string) => {
    request.log.warn({ event: 'token_refused', reason, ip: request.ip }, 'owner token refused')
    return errors.tokenExpired()
  }
  const claims = await verifyOwnerToken(app.authKey, token).catch((error: unknown) => {
    throw refuse(error instanceof TokenRefused ? error.reason : 'invalid')
  })
  const owner = await sessionOwner(app, claims)
  if (!owner) throw refuse('revoked')
  return owner
}

/**
 * The owner a verified token names, if its session is live: the session row is there (not signed
 * out, not ended elsewhere, not past its expiry) and the account's token version is the token's.
 */
export async function sessionOwner(
  app: FastifyInstance,
  claims: OwnerClaims,
): Promise<SignedInOwner | undefined> {
  const session = await app.repositories.sessions.use(claims.sessionId)
  if (
    !session ||
    session.ownerId !== claims.ownerId ||
    session.tokenVersion !== claims.tokenVersion
  ) {
    return undefined
  }
  return { id: session.ownerId, username: session.username, sessionId: session.id }
}

/** The signed-in owner's whole account row, for owner routes that read or check it; 401 if gone. */
export async function signedInOwner(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OwnerRow> {
  const owner = request.owner && (await app.repositories.owner.findById(request.owner.id))
  if (!owner) throw errors.unauthorized()
  return owner
}

/** Routes that plugins register for us (the API docs UI) and that are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs']

/** Every registered route with its access, for the access-control test. */
interface RegisteredRoute {
  method: string
  url: string
  access: Access
}

/**
 * Deny by default: a route that does not declare `config.access` fails at start. Owner routes
 * check the `auth-token` header in `onRequest`, before any body byte is read, so an
 * unauthenticated upload is refused before it is parsed.
 */
export default fp(
  async function accessControl(app: FastifyInstance) {
    const routes: RegisteredRoute[] = []
    app.decorate('registeredRoutes', routes)

    app.addHook('onRoute', (route) => {
      let access = route.config?.access
      if (access === undefined && PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        access = 'public'
      }
      // @fastify/cors answers preflights (CORS_ORIGINS) on its own catch-all OPTIONS route.
      if (access === undefined && route.method === 'OPTIONS' && route.url === '*') access = 'public'
      if (access !== 'public' && access !== 'owner') {
        throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`)
      }
      route.config = { ...route.config, access }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, access })
      }
    })

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.access !== 'owner') return
      // Owner answers carry private data: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store')
      const owner = await ownerOf(app, request)
      if (!owner) throw errors.unauthorized()
      request.owner = owner
    })
  },
  { name: 'access-control', dependencies: ['repositories'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[]
  }
}
