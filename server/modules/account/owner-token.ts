import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'

/**
 * The HMAC key as WebCrypto wants it, imported once per secret: jose imports a raw Uint8Array
 * again on every call, which was a fifth of an owner request's CPU (docs/performance.md).
 */
const importedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>()
function hs256Key(secret: Uint8Array): Promise<CryptoKey> {
  let key = importedKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    importedKeys.set(secret, key)
  }
  return key
}

/** Owner sessions last at most this long. */
export const OWNER_TOKEN_TTL_SECONDS = 12 * 60 * 60

export interface OwnerClaims {
  ownerId: number
  tokenVersion: number
  /** The session row this token belongs to (session-store.ts). */
  sessionId: string
}

export async function signOwnerToken(key: Uint8Array, claims: OwnerClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId, purpose: 'session' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.ownerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + OWNER_TOKEN_TTL_SECONDS)
    .sign(await hs256Key(key))
}

/** Why a token was refused, for the log only: every client is told `Token has expired`. */
export class TokenRefused extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`owner token ${reason}`)
  }
}

/** Verifies signature (HS256 only), expiry and purpose; throws TokenRefused otherwise. */
export async function verifyOwnerToken(key: Uint8Array, token: string): Promise<OwnerClaims> {
  try {
    const { payload } = await jwtVerify(token, await hs256Key(key), {
      algorithms: ['HS256'],
      currentDate: new Date(),
    })
    const ownerId = Number(payload.sub)
    if (
      payload.purpose !== 'session' ||
      !Number.isInteger(ownerId) ||
      typeof payload.ver !== 'number' ||
      typeof payload.sid !== 'string'
    ) {
      throw new TokenRefused('invalid')
    }
    return { ownerId, tokenVersion: payload.ver, sessionId: payload.sid }
  } catch (error) {
    if (error instanceof TokenRefused) throw error
    throw new TokenRefused(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid')
  }
}
