/**
 * How every date the site shows is written: day, month name, year ("23 November 2026"), never
 * figures alone ("10-08-2023" reads as October in one country and August in another). English
 * month names whatever the visitor's language, like the rest of the site's words. Public pages
 * and OG cards are rendered on the server, so their dates are in UTC and the same on every
 * machine; the dashboard, which renders in the owner's browser, writes a time where it matters in
 * the owner's own time zone ("23 November 2026, 14:05"). A date the owner typed as text (a
 * certificate's date) is shown as typed and never passes through here.
 */

import { onFirstUse } from './first-use.ts'

type When = Date | string | number

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { ...DAY, timeZone: 'UTC' }))
const localDateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', DAY))
const localTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', TIME))

const asDate = (when: When) => (when instanceof Date ? when : new Date(when))

/** "23 November 2026" (UTC): a day, as public pages, OG cards and dashboard lists show it. */
export function formatDate(when: When): string {
  return dateFormat().format(asDate(when))
}

/** "23 November 2026" in the owner's time zone: a day in a dashboard list. */
export function formatLocalDate(when: When): string {
  return localDateFormat().format(asDate(when))
}

/** "23 November 2026, 14:05" in the owner's time zone: when something happened, in the dashboard. */
export function formatDateTime(when: When): string {
  const date = asDate(when)
  return `${localDateFormat().format(date)}, ${localTimeFormat().format(date)}`
}

/** "14:05" in the owner's time zone: a time of today ("Saved at 14:05"). */
export function formatTime(when: When): string {
  return localTimeFormat().format(asDate(when))
}

/** How a month is named: partial dates ("May 2024", "March – May 2024") write it so too. */
export const MONTH = DAY.month
