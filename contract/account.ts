import { Type, type Static } from 'typebox'

/** A two-factor code as typed: 6 digits (spaces allowed), or a recovery code. */
const SecondFactor = Type.String({ minLength: 1, maxLength: 64, title: 'Code' })

export const LoginInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 200, title: 'Username' }),
    password: Type.String({ minLength: 1, maxLength: 1024, title: 'Password' }),
    /** With two-factor on: a current code from the authenticator app, or an unused recovery code. */
    code: Type.Optional(SecondFactor),
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

/** The placeholder is nobody's address: the public site never shows it as the owner's. */
export function isPlaceholderEmail(address: string): boolean {
  return address.trim().toLowerCase() === PLACEHOLDER_OWNER_EMAIL
}

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
    /**
     * Also remove every passkey (left out: they stay, as before). A passkey signs in without the
     * password, so one planted by someone else survives a reset unless removed.
     */
    removePasskeys: Type.Optional(Type.Boolean({ title: 'Remove every passkey' })),
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

// ---- Sign-in: two-factor codes, passkeys, sessions ----------------------------------------------

/** A refused sign-in: `twoFactorRequired` when the password was right and a code is needed. */
export const LoginRefusal = Type.Object({
  success: Type.Literal(false),
  twoFactorRequired: Type.Optional(Type.Literal(true)),
  message: Type.String(),
})
export type LoginRefusal = Static<typeof LoginRefusal>

export const TwoFactorSetup = Type.Object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: Type.String(),
})
export type TwoFactorSetup = Static<typeof TwoFactorSetup>

/**
 * The current password and a code: what turning two-factor on (a code of the secret being set up),
 * turning it off and making new recovery codes (a current code or a recovery code) take. The
 * password means a stolen session alone cannot change how the account signs in.
 */
const PasswordAndCode = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 4096, title: 'Current password' }),
    code: SecondFactor,
  },
  { additionalProperties: false },
)

export const TwoFactorEnableInput = PasswordAndCode
export type TwoFactorEnableInput = Static<typeof TwoFactorEnableInput>

export const TwoFactorDisableInput = PasswordAndCode
export type TwoFactorDisableInput = Static<typeof TwoFactorDisableInput>

export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) })
export type RecoveryCodes = Static<typeof RecoveryCodes>

/** What the account page shows of its sign-in: two-factor on or off, recovery codes left. */
export const SignInStatus = Type.Object({
  twoFactor: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  passkeys: Type.Integer(),
})
export type SignInStatus = Static<typeof SignInStatus>

/** Ten single-use recovery codes are made when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10

export const Session = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The client address as the limits key it (an IPv6 address by its /64). */
  address: Type.String(),
  /** "Chrome 131 on macOS". */
  browser: Type.String(),
  /** How it signed in: password, two-factor code, recovery code or passkey. */
  method: Type.String(),
  /** The session this request came from. */
  current: Type.Boolean(),
})
export type Session = Static<typeof Session>

export const SessionParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, title: 'Session id' }) },
  { additionalProperties: false },
)

export const Passkey = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  /** Synced between devices by its provider (a passkey manager) or bound to one device. */
  synced: Type.Boolean(),
})
export type Passkey = Static<typeof Passkey>

export const PASSKEY_NAME_MAX = 60

const PasskeyName = Type.String({
  minLength: 1,
  maxLength: PASSKEY_NAME_MAX,
  pattern: '\\S',
  title: 'Name',
  errorMessage: `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters`,
})

export const PasskeyParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 1024, title: 'Passkey id' }) },
  { additionalProperties: false },
)

/** The browser's answer to navigator.credentials.create/get, as @simplewebauthn/browser gives it. */
const WebAuthnAnswer = Type.Record(Type.String(), Type.Unknown(), { title: 'Passkey answer' })

/** Adding a passkey asks for the password first: a stolen session alone cannot add one. */
export const PasskeyOptionsInput = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 4096, title: 'Current password' }) },
  { additionalProperties: false },
)
export type PasskeyOptionsInput = Static<typeof PasskeyOptionsInput>

export const PasskeyRegisterInput = Type.Object(
  { name: PasskeyName, response: WebAuthnAnswer },
  { additionalProperties: false },
)
export type PasskeyRegisterInput = Static<typeof PasskeyRegisterInput>

export const PasskeyRenameInput = Type.Object(
  { name: PasskeyName },
  { additionalProperties: false },
)
export type PasskeyRenameInput = Static<typeof PasskeyRenameInput>

export const PasskeyLoginInput = Type.Object(
  { response: WebAuthnAnswer },
  { additionalProperties: false },
)
export type PasskeyLoginInput = Static<typeof PasskeyLoginInput>

/** What the account log says of a failed sign-in whose username is not the owner's. */
export const UNKNOWN_USERNAME = 'unknown username'

/**
 * Why a passkey sign-in failed: the account log stores the code (`passkey: <code>`), never text
 * from the request, and shows these words.
 */
export const PASSKEY_FAILURES = {
  'unknown-passkey': 'with a passkey not registered here',
  'other-site': 'with a passkey answer made for another site',
  'no-user-verification': 'with a passkey that did not check the fingerprint, face or PIN',
  'expired-request': 'with a passkey, answering a request that expired or was already used',
  cloned: 'with a passkey whose signature counter went back: it may have been copied',
  'not-verified': 'with a passkey answer that did not verify',
  'no-account': 'with a passkey of an account that no longer exists',
} as const
export type PasskeyFailure = keyof typeof PASSKEY_FAILURES

/** Texts of the sign-in routes that clients and the dashboard show. */
export const SIGN_IN_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeWrong:
    'That code is not right, or it was already used. Enter the current code from your app, or a recovery code.',
  setupFirst: 'Start the two-factor setup first (POST /api/user/2fa/setup)',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notOn: 'Two-factor sign-in is not on',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  recoveryRenewed: 'New recovery codes made; the old ones no longer work',
  wrongPassword: 'The current password is not correct',
  sessionEnded: 'Signed out of that session',
  othersEnded: (count: number) =>
    count === 0
      ? 'No other session was signed in'
      : `Signed out of ${count} other session${count === 1 ? '' : 's'}`,
  noSession: 'That session has already ended',
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
  noPasskey: 'That passkey is not registered here',
  passkeyRefused: 'The passkey could not be verified. Try again, or sign in with your password.',
  passkeyExpired: 'The passkey request expired. Try again.',
  passkeyUnknown: 'This passkey is not registered for this site. Sign in with your password.',
  signedIn: 'Logged In  Successfully',
} as const
