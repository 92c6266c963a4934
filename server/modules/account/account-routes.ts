import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import {
  LoginInput,
  LoginRefusal,
  LoginResponse,
  SIGN_IN_MESSAGES,
  OwnerResponse,
  UNKNOWN_USERNAME,
  UpdateAccountInput,
  UpdatePasswordInput,
} from '@contract/account.ts'
import { MessageResponse, errorResponses } from '@contract/common.ts'
import { errors } from '@/errors.ts'
import { signedInOwner } from '@/plugins/access-control.ts'
import type { SignInMethod } from './session-store.ts'
import { auditClient } from '../history/audit-log.ts'
import { tooManyLoginAttempts } from './login-throttle.ts'
import { startSession } from './sign-in.ts'
import { checkSecondFactor } from './two-factor-routes.ts'
import { checkCurrentPassword } from './current-password.ts'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hashing.ts'
import { checkNewPassword } from './password-policy.ts'

const tags = ['Account']

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { owner: owners, loginThrottle, passwordResets, audit } = app.repositories

  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in as the owner; answers a token for the auth-token header',
        description:
          'Throttled per (username, address) and per address; a throttled attempt answers 429 with ' +
          'Retry-After. With two-factor sign-in on, the right password without `code` answers 401 ' +
          'with `twoFactorRequired: true` and no token; send it again with `code`: a current code ' +
          'from the authenticator app (each is accepted once) or an unused recovery code (then used ' +
          'up). Wrong codes count toward the same throttle as wrong passwords.',
        body: LoginInput,
        response: { 200: LoginResponse, 401: LoginRefusal, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The answer carries a session token: never cached.
      reply.header('cache-control', 'no-store')
      const { username, password, code } = request.body
      const attempt = await loginThrottle.begin(username, request.clientKey)
      if (!attempt.allowed) {
        request.log.warn({ event: 'login_throttled', ip: request.ip }, 'login throttled')
        throw tooManyLoginAttempts(attempt.retryAfterSeconds)
      }
      const owner = await owners.findByUsername(username)
      // Unknown username and wrong password take the same time and answer the same.
      const valid = await verifyPassword(
        owner?.password_hash ?? (await decoyPasswordHash()),
        password,
      )
      if (!owner || !valid) {
        request.log.warn({ event: 'login_failed', ip: request.ip }, 'login failed')
        // What was typed as the username may be a password typed into the wrong box: the log
        // keeps the owner's username when it matched, else only that it did not.
        await audit.record({
          event: 'sign-in-failed',
          ...auditClient(request),
          detail: owner ? owner.username : UNKNOWN_USERNAME,
        })
        throw errors.invalidCredentials()
      }
      let method: SignInMethod = 'password'
      if (owner.totp_secret) {
        if (code === undefined) {
          // The right password alone is not a failure: this attempt's count is taken back, but the
          // failures before it stay (only a whole sign-in clears them), so guessing codes between
          // password-only requests gains nothing.
          await loginThrottle.release(username, request.clientKey)
          throw errors.twoFactorRequired(SIGN_IN_MESSAGES.codeRequired)
        }
        const accepted = await checkSecondFactor(app, owner, code)
        if (!accepted) {
          request.log.warn(
            { event: 'login_code_refused', ip: request.ip },
            'two-factor code refused',
          )
          await audit.record({
            event: 'sign-in-failed',
            ...auditClient(request),
            detail: `${owner.username}: wrong two-factor code`,
          })
          throw errors.twoFactorRequired(SIGN_IN_MESSAGES.codeWrong)
        }
        method = accepted
      }
      await loginThrottle.succeeded(username, request.clientKey)
      const authtoken = await startSession(app, request, owner, method)
      return { success: true, authtoken, message: 'Logged In  Successfully' }
    },
  )

  app.post(
    '/api/user/logout',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Sign out: this session ends (its token answers 'Token has expired' from then on)",
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.repositories.sessions.end(request.owner!.id, request.owner!.sessionId)
      await audit.record({ event: 'sign-out', ...auditClient(request) })
      return { success: true, message: 'Signed out' }
    },
  )

  app.get(
    '/api/user/getuser',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "The owner's account: name, email, username",
        response: { 200: OwnerResponse, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await signedInOwner(app, request)
      return {
        success: true as const,
        data: { name: owner.name, email: owner.email, username: owner.username },
      }
    },
  )

  app.put(
    '/api/user/updateaccount',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Change the account's name, e-mail or username; the current password is required",
        description:
          'Fields left out stay. The e-mail receives password-reset links and contact notifications. ' +
          'The password check counts in the sign-in throttle: 429 with Retry-After while locked.',
        body: UpdateAccountInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { password, ...changes } = request.body
      const owner = await signedInOwner(app, request)
      await checkCurrentPassword(app, request, owner, password)
      const trimmed = Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [key, value.trim()]),
      ) as typeof changes
      if (Object.values(trimmed).some((value) => value === '')) {
        throw errors.badRequest('Name, e-mail and username cannot be empty')
      }
      await owners.updateAccount(owner.id, trimmed)
      request.log.info(
        { event: 'account_changed', ip: request.ip, fields: Object.keys(trimmed) },
        'account changed',
      )
      return { success: true, message: 'Account Updated Successfully' }
    },
  )

  app.put(
    '/api/user/updatepass',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change the password (the old one is required); every older token stops working',
        description:
          'The check of the old password counts in the sign-in throttle: 429 with Retry-After ' +
          'while locked, as the login answers.',
        body: UpdatePasswordInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { oldpass, newpass } = request.body
      const owner = await signedInOwner(app, request)
      await checkCurrentPassword(app, request, owner, oldpass, {
        wrongPassword: 'The old password is not correct',
      })
      await checkNewPassword(newpass, { username: owner.username })
      await owners.setPassword(owner.id, await hashPassword(newpass))
      await passwordResets.revokeAll(owner.id)
      request.log.info({ event: 'password_changed', ip: request.ip }, 'password changed')
      await audit.record({ event: 'password-changed', ...auditClient(request) })
      return { success: true, message: 'Password Updated Successfully' }
    },
  )
}
