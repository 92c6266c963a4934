import { Type, type Static } from 'typebox'

export const LoginInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 200, title: 'Username' }),
    password: Type.String({ minLength: 1, maxLength: 1024, title: 'Password' }),
  },
  { additionalProperties: false },
)
export type LoginInput = Static<typeof LoginInput>

export const LoginResponse = Type.Object({
  success: Type.Literal(true),
  authtoken: Type.String(),
  message: Type.String(),
})

export const Owner = Type.Object({
  name: Type.String(),
  email: Type.String(),
  username: Type.String(),
})
export type Owner = Static<typeof Owner>

export const OwnerResponse = Type.Object({ success: Type.Literal(true), data: Owner })

/** The address a fresh install uses until the owner sets theirs (OWNER_EMAIL, or the dashboard). */
export const PLACEHOLDER_OWNER_EMAIL = 'owner@example.com'

/**
 * The account's name, e-mail and username: each optional (left out, it stays), the current
 * password always (a stolen session alone cannot take the account over).
 */
export const UpdateAccountInput = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, title: 'Name' })),
    email: Type.Optional(
      Type.String({
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        title: 'E-mail',
        errorMessage: 'Enter a valid e-mail address',
      }),
    ),
    username: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: '^\\S+$',
        title: 'Username',
        errorMessage: 'A username has no spaces',
      }),
    ),
    password: Type.String({ minLength: 1, maxLength: 4096, title: 'Current password' }),
  },
  { additionalProperties: false },
)
export type UpdateAccountInput = Static<typeof UpdateAccountInput>

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256

const NewPassword = Type.String({ maxLength: 4096, title: 'New password' })

export const UpdatePasswordInput = Type.Object(
  {
    oldpass: Type.String({ minLength: 1, maxLength: 4096, title: 'Old password' }),
    newpass: NewPassword,
  },
  { additionalProperties: false },
)
export type UpdatePasswordInput = Static<typeof UpdatePasswordInput>

export const ResetPasswordQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096, title: 'Reset token' }) },
  { additionalProperties: false },
)
export type ResetPasswordQuery = Static<typeof ResetPasswordQuery>

export const ResetPasswordInput = Type.Object(
  {
    email: Type.String({ maxLength: 254, title: 'E-mail address' }),
    password: Type.Object(
      { newPassword: NewPassword, confirmPassword: { ...NewPassword, title: 'Confirm password' } },
      { additionalProperties: false, title: 'Password' },
    ),
  },
  { additionalProperties: false },
)
export type ResetPasswordInput = Static<typeof ResetPasswordInput>

/** What the reset page decodes from the reset token's payload (no verification in the browser). */
export const ResetTokenPayload = Type.Object({
  user: Type.Object({ name: Type.String(), email: Type.String() }),
  purpose: Type.Literal('reset'),
})
export type ResetTokenPayload = Static<typeof ResetTokenPayload>

/** A reset link is valid this long after it is requested. */
export const RESET_TOKEN_TTL_MINUTES = 15
/** `forgot-password` requests one address may make in an hour. */
export const FORGOT_PASSWORD_HOURLY_LIMIT = 5

/**
 * Login throttling. Failures are counted per (username, address) and, with a higher ceiling, per
 * address. Reaching a limit locks that key for `firstLockSeconds`, doubling with each further
 * failure up to `maxLockSeconds`; a key is forgotten after `quietMinutes` without attempts.
 */
export const LOGIN_THROTTLE = {
  perUsernameAndAddress: 5,
  perAddress: 20,
  quietMinutes: 15,
  firstLockSeconds: 60,
  maxLockSeconds: 24 * 60 * 60,
} as const
