import { describe, expect, it } from 'vitest'
import { announcement, isFromAnotherInstanceOfThisSite } from './content-version.ts'

describe('content version announcements (PostgreSQL, several instances)', () => {
  const self = announcement('public', 'a1')

  it('counts a write announced by another instance of the same site', () => {
    expect(isFromAnotherInstanceOfThisSite(announcement('public', 'b2'), self)).toBe(true)
  })

  it("ignores this instance's own announcement", () => {
    expect(isFromAnotherInstanceOfThisSite(self, self)).toBe(false)
  })

  it('ignores a site kept in another schema of the same database', () => {
    expect(isFromAnotherInstanceOfThisSite(announcement('portfolio_two', 'b2'), self)).toBe(false)
    expect(isFromAnotherInstanceOfThisSite(announcement('publi', 'c/b2'), self)).toBe(false)
  })

  it('ignores an empty or foreign payload', () => {
    expect(isFromAnotherInstanceOfThisSite(undefined, self)).toBe(false)
    expect(isFromAnotherInstanceOfThisSite('', self)).toBe(false)
    expect(isFromAnotherInstanceOfThisSite('hello', self)).toBe(false)
  })
})
