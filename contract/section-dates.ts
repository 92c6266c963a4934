import { MONTH } from './dates.ts'
import type { ItemValues } from './section.ts'

type ItemDate = NonNullable<ItemValues['date']>

/**
 * A partial date (2024, 2024-05, 2024-05-17) is shown as precisely as it was given: "2024",
 * "May 2024", "17 May 2024": the month in words, as every date of the site (contract/dates.ts).
 * The same on the server and in every browser (UTC); English unless a page in another language
 * asks (`locale`, its Intl locale).
 */
const ENGLISH = 'en-GB'

const formatsOf = (locale: string) =>
  ({
    4: new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }),
    7: new Intl.DateTimeFormat(locale, { month: MONTH, year: 'numeric', timeZone: 'UTC' }),
    10: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: MONTH,
      year: 'numeric',
      timeZone: 'UTC',
    }),
  }) as const

type Formats = ReturnType<typeof formatsOf>
const FORMATS = new Map<string, Formats>()

function formatOf(value: string, locale: string) {
  let formats = FORMATS.get(locale)
  if (!formats) {
    formats = formatsOf(locale)
    FORMATS.set(locale, formats)
  }
  return formats[value.length as keyof Formats] as Intl.DateTimeFormat | undefined
}

/** The first moment of a partial date, for Intl (a year is its 1 January). */
const instant = (value: string) => new Date(`${value}${'-01-01'.slice(value.length - 4)}`)

export function partialDate(value: string, locale = ENGLISH): string {
  const format = formatOf(value, locale)
  return format ? format.format(instant(value)) : value
}

/**
 * An item's date or period as the site shows it: "17 May 2024", "21 – 22 March 2024",
 * "March 2023 – September 2024", "2021 – Present" (`present`: the word of the page's language);
 * `dateTime` is its start, for `<time>`.
 */
export function itemDateText(
  date: ItemDate,
  locale = ENGLISH,
  present = 'Present',
): { text: string; dateTime: string } {
  const { start, end } = date
  if (end === undefined || end === start) {
    return { text: partialDate(start, locale), dateTime: start }
  }
  if (end === 'present') {
    return { text: `${partialDate(start, locale)} – ${present}`, dateTime: start }
  }
  const format = formatOf(start, locale)
  // Two dates given alike share what they have in common: "21 – 22 March 2024".
  const text =
    format && start.length === end.length
      ? format.formatRange(instant(start), instant(end))
      : `${partialDate(start, locale)} – ${partialDate(end, locale)}`
  return { text, dateTime: start }
}
