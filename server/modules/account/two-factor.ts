import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_COUNT } from '@contract/account.ts'
import type { Database, OwnerRow } from '@/db/schema.ts'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30
/** A code of the step before or after is still accepted (clocks drift, people type slowly). */
const WINDOW_STEPS = 1

function totp(secret: string, label = 'owner', issuer = 'Vitrine'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A new 160-bit secret (RFC 4226's recommended size), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** What the owner's app is set up from: the otpauth:// URL and its QR code as SVG. */
export async function totpSetup(secret: string, label: string, issuer: string) {
  const otpauthUrl = totp(secret, label, issuer).toString()
  // Loaded when two-factor is being set up, not parsed at every start (docs/performance.md).
  const { default: QRCode } = await import('qrcode')
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return { secret, otpauthUrl, qrSvg }
}

/** The code for a time: tests and the command line only. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totp(secret).generate({ timestamp: at })
}

/** The time step a typed code belongs to (±1 step around now), or undefined when it is not valid. */
export function acceptedStep(secret: string, typed: string, now = Date.now()): number | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  if (!/^\d{6}$/.test(digits)) return undefined
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: WINDOW_STEPS })
  if (delta === null) return undefined
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** Recovery codes read aloud well: no 0/o, 1/l/i. 10 characters of 31 = 49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    ).join('')
    return `${characters.slice(0, 5)}-${characters.slice(5)}`
  })
}

/**
 * A recovery code as stored: an HMAC-SHA-256 keyed with the server's secret, so a copy of the
 * database alone does not let anyone try codes offline. Case, spaces and dashes do not matter.
 */
export function hashRecoveryCode(key: Uint8Array, typed: string): string {
  const normalized = typed.toLowerCase().replace(/[\s-]/g, '')
  return crypto.createHmac('sha256', key).update(`recovery:${normalized}`).digest('hex')
}

/** Two-factor state on the owner row and the recovery codes (migration 0015). */
export function twoFactorStore(db: Kysely<Database>) {
  return {
    async startSetup(ownerId: number, secret: string): Promise<void> {
      await db
        .updateTable('owner')
        .set({ totp_pending_secret: secret })
        .where('id', '=', ownerId)
        .execute()
    },

    /** Confirms the pending secret: two-factor on, this code's step used, new recovery codes. */
    async enable(owner: OwnerRow, step: number, recoveryHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('owner')
          .set({
            totp_secret: owner.totp_pending_secret,
            totp_pending_secret: null,
            totp_last_step: step,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', owner.id)
          .where('totp_pending_secret', '=', owner.totp_pending_secret)
          .where('totp_secret', 'is', null)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) return false
        await replaceRecoveryCodes(trx, owner.id, recoveryHashes)
        return true
      })
    },

    async disable(ownerId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('owner')
          .set({
            totp_secret: null,
            totp_pending_secret: null,
            totp_last_step: null,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', ownerId)
          .execute()
        await trx.deleteFrom('recovery_codes').where('owner_id', '=', ownerId).execute()
      })
    },

    /** Takes a time step as used; false when it (or a later one) was used already: no replay. */
    async useStep(ownerId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('owner')
        .set({ totp_last_step: step })
        .where('id', '=', ownerId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Uses a recovery code up; false when it is unknown or already used (one of many at once wins). */
    async useRecoveryCode(ownerId: number, hash: string): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: new Date().toISOString() })
        .where('owner_id', '=', ownerId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async recoveryCodesLeft(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('owner_id', '=', ownerId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async replaceRecoveryCodes(ownerId: number, hashes: string[]): Promise<void> {
      await db.transaction().execute((trx) => replaceRecoveryCodes(trx, ownerId, hashes))
    },
  }
}

async function replaceRecoveryCodes(trx: Kysely<Database>, ownerId: number, hashes: string[]) {
  await trx.deleteFrom('recovery_codes').where('owner_id', '=', ownerId).execute()
  const now = new Date().toISOString()
  await trx
    .insertInto('recovery_codes')
    .values(
      hashes.map((hash) => ({
        code_hash: hash,
        owner_id: ownerId,
        used_at: null,
        created_at: now,
      })),
    )
    .execute()
}
