/**
 * Vitrine keeps dates as the owner typed them ("2021-2025", "10-08-2023"); JSON Resume wants ISO
 * dates (YYYY, YYYY-MM or YYYY-MM-DD). An export derives ISO dates where the text allows and
 * keeps the text itself in an `x-` property; an import without that text writes one from them.
 */

const YEAR = /\b([12]\d{3})\b/g
const DAY_MONTH_YEAR = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.]([12]\d{3})\s*$/

/** "2019 - 2023" → {startDate: "2019", endDate: "2023"}; "2021 - Present" → start only. */
export function isoRange(text: string): { startDate?: string; endDate?: string } {
  const years = [...text.matchAll(YEAR)].map((match) => match[1]!)
  const [startDate, endDate] = years
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
}

/** "10-08-2023" (day-month-year) → "2023-08-10"; any other text → its first year, if any. */
export function isoDate(text: string): string | undefined {
  const match = DAY_MONTH_YEAR.exec(text)
  if (match) {
    const [, day, month, year] = match as unknown as [string, string, string, string]
    if (Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31) {
      return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
    }
  }
  return isoRange(text).startDate
}

/** Text for a period from ISO dates: "2019-06 - 2021", "2021 - Present", or "" with neither. */
export function periodText(startDate?: string, endDate?: string): string {
  if (!startDate) return endDate ?? ''
  return `${startDate} - ${endDate ?? 'Present'}`
}
