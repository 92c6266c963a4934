/** Calendar days as YYYY-MM-DD text, in a time zone (analytics reports and their ranges). */

const formats = new Map<string, Intl.DateTimeFormat>()

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

/** The day `at` falls on in `timeZone` (an IANA name the server knows). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = formats.get(timeZone)
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format.format(at)
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

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** A real calendar day (the pattern lets 2026-02-31 through). */
export const isRealDay = (day: string): boolean =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day

/** Days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
