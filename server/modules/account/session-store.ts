import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, SessionRow } from '@/db/schema.ts'

/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000

export type SignInMethod = 'password' | 'two-factor code' | 'recovery code' | 'passkey'

export interface NewSession {
  ownerId: number
  method: SignInMethod
  address: string
  browser: string
  /** When its token expires: the row goes then too. */
  expiresAt: Date
}

/** What a token's session says of its owner, read in one query. */
export interface LiveSession {
  id: string
  ownerId: number
  username: string
  tokenVersion: number
}

/**
 * The signed-in browsers. A token names its row by `sid`; a token whose row is gone
 * (signed out there, ended from another session, a password change) answers `Token has expired`.
 */
export function sessionStore(db: Kysely<Database>) {
  return {
    async create(session: NewSession): Promise<string> {
      const id = crypto.randomBytes(16).toString('base64url')
      const now = new Date().toISOString()
      await db
        .insertInto('sessions')
        .values({
          id,
          owner_id: session.ownerId,
          method: session.method,
          address: session.address,
          browser: session.browser,
          created_at: now,
          last_seen_at: now,
          expires_at: session.expiresAt.toISOString(),
        })
        .execute()
      return id
    },

    /** The live session and its owner, or undefined; notes that it was seen (once a minute). */
    async use(id: string): Promise<LiveSession | undefined> {
      const now = Date.now()
      const row = await db
        .selectFrom('sessions')
        .innerJoin('owner', 'owner.id', 'sessions.owner_id')
        .select([
          'sessions.id',
          'sessions.owner_id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'owner.username',
          'owner.token_version',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst()
      if (!row || Date.parse(row.expires_at) <= now) return undefined
      if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id', '=', id)
          .execute()
      }
      return {
        id: row.id,
        ownerId: row.owner_id,
        username: row.username,
        tokenVersion: row.token_version,
      }
    },

    /** Live sessions, the most recently seen first. */
    async list(ownerId: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('expires_at', '>', new Date().toISOString())
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute()
    },

    /** Ends one session; false when it was not there (already ended, or someone else's). */
    async end(ownerId: number, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Ends every session of the owner but `keep` (every one when it is undefined); how many ended. */
    async endAll(ownerId: number, keep?: string): Promise<number> {
      let query = db.deleteFrom('sessions').where('owner_id', '=', ownerId)
      if (keep !== undefined) query = query.where('id', '!=', keep)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Drops sessions past their token's expiry. */
    async prune(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute()
    },
  }
}
