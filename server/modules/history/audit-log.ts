import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AuditEvent } from '@contract/history.ts'
import { describeBrowser } from '@/browser-families.ts'
import type { Database } from '@/db/schema.ts'

/** The account log keeps a year, and at most this many entries (failed sign-ins are throttled). */
const KEEP_DAYS = 365
const KEEP_ENTRIES = 10_000

export interface AuditRecord {
  event: AuditEvent
  address: string
  browser: string
  detail?: string
}

/**
 * What the account log (and a session) says of this request's client: its address as the limits
 * key it, its browser in families from a fixed list (browser-families.ts).
 */
export function auditClient(request: FastifyRequest): Pick<AuditRecord, 'address' | 'browser'> {
  return {
    address: request.clientKey,
    browser: describeBrowser(request.headers['user-agent']),
  }
}

/** The account log: sign-ins, password changes, resets, backups and restores. */
export function auditLog(db: Kysely<Database>) {
  return {
    async record(entry: AuditRecord, executor: Kysely<Database> = db): Promise<void> {
      await executor
        .insertInto('audit_log')
        .values({
          event: entry.event,
          address: entry.address,
          browser: entry.browser,
          detail: entry.detail ?? '',
          at: new Date().toISOString(),
        })
        .execute()
    },

    /** Newest first. */
    async page(page: number, limit: number) {
      const total = Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      )
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()
      return { rows, total }
    },

    /**
     * Whether anyone signed in before, and whether from this browser at this address: a sign-in
     * from a pair not seen in the past year is mailed to the owner.
     */
    async signInsFrom(client: Pick<AuditRecord, 'address' | 'browser'>) {
      const signIns = db.selectFrom('audit_log').select('id').where('event', '=', 'sign-in')
      const [any, fromHere] = await Promise.all([
        signIns.limit(1).executeTakeFirst(),
        signIns
          .where('address', '=', client.address)
          .where('browser', '=', client.browser)
          .limit(1)
          .executeTakeFirst(),
      ])
      return { any: any !== undefined, fromHere: fromHere !== undefined }
    },

    /** Drops entries older than a year, and the oldest past the ceiling. */
    async prune(now = Date.now()): Promise<void> {
      const before = new Date(now - KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString()
      await db.deleteFrom('audit_log').where('at', '<', before).execute()
      const cutoff = await db
        .selectFrom('audit_log')
        .select('id')
        .orderBy('id', 'desc')
        .offset(KEEP_ENTRIES)
        .limit(1)
        .executeTakeFirst()
      if (cutoff) await db.deleteFrom('audit_log').where('id', '<=', cutoff.id).execute()
    },
  }
}
