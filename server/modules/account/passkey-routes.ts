import crypto from 'node:crypto'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  LoginResponse,
  Passkey,
  PasskeyLoginInput,
  PasskeyOptionsInput,
  PasskeyParams,
  PasskeyRegisterInput,
  PasskeyRenameInput,
  SIGN_IN_MESSAGES,
  type PasskeyFailure,
} from '@contract/account.ts'
import { errorResponses, MessageResponse } from '@contract/common.ts'
import type { PasskeyRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { signedInOwner } from '@/plugins/access-control.ts'
import { auditClient } from '../history/audit-log.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import { consumeRateCounter } from '../rate-limits/rate-counter.ts'
import { storedTransports, type ChallengePurpose } from './passkey-store.ts'
import { tooManyLoginAttempts } from './login-throttle.ts'
import { checkCurrentPassword } from './current-password.ts'
import { startSession } from './sign-in.ts'

const tags = ['Account']

/** Passkey ceremonies one address may start in a minute (each stores a challenge). */
const OPTIONS_PER_MINUTE = 30
/**
 * The login throttle's username for passkey sign-ins: usernames have no spaces, so no account is
 * ever called this (and PostgreSQL text cannot hold the NUL byte that would be surer).
 */
const PASSKEY_THROTTLE_NAME = ' passkey '

/**
 * Why @simplewebauthn refused a sign-in answer, as one of the account log's fixed codes: read from
 * its error's opening words (anything else is "did not verify"), and from whether the challenge
 * was one this server issued and had not used yet.
 */
function passkeyFailure(reason: string, challengeTaken: boolean | undefined): PasskeyFailure {
  if (challengeTaken === false) return 'expired-request'
  if (reason.startsWith('Unexpected authentication response origin')) return 'other-site'
  if (reason.startsWith('User verification required')) return 'no-user-verification'
  if (reason.startsWith('Response counter value')) return 'cloned'
  return 'not-verified'
}

function present(row: PasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    synced: row.backed_up === 1,
  }
}

/**
 * @simplewebauthn/server and the certificate and curve libraries it brings (x509, asn1, noble) are
 * ~0.5 MB of code: loaded at the first passkey ceremony, not parsed at every start of a server
 * whose owner may never use one (docs/performance.md).
 */
const webauthn = () => import('@simplewebauthn/server')

const Options = Type.Object({
  success: Type.Literal(true),
  // The options navigator.credentials.create/get takes, as JSON (WebAuthn Level 3).
  data: Type.Record(Type.String(), Type.Unknown()),
})

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): the owner registers, names and removes them from
 * the dashboard, and signs in with one instead of a username and password. The relying party is
 * PUBLIC_URL's host and origin. User verification is required, so a passkey is two factors.
 */
