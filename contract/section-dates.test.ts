import { describe, expect, it } from 'vitest'
import { itemDateText, partialDate } from './section-dates.ts'

describe("a custom section item's date", () => {
  it('is shown as precisely as it was given', () => {
    expect(partialDate('2024')).toBe('2024')
    expect(partialDate('2024-05')).toBe('May 2024')
    expect(partialDate('2024-05-17')).toBe('17 May 2024')
  })

  it('shows a period once, sharing what its two ends have in common, or up to "Present"', () => {
    const text = (date: Parameters<typeof itemDateText>[0]) =>
      itemDateText(date).text.replace(/\s/g, ' ')
    expect(text({ start: '2024-03-21' })).toBe('21 March 2024')
    expect(text({ start: '2024-03', end: '2024-03' })).toBe('March 2024')
    expect(text({ start: '2024-03-21', end: '2024-03-22' })).toBe('21 – 22 March 2024')
    expect(text({ start: '2023-03', end: '2024-05' })).toBe('March 2023 – May 2024')
    expect(text({ start: '2019', end: '2021' })).toBe('2019 – 2021')
    expect(text({ start: '2022-09', end: 'present' })).toBe('September 2022 – Present')
    // Ends given less or more precisely than the start are each shown as given.
    expect(text({ start: '2021-06-01', end: '2022' })).toBe('1 June 2021 – 2022')
  })

  it('answers the start for <time datetime>', () => {
    expect(itemDateText({ start: '2024-05', end: 'present' }).dateTime).toBe('2024-05')
    expect(itemDateText({ start: '2019', end: '2021' }).dateTime).toBe('2019')
  })
})
