import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './dates.ts'

describe('the one way dates are written', () => {
  it('writes a day with its month in words, the same on every machine (UTC)', () => {
    expect(formatDate('2026-11-23T01:57:00Z')).toBe('23 November 2026')
    expect(formatDate('2023-08-10')).toBe('10 August 2023')
    // Late in the evening west of Greenwich is still the same UTC day everywhere.
    expect(formatDate(new Date('2026-11-23T23:30:00Z'))).toBe('23 November 2026')
  })

  it('adds a 24-hour time in the same style where the time matters', () => {
    expect(formatDateTime('2026-11-23T01:57:00Z')).toMatch(/^\d{1,2} November 2026, \d{2}:57$/)
    expect(formatTime('2026-11-23T01:57:00Z')).toMatch(/^\d{2}:57$/)
  })
})
