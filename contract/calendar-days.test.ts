import { describe, expect, it } from 'vitest'
import { dayIn } from './calendar-days.ts'

describe('the day an instant falls on', () => {
  const intlDay = (timeZone: string, at: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at)

  it('in UTC is the day Intl names, either side of midnight and across years', () => {
    const instants = [
      '2026-11-28T00:00:00.000Z',
      '2026-11-28T23:59:59.999Z',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00.000Z',
      '2024-02-29T12:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ].map((text) => new Date(text))
    for (const at of instants) expect(dayIn('UTC', at)).toBe(intlDay('UTC', at))
  })

  it('in another time zone is that zone’s day', () => {
    const at = new Date('2026-11-28T23:30:00Z')
    expect(dayIn('UTC', at)).toBe('2026-11-28')
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-29')
    expect(dayIn('America/Los_Angeles', new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27')
  })

  it('past year 9999 still names the day, and refuses an invalid date', () => {
    expect(dayIn('UTC', new Date(Date.UTC(10000, 0, 1)))).toBe('10000-01-01')
    expect(() => dayIn('UTC', new Date(Number.NaN))).toThrow(RangeError)
    expect(() => dayIn('Asia/Tokyo', new Date(Number.NaN))).toThrow(RangeError)
  })
})
