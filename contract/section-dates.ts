import { MONTH } from './dates.ts'
import type { ItemValues } from './section.ts'

type ItemDate = NonNullable<ItemValues['date']>

/**
 * A partial date (2024, 2024-05, 2024-05-17) is shown as precisely as it was given: "2024",
 * "May 2024", "17 May 2024": the month in words, as every date of the site (contract/dates.ts).
 * The same on the server and in every browser (UTC, English).
 */
const FORMATS = {
  4: new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' }),
  7: new Intl.DateTimeFormat('en-GB', { month: MONTH, year: 'numeric', timeZone: 'UTC' }),
  10: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: MONTH,
    year: 'numeric',
    timeZone: 'UTC',
  }),
} as const

const formatOf = (value: string) => FORMATS[value.length as keyof typeof FORMATS]
/** The first moment of a partial date, for Intl (a year is its 1 January). */
const instant = (value: string) => new Date(`${value}${'-01-01'.slice(value.length - 4)}`)

export function partialDate(value: string): string {
  const format = formatOf(value)
  return format ? format.format(instant(value)) : value
}

/**
 * An item's date or period as the site shows it: "17 May 2024", "21 – 22 March 2024",
 * "March 2023 – September 2024", "2021 – Present"; `dateTime` is its start, for `<time>`.
 */
export function itemDateText(date: ItemDate): { text: string; dateTime: string } {
  const { start, end } = date
  if (end === undefined || end === start) return { text: partialDate(start), dateTime: start }
  if (end === 'present') return { text: `${partialDate(start)} – Present`, dateTime: start }
  const format = formatOf(start)
  // Two dates given alike share what they have in common: "21 – 22 March 2024".
  const text =
    format && start.length === end.length
      ? format.formatRange(instant(start), instant(end))
      : `${partialDate(start)} – ${partialDate(end)}`
  return { text, dateTime: start }
}
