import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import {
  FORGOT_PASSWORD_HOURLY_LIMIT,
  RESET_TOKEN_TTL_MINUTES,
  ResetPasswordInput,
  ResetPasswordQuery,
} from '@contract/account.ts'
import { MessageResponse, errorResponses } from '@contract/common.ts'
import { errors } from '@/errors.ts'
import { auditClient } from '../history/audit-log.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import { reason } from '../mail/mailer.ts'
import { hashPassword } from './password-hashing.ts'
import { checkNewPassword } from './password-policy.ts'
import { passwordResetMail, resetLink } from './password-reset-mail.ts'
import { HOUR_MS, consumeRateCounter } from '../rate-limits/rate-counter.ts'
import {
  hashResetId,
  newResetId,
  resetTokenErrors,
  signResetToken,
  verifyResetToken,
} from './reset-token.ts'

const tags = ['Account']

/**
 * True when the request carries a header that a cross-site page cannot send without a CORS
 * preflight: the contract's client sends `Content-Type: application/json` and `auth-token`; the
 * dashboard sends `X-Requested-With`. Simple requests (an <img>, a link, a form) carry none.
 */
function sentByAScript(headers: Record<string, string | string[] | undefined>): boolean {
  const type = String(headers['content-type'] ?? '').toLowerCase()
  return (
    type.startsWith('application/json') ||
    headers['auth-token'] !== undefined ||
    headers['x-requested-with'] !== undefined
  )
}

export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { owner: owners, passwordResets } = app.repositories

  app.get(
    '/api/user/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail the owner a one-time password-reset link',
        description: `Works with or without an auth-token. The link is valid for ${RESET_TOKEN_TTL_MINUTES} minutes; at most ${FORGOT_PASSWORD_HOURLY_LIMIT} requests an hour per address.`,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      // A GET that mails the owner must not be triggerable by an <img> on another site: only a
      // request a cross-site page cannot make without a CORS preflight is served.
      if (!sentByAScript(request.headers)) {
        throw errors.badRequest(
          'This request must be sent by the site itself (with Content-Type: application/json)',
        )
      }
      const limit = await consumeRateCounter(app.database.db, {
        scope: 'forgot-password',
        subject: request.clientKey,
        windowMs: HOUR_MS,
        limit: FORGOT_PASSWORD_HOURLY_LIMIT,
      })
      if (!limit.allowed) {
        request.log.warn({ event: 'reset_request_throttled', ip: request.ip }, 'reset throttled')
        throw errors.tooManyRequests(
          'Too many password reset requests. Please try again later.',
          limit.retryAfterSeconds,
        )
      }
      const owner = await owners.first()
      if (!owner) throw errors.unavailable()
      const id = newResetId()
      const user = { name: owner.name, email: owner.email }
      const token = await signResetToken(app.authKey, {
        ownerId: owner.id,
        tokenVersion: owner.token_version,
        id,
        user,
      })
      await passwordResets.create({
        ownerId: owner.id,
        idHash: hashResetId(id),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
      })
      const mail = passwordResetMail(
        await mailBranding(app),
        user,
        resetLink(app.config.publicUrl, token),
      )
      try {
        await app.mailer.send(mail)
      } catch (error) {
        request.log.error({ event: 'mail_failed', reason: reason(error) }, 'reset mail not sent')
        throw errors.unavailable(
          'The password reset e-mail could not be sent. Please try again later.',
        )
      }
      request.log.info({ event: 'reset_requested', ip: request.ip }, 'password reset requested')
      await app.repositories.audit.record({ event: 'reset-requested', ...auditClient(request) })
      return { success: true, message: 'A password reset link has been sent to your e-mail' }
    },
  )

  app.post(
    '/api/user/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the token from a reset link; logs out every session',
        description:
          'Passkeys stay unless `removePasskeys` is true: a passkey signs in without the ' +
          'password, so one added by someone else survives a reset unless removed.',
        querystring: ResetPasswordQuery,
        body: ResetPasswordInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { token } = request.query
      const { email, password, removePasskeys = false } = request.body
      const refuse = (error: Error & { code?: string }) => {
        request.log.warn(
          { event: 'reset_refused', reason: error.code, ip: request.ip },
          'password reset refused',
        )
        return error
      }

      let claims
      try {
        claims = await verifyResetToken(app.authKey, token)
      } catch (error) {
        throw refuse(error as Error)
      }
      const idHash = hashResetId(claims.id)
      const stored = await passwordResets.find(idHash)
      if (!stored || stored.owner_id !== claims.ownerId) throw refuse(resetTokenErrors.malformed())
      if (stored.used_at !== null) throw refuse(resetTokenErrors.used())
      const owner = await owners.findById(claims.ownerId)
      if (!owner) throw refuse(resetTokenErrors.malformed())
      if (owner.token_version !== claims.tokenVersion) throw refuse(resetTokenErrors.superseded())
      if (email.trim().toLowerCase() !== owner.email.toLowerCase()) {
        throw errors.badRequest('The e-mail address does not match this reset link')
      }
      if (password.newPassword !== password.confirmPassword) {
        throw errors.badRequest('Passwords do not match')
      }
      await checkNewPassword(password.newPassword, { username: owner.username })

      const redeemed = await passwordResets.redeem(
        idHash,
        owner.id,
        await hashPassword(password.newPassword),
        { removePasskeys },
      )
      if (!redeemed) throw refuse(resetTokenErrors.used())
      request.log.info(
        { event: 'reset_used', ip: request.ip, passkeysRemoved: redeemed.passkeysRemoved },
        'password reset',
      )
      await app.repositories.audit.record({
        event: 'reset-redeemed',
        ...auditClient(request),
        detail: removePasskeys ? `and every passkey removed (${redeemed.passkeysRemoved})` : '',
      })
      return { success: true, message: 'Password reset successfully' }
    },
  )
}
