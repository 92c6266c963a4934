import type { Kysely, Migration } from 'kysely'

/** The tables as this migration reads them (later versions may change them; this stays). */
interface Tables {
  owner: { id: number; username: string }
  audit_log: { id: number; event: string; detail: string }
}

/** What a passkey failure's stored text (the library's error until then) becomes: a fixed code. */
const PASSKEY_REASONS: Array<[RegExp, string]> = [
  [/^unknown passkey$/, 'unknown-passkey'],
  [/^no account$/, 'no-account'],
  [/^Unexpected authentication response origin/, 'other-site'],
  [/^User verification required/, 'no-user-verification'],
  [/^Custom challenge verifier returned false/, 'expired-request'],
  [/^Response counter value/, 'cloned'],
]

/**
 * Failed sign-ins in the account log stored what the request said: the username as typed (a
 * password typed into the wrong box was kept a year, and backed up) and a passkey library's error
 * text (with the request's origin in it). From now on the log stores the owner's username or
 * "unknown username", and a passkey failure as a fixed code; this rewrites the rows written before
 * the same way. The owner's current username is the only one kept, so a failure from before a
 * change of username reads "unknown username".
 */
export function signInRecordsMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>
      const owner = await db.selectFrom('owner').select('username').orderBy('id').executeTakeFirst()
      const kept = new Set(
        owner ? [owner.username, `${owner.username}: wrong two-factor code`] : [],
      )
      const failures = await db
        .selectFrom('audit_log')
        .select(['id', 'detail'])
        .where('event', '=', 'sign-in-failed')
        .execute()
      for (const { id, detail } of failures) {
        const rewritten = rewrite(detail, kept)
        if (rewritten === detail) continue
        await db.updateTable('audit_log').set({ detail: rewritten }).where('id', '=', id).execute()
      }
    },
  }
}

/** The codes themselves: a row already written that way stays. */
const CODES = new Set([...PASSKEY_REASONS.map(([, code]) => code), 'not-verified'])

function rewrite(detail: string, kept: Set<string>): string {
  if (kept.has(detail)) return detail
  if (!detail.startsWith('passkey: ')) return 'unknown username'
  const reason = detail.slice('passkey: '.length)
  if (CODES.has(reason)) return detail
  const known = PASSKEY_REASONS.find(([pattern]) => pattern.test(reason))
  return `passkey: ${known ? known[1] : 'not-verified'}`
}
