import { POST_MESSAGES } from '@contract/post.ts'
import { errors } from '@/errors.ts'

/**
 * A post's times are stored as ISO-8601 text in UTC with milliseconds and a four-digit year
 * (`2026-12-01T09:00:00.000Z`): then text order is time order, which the database's comparisons
 * rely on. A year outside 0001–9999 has another form (`+010000-…` sorts before `2026-…`), so it
 * is refused when written, and one stored by an older version is neither public nor shown.
 */
const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** The earliest stored time: the lower bound of "has come", which leaves out any other form. */
export const EARLIEST_STORED_TIME = '0001-01-01T00:00:00.000Z'

/** A time sent by the owner, as stored; a 400 in words when it is not one we can store. */
export function timeToStore(value: string | null | undefined): string | null {
  if (!value) return null
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw errors.badRequest(POST_MESSAGES.publishAtInvalid)
  const year = time.getUTCFullYear()
  if (year < 1 || year > 9999) throw errors.badRequest(POST_MESSAGES.publishAtOutOfRange)
  return time.toISOString()
}

/** A stored time as the API shows it: null when it is not in the stored form. */
export function storedTimeOrNull(value: string | null): string | null {
  return value !== null && STORED_TIME.test(value) ? value : null
}

/** Whether a stored time has come: compared as times, whatever its form. */
export function hasCome(value: string, now = Date.now()): boolean {
  const time = Date.parse(value)
  return !Number.isNaN(time) && time <= now
}
