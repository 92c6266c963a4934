import type { FastifyInstance } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'
import type { PostRow } from '@/db/schema.ts'

/** How long a preview link opens the post. */
const PREVIEW_TTL_SECONDS = 60 * 60

/**
 * A short-lived link that shows a post exactly as its page will look, draft or scheduled, to
 * whoever holds it (the owner, or someone the owner sends it to for a read-through). Signed with
 * the server's key for this purpose only (a session token is not a preview link, nor the other
 * way round), for one post, and it lives no longer than the session that made it: signing out
 * there, ending that session from another one ("Sign out everywhere else"), its expiry, or a
 * password change (the token version) voids the link too.
 */
export async function signPreviewLink(
  app: FastifyInstance,
  postId: number,
  owner: { tokenVersion: number; sessionId: string },
): Promise<{ url: string; expiresAt: string }> {
  const expires = Math.floor(Date.now() / 1000) + PREVIEW_TTL_SECONDS
  const token = await new SignJWT({
    purpose: 'post-preview',
    ver: owner.tokenVersion,
    sid: owner.sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(postId))
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(app.authKey)
  return { url: `/blog/preview/${token}`, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The post a preview link opens, or undefined when the link is not (or no longer) valid. */
export async function postForPreview(
  app: FastifyInstance,
  token: string,
): Promise<PostRow | undefined> {
  try {
    const { payload } = await jwtVerify(token, app.authKey, { algorithms: ['HS256'] })
    const postId = Number(payload.sub)
    if (payload.purpose !== 'post-preview' || !Number.isInteger(postId)) return undefined
    if (typeof payload.sid !== 'string') return undefined
    const owner = await app.repositories.owner.first()
    if (!owner || owner.token_version !== payload.ver) return undefined
    // Read, not used: whoever opens the link is not the owner, so the session is not "seen".
    const sessions = await app.repositories.sessions.list(owner.id)
    if (!sessions.some((session) => session.id === payload.sid)) return undefined
    return await app.repositories.posts.findById(postId)
  } catch {
    return undefined
  }
}
