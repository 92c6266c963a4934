import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

export interface RateCounterRequest {
  /** What is counted, e.g. 'contact' or 'forgot-password'. */
  scope: string
  /** Who is counted, usually the client address. */
  subject: string
  /** Fixed window length: UTC hours or UTC days. */
  windowMs: number
  limit: number
}

export type RateCounterResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one hit in the current fixed window, atomically in the database: one conditional upsert
 * (`on conflict … do update … where hits < limit returning`) that SQLite and PostgreSQL both run as
 * a single statement, so concurrent requests and several instances share one count. Pass a
 * transaction to make the hit part of the write it guards.
 */
export async function consumeRateCounter(
  db: Kysely<Database>,
  request: RateCounterRequest,
): Promise<RateCounterResult> {
  const now = Date.now()
  const start = Math.floor(now / request.windowMs) * request.windowMs
  const windowStart = new Date(start).toISOString()
  await db
    .deleteFrom('rate_counters')
    .where('scope', '=', request.scope)
    .where('subject', '=', request.subject)
    .where('window_start', '<', windowStart)
    .execute()
  const counted = await db
    .insertInto('rate_counters')
    .values({
      scope: request.scope,
      subject: request.subject,
      window_start: windowStart,
      hits: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'subject', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_counters.hits', '+', 1) }))
        .where('rate_counters.hits', '<', request.limit),
    )
    .returning('hits')
    .executeTakeFirst()
  if (counted) return { allowed: true }
  return { allowed: false, retryAfterSeconds: (start + request.windowMs - now) / 1000 }
}
