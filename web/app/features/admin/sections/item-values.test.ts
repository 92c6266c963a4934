import { describe, expect, it } from 'vitest'
import { checkItem, formValuesOf, partialDate, partsOf, readableDate } from './item-values.ts'
import { TALKS } from './test/fixtures.ts'

describe("an item's dates, as typed and as sent", () => {
  it('goes from parts to a partial date and back', () => {
    expect(partialDate({ year: '2024', month: '', day: '' })).toBe('2024')
    expect(partialDate({ year: '2024', month: '5', day: '' })).toBe('2024-05')
    expect(partialDate({ year: '2024', month: '5', day: '7' })).toBe('2024-05-07')
    expect(partialDate({ year: '', month: '5', day: '7' })).toBe('')
    expect(partsOf('2024-05-07')).toEqual({ year: '2024', month: '5', day: '7' })
    expect(partsOf(undefined)).toEqual({ year: '', month: '', day: '' })
    expect(readableDate('2024-05-07')).toBe('7 May 2024')
    expect(readableDate('2024-12')).toBe('December 2024')
  })

  it('says what is wrong with a date in words', () => {
    const values = (start: object, end?: object) => ({
      ...formValuesOf(TALKS),
      title: 'Talk',
      start: { year: '', month: '', day: '', ...start },
      ...(end ? { endKind: 'date' as const, end: { year: '', month: '', day: '', ...end } } : {}),
    })
    expect(checkItem(TALKS, values({ year: '2024', month: '2', day: '30' })).start).toBe(
      'Start: February 2024 has no day 30',
    )
    expect(checkItem(TALKS, values({ year: '2024', month: '2', day: '29' })).start).toBeUndefined()
    expect(checkItem(TALKS, values({ year: '24' })).start).toBe(
      'Start: the year has four digits, like 2024',
    )
    expect(checkItem(TALKS, values({ month: '3' })).start).toBe('Start needs a year')
    expect(checkItem(TALKS, values({}, { year: '2024' })).start).toBe('A period needs its start')
    expect(
      checkItem(TALKS, values({ year: '2024', month: '6' }, { year: '2024', month: '5' })).end,
    ).toBe('A period ends after it starts')
    // The same year ends after it starts, whatever month the start had.
    expect(
      checkItem(TALKS, values({ year: '2024', month: '6' }, { year: '2024' })).end,
    ).toBeUndefined()
  })
})
