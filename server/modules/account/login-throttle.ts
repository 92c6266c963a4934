import type { Kysely } from 'kysely'
import { LOGIN_THROTTLE } from '@contract/account.ts'
import type { Dialect } from '@/db/database.ts'
import type { Database, LoginAttemptRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'

/** The per-address ceiling's row has this username: real usernames are never empty. */
const ANY_USERNAME = ''
const QUIET_MS = LOGIN_THROTTLE.quietMinutes * 60 * 1000

/** The answer to an attempt the throttle refused: 429 with Retry-After, in minutes for people. */
export function tooManyLoginAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return errors.tooManyRequests(
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  )
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Key {
  address: string
  username: string
  limit: number
}

function keys(username: string, address: string): Key[] {
  return [
    { address, username, limit: LOGIN_THROTTLE.perUsernameAndAddress },
    { address, username: ANY_USERNAME, limit: LOGIN_THROTTLE.perAddress },
  ]
}

/** Locks double with every failure past the limit: 1 min, 2 min, 4 min, … up to a day. */
function lockMs(failures: number, limit: number): number {
  const doublings = Math.min(failures - limit, 30)
  const seconds = Math.min(
    LOGIN_THROTTLE.firstLockSeconds * 2 ** doublings,
    LOGIN_THROTTLE.maxLockSeconds,
  )
  return seconds * 1000
}

function lockedUntil(row: LoginAttemptRow): number {
  return row.locked_until ? Date.parse(row.locked_until) : 0
}

/** A key with no attempt for the quiet period (counted from the end of any lock) starts over. */
function isQuiet(row: LoginAttemptRow, now: number): boolean {
  return now - Math.max(Date.parse(row.last_attempt_at), lockedUntil(row)) >= QUIET_MS
}

/**
 * Login throttling with its counters in the database, so a restart forgets nothing. Each attempt
 * is counted as a failure *before* the password is checked (rows locked for the transaction), so a
 * burst of parallel guesses cannot slip past the limit; a success takes its count back. Keys are
 * (username, address) and the address alone: an attacker elsewhere never locks the owner out.
 */
export function loginThrottle(db: Kysely<Database>, dialect: Dialect) {
  async function lockRows(trx: Kysely<Database>, username: string, address: string) {
    const query = trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('address', '=', address)
      .where('username', 'in', [username, ANY_USERNAME])
      .orderBy('username')
    // SQLite runs one transaction at a time; PostgreSQL needs the rows locked.
    return dialect === 'postgres' ? query.forUpdate().execute() : query.execute()
  }

  return {
    /**
     * Counts the attempt, or refuses it while a lock holds. A refused attempt writes nothing: an
     * address locked out cannot grow the table by trying new usernames.
     */
    async begin(username: string, address: string): Promise<LoginAttempt> {
      return db.transaction().execute(async (trx) => {
        const now = Date.now()
        const stamp = new Date(now).toISOString()
        const refusal = (rows: LoginAttemptRow[]): LoginAttempt | undefined => {
          const waitMs = Math.max(0, ...rows.map((row) => lockedUntil(row) - now))
          return waitMs > 0 ? { allowed: false, retryAfterSeconds: waitMs / 1000 } : undefined
        }
        let rows = await lockRows(trx, username, address)
        const refusedAtOnce = refusal(rows)
        if (refusedAtOnce) return refusedAtOnce
        if (rows.length < keys(username, address).length) {
          // Rows that do not exist cannot be locked: they are made first (a parallel attempt may
          // make them at the same moment, hence no conflict), then locked and read again.
          await trx
            .insertInto('login_attempts')
            .values(
              keys(username, address).map((key) => ({
                address,
                username: key.username,
                failures: 0,
                last_attempt_at: stamp,
                locked_until: null,
              })),
            )
            .onConflict((conflict) => conflict.columns(['address', 'username']).doNothing())
            .execute()
          rows = await lockRows(trx, username, address)
          const refused = refusal(rows)
          if (refused) return refused
        }

        for (const key of keys(username, address)) {
          const row = rows.find((r) => r.username === key.username)
          const failures = (!row || isQuiet(row, now) ? 0 : row.failures) + 1
          await trx
            .updateTable('login_attempts')
            .set({
              failures,
              last_attempt_at: stamp,
              locked_until:
                failures >= key.limit
                  ? new Date(now + lockMs(failures, key.limit)).toISOString()
                  : null,
            })
            .where('address', '=', address)
            .where('username', '=', key.username)
            .execute()
        }
        return { allowed: true }
      })
    },

    /** The password was right: forget this pair, and give the address its attempt back. */
    async succeeded(username: string, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await lockRows(trx, username, address)
        await trx
          .deleteFrom('login_attempts')
          .where('address', '=', address)
          .where('username', '=', username)
          .execute()
        const ceiling = rows.find((row) => row.username === ANY_USERNAME)
        if (!ceiling) return
        const failures = Math.max(0, ceiling.failures - 1)
        await trx
          .updateTable('login_attempts')
          .set({
            failures,
            locked_until: failures >= LOGIN_THROTTLE.perAddress ? ceiling.locked_until : null,
          })
          .where('address', '=', address)
          .where('username', '=', ANY_USERNAME)
          .execute()
      })
    },

    /**
     * The attempt was not a failure but not a whole sign-in either (the right password, the
     * two-factor code still to come): its count is taken back from both keys, nothing more.
     */
    async release(username: string, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await lockRows(trx, username, address)
        for (const key of keys(username, address)) {
          const row = rows.find((r) => r.username === key.username)
          if (!row) continue
          const failures = Math.max(0, row.failures - 1)
          await trx
            .updateTable('login_attempts')
            .set({ failures, locked_until: failures >= key.limit ? row.locked_until : null })
            .where('address', '=', address)
            .where('username', '=', key.username)
            .execute()
        }
      })
    },

    /** Drops rows nobody has used for a day, so the table stays small. */
    async prune(): Promise<void> {
      const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
      await db
        .deleteFrom('login_attempts')
        .where('last_attempt_at', '<', cutoff)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
        .execute()
    },
  }
}
