import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  RecoveryCodes,
  SIGN_IN_MESSAGES,
  SignInStatus,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetup,
} from '@contract/account.ts'
import { errorResponses } from '@contract/common.ts'
import type { OwnerRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { signedInOwner } from '@/plugins/access-control.ts'
import { auditClient } from '../history/audit-log.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import { checkCurrentPassword } from './current-password.ts'
import { mailOwnerNotice, removeUnknownPasskeys } from './owner-notice.ts'
import type { SignInMethod } from './session-store.ts'
import {
  acceptedStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpSetup,
} from './two-factor.ts'

const tags = ['Account']

const answer = <T extends Parameters<typeof Type.Object>[0]>(data: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Object(data), message: Type.String() })

/**
 * A second factor for an owner with two-factor on: a current code (each time step accepted once,
 * so a code seen over a shoulder cannot be replayed) or an unused recovery code (then used up).
 * Answers how it signed in, or undefined.
 */
export async function checkSecondFactor(
  app: FastifyInstance,
  owner: OwnerRow,
  typed: string,
): Promise<Extract<SignInMethod, 'two-factor code' | 'recovery code'> | undefined> {
  const { twoFactor } = app.repositories
  if (!owner.totp_secret) return undefined
  const step = acceptedStep(owner.totp_secret, typed)
  if (step !== undefined) {
    return (await twoFactor.useStep(owner.id, step)) ? 'two-factor code' : undefined
  }
  const used = await twoFactor.useRecoveryCode(owner.id, hashRecoveryCode(app.authKey, typed))
  return used ? 'recovery code' : undefined
}

/** POST /api/user/2fa/setup, enable, disable, recovery-codes; GET /api/user/2fa (docs/security.md). */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { twoFactor, passkeys, audit } = app.repositories

  /**
   * Password and a second factor, for turning two-factor off or making new recovery codes: one
   * attempt of the sign-in throttle, as at the login, so a stolen session cannot guess codes here.
   */
  async function confirmBoth(
    request: FastifyRequest,
    owner: OwnerRow,
    { password, code }: { password: string; code: string },
  ) {
    if (!owner.totp_secret) throw errors.conflict(SIGN_IN_MESSAGES.notOn)
    await checkCurrentPassword(app, request, owner, password, {
      andThen: async () => {
        if (!(await checkSecondFactor(app, owner, code))) {
          throw errors.badRequest(SIGN_IN_MESSAGES.codeWrong)
        }
      },
    })
  }

  async function freshRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes()
    return { codes, hashes: codes.map((code) => hashRecoveryCode(app.authKey, code)) }
  }

  app.get(
    '/api/user/2fa',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, recovery codes left, passkeys registered',
        response: {
          200: Type.Object({ success: Type.Literal(true), data: SignInStatus }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const owner = await signedInOwner(app, request)
      return {
        success: true as const,
        data: {
          twoFactor: owner.totp_secret !== null,
          recoveryCodesLeft: owner.totp_secret ? await twoFactor.recoveryCodesLeft(owner.id) : 0,
          passkeys: (await passkeys.list(owner.id)).length,
        },
      }
    },
  )

  app.post(
    '/api/user/2fa/setup',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Start two-factor setup: a new secret, its otpauth URL and QR code',
        description:
          'Nothing changes until `POST /api/user/2fa/enable` confirms a code from the app. ' +
          'Asking again replaces the secret being set up.',
        response: {
          200: Type.Object({ success: Type.Literal(true), data: TwoFactorSetup }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const owner = await signedInOwner(app, request)
      if (owner.totp_secret) throw errors.conflict(SIGN_IN_MESSAGES.alreadyOn)
      const secret = newTotpSecret()
      await twoFactor.startSetup(owner.id, secret)
      const { siteName } = await mailBranding(app)
      return { success: true as const, data: await totpSetup(secret, owner.username, siteName) }
    },
  )

  app.post(
    '/api/user/2fa/enable',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in on with the current password and a code of the secret being ' +
          'set up; answers ten recovery codes, once',
        description:
          'The password check counts in the sign-in throttle (429 with Retry-After while locked); ' +
          'the owner is mailed that two-factor sign-in was turned on, from where and when.',
        body: TwoFactorEnableInput,
        response: { 200: answer(RecoveryCodes.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const owner = await signedInOwner(app, request)
      if (owner.totp_secret) throw errors.conflict(SIGN_IN_MESSAGES.alreadyOn)
      if (!owner.totp_pending_secret) throw errors.badRequest(SIGN_IN_MESSAGES.setupFirst)
      // A stolen session alone must not be able to put its own authenticator between the owner
      // and the account: the password first, counted like a sign-in.
      await checkCurrentPassword(app, request, owner, request.body.password)
      const step = acceptedStep(owner.totp_pending_secret, request.body.code)
      if (step === undefined) throw errors.badRequest(SIGN_IN_MESSAGES.codeWrong)
      const { codes, hashes } = await freshRecoveryCodes()
      if (!(await twoFactor.enable(owner, step, hashes))) {
        throw errors.conflict(SIGN_IN_MESSAGES.alreadyOn)
      }
      request.log.info({ event: 'two_factor_on', ip: request.ip }, 'two-factor sign-in on')
      await audit.record({ event: 'two-factor-on', ...auditClient(request) })
      await mailOwnerNotice(app, request, owner, (branding) => ({
        subject: `Two-factor sign-in turned on at ${branding.siteName}`,
        heading: 'Two-factor sign-in turned on',
        what: `Two-factor sign-in was turned on for ${branding.siteName} from this browser and address`,
        consequence:
          'Signing in now takes the password and a code from the authenticator app set up then.',
        action: { label: 'Review your sign-in settings', path: '/dashboard/security' },
        ifNotYou:
          'someone signed in as you may lock you out with their own app. Turn two-factor sign-in ' +
          'off on the Security page while you are still signed in (if you can no longer sign in, ' +
          'run "npm run owner -- two-factor-off" on the server), change your password (every ' +
          `session then ends), ${removeUnknownPasskeys(branding)}, and look at the account log.`,
      }))
      return {
        success: true as const,
        data: { recoveryCodes: codes },
        message: SIGN_IN_MESSAGES.enabled,
      }
    },
  )

  app.post(
    '/api/user/2fa/disable',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in off: the password and a current code (or a recovery code)',
        body: TwoFactorDisableInput,
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const owner = await signedInOwner(app, request)
      await confirmBoth(request, owner, request.body)
      await twoFactor.disable(owner.id)
      request.log.info({ event: 'two_factor_off', ip: request.ip }, 'two-factor sign-in off')
      await audit.record({ event: 'two-factor-off', ...auditClient(request) })
      return { success: true as const, message: SIGN_IN_MESSAGES.disabled }
    },
  )

  app.post(
    '/api/user/2fa/recovery-codes',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Replace the recovery codes (the password and a current code); the old ones stop working',
        body: TwoFactorDisableInput,
        response: { 200: answer(RecoveryCodes.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const owner = await signedInOwner(app, request)
      await confirmBoth(request, owner, request.body)
      const { codes, hashes } = await freshRecoveryCodes()
      await twoFactor.replaceRecoveryCodes(owner.id, hashes)
      await audit.record({ event: 'recovery-codes-renewed', ...auditClient(request) })
      return {
        success: true as const,
        data: { recoveryCodes: codes },
        message: SIGN_IN_MESSAGES.recoveryRenewed,
      }
    },
  )
}
