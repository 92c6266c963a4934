import { describe, expect, it } from 'vitest'
import { addDays, dayCount, eachDay, isRealDay, today } from './days.ts'

describe('days', () => {
  it('knows today exactly at midnight, in any time zone, though it keeps its answer a minute', () => {
    const at = (iso: string) => Date.parse(iso)
    expect(today('UTC', at('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25')
    expect(today('UTC', at('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26')
    // India is UTC+5:30: its midnight falls on a half hour.
    expect(today('Asia/Kolkata', at('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25')
    expect(today('Asia/Kolkata', at('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26')
    // A clock set back is not answered from the later minute.
    expect(today('Asia/Kolkata', at('2026-11-25T18:29:30.000Z'))).toBe('2026-11-25')
    expect(today('Pacific/Kiritimati', at('2026-11-25T09:59:00.000Z'))).toBe('2026-11-25')
    expect(today('Pacific/Kiritimati', at('2026-11-25T10:00:00.000Z'))).toBe('2026-11-26')
  })

  it('counts and checks calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365)
    expect(isRealDay('2026-02-31')).toBe(false)
    expect(isRealDay('2028-02-29')).toBe(true)
  })

  it('counts the days of a range at either end of the calendar, and knows days outside it are none', () => {
    // The day after 9999-12-31 is no YYYY-MM-DD text: a loop comparing text would never end.
    expect(eachDay('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31'])
    expect(eachDay('0001-01-01', '0001-01-02')).toEqual(['0001-01-01', '0001-01-02'])
    expect(eachDay('2026-05-02', '2026-05-01')).toEqual([])
    expect(isRealDay('9999-12-31')).toBe(true)
    expect(isRealDay('0001-01-01')).toBe(true)
    expect(isRealDay('0000-12-31')).toBe(false)
    expect(isRealDay('+010000-01-01')).toBe(false)
  })
})
