/**
 * Calendar days as YYYY-MM-DD text, in a time zone: the analytics' days, on the server (counting,
 * reports) and in the dashboard (periods) alike.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

/** The day `at` falls on in `timeZone` (an IANA name). */
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

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** A real calendar day (the YYYY-MM-DD pattern lets 2026-02-31 through). */
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
