import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { OwnerRow } from '@/db/schema.ts'
import { auditClient } from '../history/audit-log.ts'
import { mailOwnerNotice, removeUnknownPasskeys } from './owner-notice.ts'
import { OWNER_TOKEN_TTL_SECONDS, signOwnerToken } from './owner-token.ts'
import type { SignInMethod } from './session-store.ts'

const METHOD_DETAIL: Record<SignInMethod, string> = {
  password: '',
  'two-factor code': 'with a two-factor code',
  'recovery code': 'with a recovery code',
  passkey: 'with a passkey',
}

/**
 * A sign-in that passed every check: a session row, its token, the account log entry, and a mail
 * to the owner when this browser at this address has not signed in before (in the year the account
 * log keeps; the very first sign-in of an install is not mailed).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  owner: OwnerRow,
  method: SignInMethod,
): Promise<string> {
  const { sessions, audit } = app.repositories
  const client = auditClient(request)
  const seen = await audit.signInsFrom(client)
  const sessionId = await sessions.create({
    ownerId: owner.id,
    method,
    ...client,
    expiresAt: new Date(Date.now() + OWNER_TOKEN_TTL_SECONDS * 1000),
  })
  const token = await signOwnerToken(app.authKey, {
    ownerId: owner.id,
    tokenVersion: owner.token_version,
    sessionId,
  })
  await audit.record({ event: 'sign-in', ...client, detail: METHOD_DETAIL[method] })
  request.log.info(
    { event: 'login_succeeded', ip: request.ip, username: owner.username, method },
    'login succeeded',
  )
  if (seen.any && !seen.fromHere) {
    await mailOwnerNotice(app, request, owner, (branding) => ({
      subject: `New sign-in to ${branding.siteName}`,
      heading: 'A new sign-in to your dashboard',
      what:
        `Someone signed in to ${branding.siteName} ${METHOD_DETAIL[method] || 'with your password'} ` +
        'from a browser and address not seen before',
      action: { label: 'Review your sessions', path: '/dashboard/security#sessions' },
      ifNotYou:
        `change your password (every session then ends), ${removeUnknownPasskeys(branding)}, ` +
        'turn on two-factor sign-in, and look at the account log.',
    }))
  }
  return token
}
