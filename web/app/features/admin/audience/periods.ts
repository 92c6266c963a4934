import { MONTH } from '@contract/dates.ts'
import { ANALYTICS_MESSAGES } from '@contract/analytics.ts'
import { addDays, dayIn, isRealDay } from '@contract/calendar-days.ts'
import { onFirstUse } from '@contract/first-use.ts'

/** The Audience page's periods and how figures compare with the period before. */

export const PERIODS = [
  { key: 'today', label: 'Today', days: 1, previous: 'yesterday' },
  { key: '7d', label: 'Last 7 days', days: 7, previous: 'the 7 days before' },
  { key: '30d', label: 'Last 30 days', days: 30, previous: 'the 30 days before' },
  { key: 'range', label: 'Range', days: 0, previous: 'the days before' },
] as const
export type PeriodKey = (typeof PERIODS)[number]['key']

export const isPeriodKey = (key: string | null): key is PeriodKey =>
  PERIODS.some((period) => period.key === key)

/** Today in the site's time zone, YYYY-MM-DD. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => dayIn(timeZone, now)

export interface Range {
  from: string
  to: string
}

/**
 * The days a period covers, ending today (a range is the owner's own; a day in it that is no
 * calendar day, from an edited address, counts as not given).
 */
export function periodRange(key: PeriodKey, today: string, custom?: Partial<Range>): Range {
  if (key === 'range') {
    const given = (day: string | undefined) => (day && isRealDay(day) ? day : undefined)
    const to = given(custom?.to) ?? today
    const from = given(custom?.from)
    return { from: from && from <= to ? from : to, to }
  }
  const days = PERIODS.find((period) => period.key === key)!.days
  return { from: addDays(today, 1 - days), to: today }
}

/** Why a range typed in cannot be shown, in words; undefined when it can. */
export function rangeProblem({ from, to }: Range): string | undefined {
  return isRealDay(from) && isRealDay(to) ? undefined : ANALYTICS_MESSAGES.outsideCalendar
}

export interface Change {
  /** For people: "+25%", "−10%", "No change", "New". */
  text: string
  direction: 'up' | 'down' | 'same'
}

/** How a figure moved from the period before. */
export function changeFrom(previous: number, current: number): Change {
  if (previous === current) return { text: 'No change', direction: 'same' }
  if (previous === 0) return { text: 'New', direction: 'up' }
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0)
    return {
      text: current > previous ? '+<1%' : '−<1%',
      direction: current > previous ? 'up' : 'down',
    }
  return percent > 0
    ? { text: `+${percent}%`, direction: 'up' }
    : { text: `−${Math.abs(percent)}%`, direction: 'down' }
}

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
)
const rangeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: MONTH,
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const longDayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: MONTH,
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** "25 Nov": a tick of the chart's axis, where the range above it names the year. */
export const shortDay = (day: string) => dayFormat().format(utcDay(day))
/** "Wednesday, 25 November 2026", in the style of every date (contract/dates.ts). */
export const longDay = (day: string) => longDayFormat().format(utcDay(day))

/**
 * "20–26 November 2026", "25 November – 1 December 2026", or one day: both ends written alike, and what they
 * share (the month, the year) said once, as Intl's range formatting does.
 */
export function rangeLabel({ from, to }: Range): string {
  return from === to ? longDay(from) : rangeFormat().formatRange(utcDay(from), utcDay(to))
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat('en-GB'))
export const count = (value: number) => numberFormat().format(value)
