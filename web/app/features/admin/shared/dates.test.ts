import { describe, expect, it } from 'vitest'
import { formatWhen } from './dates.ts'

describe('formatWhen', () => {
  const now = Date.parse('2030-01-02T12:00:00Z')
  it('says just now, minutes and hours ago, then the date', () => {
    expect(formatWhen('2030-01-02T11:59:30Z', now)).toBe('just now')
    expect(formatWhen('2030-01-02T11:59:00Z', now)).toBe('1 minute ago')
    expect(formatWhen('2030-01-02T11:15:00Z', now)).toBe('45 minutes ago')
    expect(formatWhen('2030-01-02T09:00:00Z', now)).toBe('3 hours ago')
    expect(formatWhen('2029-12-30T09:00:00Z', now)).toMatch(/^30 December 2029, \d{2}:\d{2}$/)
  })
})