export default async function passkeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { passkeys, owner: owners, audit, loginThrottle } = app.repositories
  const publicUrl = new URL(app.config.publicUrl)
  const relyingParty = { origin: publicUrl.origin, id: publicUrl.hostname }

  /** Options go out with their challenge kept, for the ceremony they were made for. */
  async function issue(options: { challenge: string }, purpose: ChallengePurpose) {
    await passkeys.saveChallenge(options.challenge, purpose)
    return { success: true as const, data: options as unknown as Record<string, unknown> }
  }

  async function limitCeremonies(request: FastifyRequest) {
    const limit = await consumeRateCounter(app.database.db, {
      scope: 'passkey-options',
      subject: request.clientKey,
      windowMs: 60_000,
      limit: OPTIONS_PER_MINUTE,
    })
    if (!limit.allowed) {
      throw errors.tooManyRequests(
        'Too many passkey requests from this address. Please try again in a minute.',
        limit.retryAfterSeconds,
      )
    }
  }

  app.get(
    '/api/user/passkeys',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The registered passkeys, oldest first',
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(Passkey),
            origin: Type.String({
              description:
                'The address passkeys belong to (PUBLIC_URL): a browser adds one only on a page there',
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await passkeys.list(request.owner!.id)).map(present),
      origin: relyingParty.origin,
    }),
  )

  app.post(
    '/api/user/passkeys/options',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Options for navigator.credentials.create(): step one of adding a passkey',
        description:
          'Takes the current password: a passkey signs in for good, so a stolen session alone ' +
          'must not be able to add one. The password check counts in the sign-in throttle (429 ' +
          'with Retry-After while locked), besides the limit of passkey ceremonies.',
        body: PasskeyOptionsInput,
        response: { 200: Options, ...errorResponses },
      },
    },
    async (request) => {
      await limitCeremonies(request)
      const owner = await signedInOwner(app, request)
      await checkCurrentPassword(app, request, owner, request.body.password)
      const { siteName } = await mailBranding(app)
      const { generateRegistrationOptions } = await webauthn()
      const options = await generateRegistrationOptions({
        rpName: siteName,
        rpID: relyingParty.id,
        userName: owner.username,
        userDisplayName: owner.name,
        // Stable for the account, and no personal data in it.
        userID: crypto
          .createHmac('sha256', app.authKey)
          .update(`passkey-user:${owner.id}`)
          .digest()
          .subarray(0, 16),
        attestationType: 'none',
        excludeCredentials: (await passkeys.list(owner.id)).map((row) => ({
          id: row.id,
          transports: storedTransports(row),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      })
      return issue(options, 'register')
    },
  )

  app.post(
    '/api/user/passkeys',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Add a passkey: its name and the browser's answer to the options",
        body: PasskeyRegisterInput,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Passkey, message: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const ownerId = request.owner!.id
      const { verifyRegistrationResponse } = await webauthn()
      let verification
      try {
        verification = await verifyRegistrationResponse({
          response: request.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: (challenge) => passkeys.takeChallenge(challenge, 'register'),
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          requireUserVerification: true,
        })
      } catch (error) {
        request.log.warn(
          { event: 'passkey_refused', reason: (error as Error).message },
          'passkey not added',
        )
        throw errors.badRequest(SIGN_IN_MESSAGES.passkeyRefused)
      }
      if (!verification.verified) throw errors.badRequest(SIGN_IN_MESSAGES.passkeyRefused)
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
      if (await passkeys.find(credential.id)) {
        throw errors.conflict('This passkey is already registered')
      }
      const name = request.body.name.trim()
      await passkeys.add({
        id: credential.id,
        ownerId,
        name,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      })
      await audit.record({ event: 'passkey-added', ...auditClient(request), detail: name })
      const row = await passkeys.find(credential.id)
      return { success: true as const, data: present(row!), message: SIGN_IN_MESSAGES.passkeyAdded }
    },
  )

  app.put(
    '/api/user/passkeys/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Rename a passkey',
        params: PasskeyParams,
        body: PasskeyRenameInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const name = request.body.name.trim()
      if (!(await passkeys.rename(request.owner!.id, request.params.id, name))) {
        throw errors.badRequest(SIGN_IN_MESSAGES.noPasskey)
      }
      await audit.record({ event: 'passkey-renamed', ...auditClient(request), detail: name })
      return { success: true, message: SIGN_IN_MESSAGES.passkeyRenamed }
    },
  )

  app.delete(
    '/api/user/passkeys/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Remove a passkey: it can no longer sign in',
        params: PasskeyParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const removed = await passkeys.remove(request.owner!.id, request.params.id)
      if (!removed) throw errors.badRequest(SIGN_IN_MESSAGES.noPasskey)
      await audit.record({
        event: 'passkey-removed',
        ...auditClient(request),
        detail: removed.name,
      })
      return { success: true, message: SIGN_IN_MESSAGES.passkeyRemoved }
    },
  )

  app.post(
    '/api/user/passkey-login/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Options for navigator.credentials.get(): step one of signing in with a passkey',
        response: { 200: Options, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      await limitCeremonies(request)
      const { generateAuthenticationOptions } = await webauthn()
      // Discoverable passkeys: the browser offers the ones it has for this site.
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        allowCredentials: [],
        userVerification: 'required',
      })
      return issue(options, 'sign-in')
    },
  )

  app.post(
    '/api/user/passkey-login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Sign in with a passkey: the browser's answer to the options; answers a token",
        description: 'Failures count toward the sign-in throttle of the address.',
        body: PasskeyLoginInput,
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const attempt = await loginThrottle.begin(PASSKEY_THROTTLE_NAME, request.clientKey)
      if (!attempt.allowed) throw tooManyLoginAttempts(attempt.retryAfterSeconds)
      const answer = request.body.response as unknown as AuthenticationResponseJSON
      // The account log keeps a fixed code, never text from the request; the server log keeps the
      // library's reason too, for an operator (an origin mismatch is often PUBLIC_URL's).
      const refuse = async (
        failure: PasskeyFailure,
        message: string = SIGN_IN_MESSAGES.passkeyRefused,
        reason?: string,
      ) => {
        request.log.warn(
          { event: 'login_failed', ip: request.ip, failure, reason: reason?.slice(0, 200) },
          'passkey sign-in failed',
        )
        await audit.record({
          event: 'sign-in-failed',
          ...auditClient(request),
          detail: `passkey: ${failure}`,
        })
        return errors.unauthorized(message)
      }
      const stored = typeof answer.id === 'string' ? await passkeys.find(answer.id) : undefined
      if (!stored) throw await refuse('unknown-passkey', SIGN_IN_MESSAGES.passkeyUnknown)
      const { verifyAuthenticationResponse } = await webauthn()
      let challengeTaken: boolean | undefined
      let verification
      try {
        verification = await verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: async (challenge) =>
            (challengeTaken = await passkeys.takeChallenge(challenge, 'sign-in')),
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          credential: {
            id: stored.id,
            publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
            counter: Number(stored.counter),
            transports: storedTransports(stored),
          },
          requireUserVerification: true,
        })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw await refuse(passkeyFailure(reason, challengeTaken), undefined, reason)
      }
      if (!verification.verified) throw await refuse('not-verified')
      const owner = await owners.findById(stored.owner_id)
      if (!owner) throw await refuse('no-account')
      await passkeys.used(
        stored.id,
        verification.authenticationInfo.newCounter,
        verification.authenticationInfo.credentialBackedUp,
      )
      await loginThrottle.succeeded(PASSKEY_THROTTLE_NAME, request.clientKey)
      const authtoken = await startSession(app, request, owner, 'passkey')
      return { success: true as const, authtoken, message: SIGN_IN_MESSAGES.signedIn }
    },
  )
}
