import type { Kysely } from 'kysely'
import type { Database, PasskeyRow } from '@/db/schema.ts'

/** A WebAuthn challenge is good for this long, once. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000

export type ChallengePurpose = 'register' | 'sign-in'

/** WebAuthn's transport hints (Level 3, with the older name `cable`). */
const TRANSPORTS = ['usb', 'nfc', 'ble', 'smart-card', 'hybrid', 'internal', 'cable'] as const
type Transport = (typeof TRANSPORTS)[number]

/**
 * The transports a registration answer names, as the browser gets them back later: only
 * WebAuthn's values, each once (so at most seven). The answer is the client's to write, so
 * anything else in it (8 000 characters were once accepted) is dropped.
 */
function webAuthnTransports(value: unknown): Transport[] {
  if (!Array.isArray(value)) return []
  const known = new Set<string>(TRANSPORTS)
  return [...new Set(value.filter((item): item is Transport => known.has(item as string)))]
}

/** A stored passkey's transports. */
export function storedTransports(row: PasskeyRow): Transport[] {
  try {
    return webAuthnTransports(JSON.parse(row.transports))
  } catch {
    return []
  }
}

export interface NewPasskey {
  id: string
  ownerId: number
  name: string
  publicKey: string
  counter: number
  /** As the registration answer gave them: kept only as `webAuthnTransports` allows. */
  transports: unknown
  deviceType: string
  backedUp: boolean
}

/** Passkeys (WebAuthn credentials) and their one-time challenges (migration 0015). */
export function passkeyStore(db: Kysely<Database>) {
  return {
    async list(ownerId: number): Promise<PasskeyRow[]> {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .execute()
    },

    async find(id: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async add(passkey: NewPasskey): Promise<void> {
      await db
        .insertInto('passkeys')
        .values({
          id: passkey.id,
          owner_id: passkey.ownerId,
          name: passkey.name,
          public_key: passkey.publicKey,
          counter: String(passkey.counter),
          transports: JSON.stringify(webAuthnTransports(passkey.transports)),
          device_type: passkey.deviceType,
          backed_up: passkey.backedUp ? 1 : 0,
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute()
    },

    async rename(ownerId: number, id: string, name: string): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ name })
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async remove(ownerId: number, id: string): Promise<PasskeyRow | undefined> {
      const row = await db
        .deleteFrom('passkeys')
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row
    },

    async used(id: string, counter: number, backedUp: boolean): Promise<void> {
      await db
        .updateTable('passkeys')
        .set({
          counter: String(counter),
          backed_up: backedUp ? 1 : 0,
          last_used_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute()
    },

    async saveChallenge(challenge: string, purpose: ChallengePurpose): Promise<void> {
      const now = Date.now()
      await db
        .deleteFrom('auth_challenges')
        .where('expires_at', '<', new Date(now).toISOString())
        .execute()
      await db
        .insertInto('auth_challenges')
        .values({
          challenge,
          purpose,
          expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
        })
        .execute()
    },

    /** Uses a challenge up: true once, for a challenge made for this purpose and not expired. */
    async takeChallenge(challenge: string, purpose: ChallengePurpose): Promise<boolean> {
      const result = await db
        .deleteFrom('auth_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },
  }
}
