import { describe, expect, it } from 'vitest'
import { changeFrom, periodRange, rangeLabel, rangeProblem, todayIn } from './periods.ts'

describe('Audience periods', () => {
  it('ends the fixed periods today and keeps a chosen range in order', () => {
    expect(periodRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' })
    expect(periodRange('7d', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(periodRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(periodRange('range', '2026-03-01', { from: '2026-01-05', to: '2026-01-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    })
    // A start after the end, or none: one day.
    expect(periodRange('range', '2026-03-01', { from: '2026-02-10', to: '2026-02-01' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    })
  })

  it('refuses in words a range past either end of the calendar, and ignores one in the address', () => {
    const words = 'Choose days from 0001-01-01 to 9999-12-31'
    // What a date field holds when a year of five digits is typed in.
    expect(rangeProblem({ from: '2026-01-01', to: '10000-01-01' })).toBe(words)
    expect(rangeProblem({ from: '0000-12-31', to: '2026-01-01' })).toBe(words)
    expect(rangeProblem({ from: '0001-01-01', to: '9999-12-31' })).toBeUndefined()
    expect(periodRange('range', '2026-03-01', { from: '0000-12-31', to: '+010000-01-01' })).toEqual(
      { from: '2026-03-01', to: '2026-03-01' },
    )
  })

  it('says how a figure moved from the period before', () => {
    expect(changeFrom(10, 15)).toEqual({ text: '+50%', direction: 'up' })
    expect(changeFrom(8, 2)).toEqual({ text: '−75%', direction: 'down' })
    expect(changeFrom(4, 4)).toEqual({ text: 'No change', direction: 'same' })
    expect(changeFrom(0, 3)).toEqual({ text: 'New', direction: 'up' })
    expect(changeFrom(1000, 1001)).toEqual({ text: '+<1%', direction: 'up' })
  })

  it('reads today in the site time zone and names ranges for people', () => {
    const instant = new Date('2026-11-24T23:30:00Z')
    expect(todayIn('UTC', instant)).toBe('2026-11-24')
    expect(todayIn('Europe/Paris', instant)).toBe('2026-11-25')
    // Both ends written alike, what they share said once (ICU versions differ in the spaces).
    const label = (from: string, to: string) => rangeLabel({ from, to }).replace(/\s/g, ' ')
    expect(label('2026-11-20', '2026-11-26')).toMatch(/^20 ?– ?26 November 2026$/)
    expect(label('2026-11-25', '2026-12-01')).toBe('25 November – 1 December 2026')
    expect(label('2025-12-30', '2026-01-02')).toBe('30 December 2025 – 2 January 2026')
    expect(rangeLabel({ from: '2026-11-25', to: '2026-11-25' })).toBe('Wednesday, 25 November 2026')
  })
})
