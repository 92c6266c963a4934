import crypto from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { RESET_TOKEN_TTL_MINUTES } from '@contract/account.ts'
import { AppError } from '@/errors.ts'

/** Why a reset token was refused; the message tells the person what to do next. */
export const resetTokenErrors = {
  malformed: () =>
    new AppError(
      'reset_token_invalid',
      400,
      'The reset link is invalid. Please request a new one.',
    ),
  expired: () =>
    new AppError(
      'reset_token_expired',
      400,
      'The reset link has expired. Please request a new one.',
    ),
  used: () =>
    new AppError(
      'reset_token_used',
      400,
      'The reset link has already been used. Please request a new one.',
    ),
  superseded: () =>
    new AppError(
      'reset_token_superseded',
      400,
      'The password has changed since this reset link was sent. Please request a new one.',
    ),
}

export interface ResetClaims {
  ownerId: number
  tokenVersion: number
  /** The one-time id; the server keeps only its hash. */
  id: string
  user: { name: string; email: string }
}

/** A fresh one-time id for a reset link. */
export function newResetId(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashResetId(id: string): string {
  return crypto.createHash('sha256').update(id).digest('hex')
}

/**
 * The reset JWT: HS256, `purpose: 'reset'` (an owner session token is never accepted in its place,
 * nor the other way round), 15 minutes, and `user: {name, email}` for the reset page to show.
 */
export async function signResetToken(key: Uint8Array, claims: ResetClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ purpose: 'reset', user: claims.user, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.ownerId))
    .setJti(claims.id)
    .setIssuedAt(now)
    .setExpirationTime(now + RESET_TOKEN_TTL_MINUTES * 60)
    .sign(key)
}

/** Checks signature (HS256 only), purpose and expiry; throws a 400 AppError that says which. */
export async function verifyResetToken(key: Uint8Array, token: string): Promise<ResetClaims> {
  let payload
  try {
    ;({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'jti', 'sub'],
    }))
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw resetTokenErrors.expired()
    throw resetTokenErrors.malformed()
  }
  const ownerId = Number(payload.sub)
  const user = payload.user as { name?: unknown; email?: unknown } | undefined
  if (
    payload.purpose !== 'reset' ||
    !Number.isInteger(ownerId) ||
    typeof payload.ver !== 'number' ||
    typeof payload.jti !== 'string' ||
    typeof user?.name !== 'string' ||
    typeof user.email !== 'string'
  ) {
    throw resetTokenErrors.malformed()
  }
  return {
    ownerId,
    tokenVersion: payload.ver,
    id: payload.jti,
    user: { name: user.name, email: user.email },
  }
}
