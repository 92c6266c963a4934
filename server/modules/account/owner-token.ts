import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { errors } from '@/errors.ts'

/** Owner sessions last at most this long. */
export const OWNER_TOKEN_TTL_SECONDS = 12 * 60 * 60

export interface OwnerClaims {
  ownerId: number
  tokenVersion: number
}

export async function signOwnerToken(key: Uint8Array, claims: OwnerClaims): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, purpose: 'session' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.ownerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + OWNER_TOKEN_TTL_SECONDS)
    .sign(key)
}

/** Verifies signature (HS256 only), expiry and purpose; throws a 401 AppError otherwise. */
export async function verifyOwnerToken(key: Uint8Array, token: string): Promise<OwnerClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(),
    })
    const ownerId = Number(payload.sub)
    if (
      payload.purpose !== 'session' ||
      !Number.isInteger(ownerId) ||
      typeof payload.ver !== 'number'
    ) {
      throw errors.unauthorized()
    }
    return { ownerId, tokenVersion: payload.ver }
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.tokenExpired()
    throw errors.unauthorized()
  }
}
