import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/account.ts'
import { errors } from '@/errors.ts'

/**
 * ~50,000 passwords ranked by how often they leak (zxcvbn-ts' list), compared case-insensitively.
 * Loaded with the first new password (420 KiB of code that a start does not need).
 */
let commonPasswords: Promise<Set<string>> | undefined
async function isCommon(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then((module) => {
    // A CommonJS package: bundled, its exports arrive under `default`.
    const { dictionary } = (module.dictionary as typeof module.dictionary | undefined)
      ? module
      : module.default
    return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  })
  return (await commonPasswords).has(password.toLowerCase())
}

/**
 * NIST 800-63B style: 8 to 256 characters, no composition rules, not a commonly used password and
 * not the username. Nothing is truncated: a longer password is refused, not shortened.
 * Rejects with a 400 AppError that says what is wrong.
 */
export async function checkNewPassword(
  password: string,
  context: { username?: string } = {},
): Promise<void> {
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
  if (await isCommon(password)) {
    throw errors.badRequest(
      'The new password is one of the most commonly used passwords; please choose another',
    )
  }
  if (context.username && password.toLowerCase() === context.username.toLowerCase()) {
    throw errors.badRequest('The new password must not be the username')
  }
}
