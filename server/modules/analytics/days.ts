import { dayIn } from '@contract/calendar-days.ts'

/**
 * The server's side of calendar days (contract/calendar-days.ts has the rest): today, kept, and
 * whether a time zone is known.
 */
export { addDays, dayCount, dayIn, eachDay, FIRST_DAY, isRealDay } from '@contract/calendar-days.ts'

/**
 * The last answer of `today`: a day can only change on a whole minute in any time zone (offsets
 * are whole minutes), so the answer holds until the next one. Formatting a date is a good part of
 * a page view's cost otherwise.
 */
let current: { timeZone: string; day: string; until: number } | undefined

/** Today in `timeZone`, now. */
export function today(timeZone: string, now: number = Date.now()): string {
  if (
    current &&
    current.timeZone === timeZone &&
    now < current.until &&
    now >= current.until - 60_000
  )
    return current.day
  const day = dayIn(timeZone, new Date(now))
  current = { timeZone, day, until: Math.floor(now / 60_000) * 60_000 + 60_000 }
  return day
}

/** Whether the server knows the time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    dayIn(zone)
    return true
  } catch {
    return false
  }
}
