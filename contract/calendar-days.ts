/**
 * Calendar days as YYYY-MM-DD text, in a time zone: the analytics' days, on the server (counting,
 * reports) and in the dashboard (periods) alike.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

/** The day `at` falls on in `timeZone` (an IANA name). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // UTC, the analytics' default, needs no time zone data: the ISO text's day is the day. Only
  // for years 0–9999 (beyond, the text is +010000-…), and an invalid date throws a RangeError
  // either way. Intl would read ICU's locale data into memory for the first formatter
  // (contract/first-use.ts), at the server's start (the analytics' roll-up) and for every view.
  if (timeZone === 'UTC') {
    const iso = at.toISOString()
    if (iso.length === 24) return iso.slice(0, 10)
  }
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

/** The calendar the analytics count in: four-digit years, as YYYY-MM-DD text can write them. */
export const FIRST_DAY = '0001-01-01'
export const LAST_DAY = '9999-12-31'

const DAY_TEXT = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/

/**
 * `count` days after `day` (before, when negative). Past either end of the calendar the answer is
 * not YYYY-MM-DD text (JavaScript writes year 10000 as `+010000`), so days are never compared as
 * text across that edge: loops count days instead (eachDay).
 */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** A real calendar day from FIRST_DAY to LAST_DAY (the YYYY-MM-DD pattern lets 2026-02-31 through). */
export const isRealDay = (day: string): boolean =>
  DAY_TEXT.test(day) && day >= FIRST_DAY && addDays(day, 0) === day

/** Days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/** Every day from `from` to `to`, both included: none when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, dayCount(from, to) || 0)
  return Array.from({ length: count }, (_, index) => addDays(from, index))
}
