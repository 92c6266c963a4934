import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/account.ts'
import { errors } from '../../errors.ts'

/**
 * NIST 800-63B style: length only, no composition rules, nothing truncated silently.
 * Throws a 400 AppError that says what is wrong.
 */
export function checkNewPassword(password: string): void {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) {
    throw errors.badRequest(
      `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    )
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw errors.badRequest(
      `The new password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    )
  }
}
