import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SIGN_IN_MESSAGES } from '@contract/account.ts'
import type { OwnerRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { tooManyLoginAttempts } from './login-throttle.ts'
import { verifyPassword } from './password-hashing.ts'

export interface CurrentPasswordOptions {
  /** The answer to a wrong password (routes of the legacy API keep their own text). */
  wrongPassword?: string
  /**
   * A further check that belongs to the same attempt (a second factor), run once the password is
   * right: it throws to refuse, and the attempt then stays counted.
   */
  andThen?: () => Promise<void>
}

/**
 * The signed-in owner's current password, checked the way a sign-in checks it: counted by the
 * sign-in throttle before the check, under the owner's username and this address, so a stolen
 * session guesses no faster here than at the login (and a lock here is a lock there); refused with
 * 429 and Retry-After while a lock holds. The right password takes the count back.
 */
export async function checkCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  owner: OwnerRow,
  password: string,
  { wrongPassword = SIGN_IN_MESSAGES.wrongPassword, andThen }: CurrentPasswordOptions = {},
): Promise<void> {
  const { loginThrottle } = app.repositories
  const attempt = await loginThrottle.begin(owner.username, request.clientKey)
  if (!attempt.allowed) {
    request.log.warn({ event: 'login_throttled', ip: request.ip }, 'password check throttled')
    throw tooManyLoginAttempts(attempt.retryAfterSeconds)
  }
  if (!(await verifyPassword(owner.password_hash, password))) {
    request.log.warn({ event: 'password_check_failed', ip: request.ip }, 'wrong current password')
    throw errors.badRequest(wrongPassword)
  }
  await andThen?.()
  await loginThrottle.succeeded(owner.username, request.clientKey)
}
