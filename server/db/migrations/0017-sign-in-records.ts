import type { Kysely, Migration } from 'kysely'

/** The tables as this migration reads them (later versions may change them; this stays). */
interface Tables {
  owner: { id: number; username: string }
  audit_log: { id: number; event: string; detail: string }
  passkeys: { id: string; transports: string }
}

/** WebAuthn's transport hints: a passkey's stored list keeps only these, each once. */
const TRANSPORTS = new Set(['usb', 'nfc', 'ble', 'smart-card', 'hybrid', 'internal', 'cable'])

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
 * Two kinds of rows kept what a request said, and are rewritten as the code now writes them:
 * - failed sign-ins in the account log: the username as typed (a password typed into the wrong
 *   box was kept a year, and backed up) becomes "unknown username" unless it is the owner's (the
 *   current username: a failure from before a change of username reads "unknown username"), and a
 *   passkey library's error text (with the request's origin in it) becomes a fixed reason code;
 * - a passkey's transports, the registration answer's list as sent (8 000 characters were
 *   accepted), keep only WebAuthn's values, each once.
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
      const passkeys = await db.selectFrom('passkeys').select(['id', 'transports']).execute()
      for (const { id, transports } of passkeys) {
        const cleaned = JSON.stringify(knownTransports(transports))
        if (cleaned === transports) continue
        await db.updateTable('passkeys').set({ transports: cleaned }).where('id', '=', id).execute()
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

function knownTransports(stored: string): string[] {
  let list: unknown
  try {
    list = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return [...new Set(list.filter((item): item is string => TRANSPORTS.has(item as string)))]
}
