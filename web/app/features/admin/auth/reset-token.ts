import { jwtDecode } from 'jwt-decode'
import type { ResetTokenPayload } from '@contract/account.ts'

export type ResetUser = ResetTokenPayload['user']

/**
 * The name and e-mail in a reset token's payload, decoded without verifying it (the server
 * verifies on submit). Null when the token cannot be decoded.
 */
export function readResetToken(token: string | null): ResetUser | null {
  if (!token) return null
  try {
    const payload = jwtDecode<Partial<ResetTokenPayload>>(token)
    const user = payload.user
    if (!user || typeof user.name !== 'string' || typeof user.email !== 'string') return null
    return { name: user.name, email: user.email }
  } catch {
    return null
  }
}
