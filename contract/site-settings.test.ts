import { describe, expect, it } from 'vitest'
import { copyrightYears, siteIdentity, type SiteSettings } from './site-settings.ts'

const settings: SiteSettings = {
  displayName: '',
  siteTitle: '',
  email: '',
  phone: '',
  location: '',
  socialLinks: [],
  githubUsername: '',
  copyrightYear: 2023,
  theme: 'dark',
}

describe('siteIdentity', () => {
  it("derives an empty display name and site title from the owner's name", () => {
    const shown = siteIdentity(settings, 'Ada Lovelace')
    expect(shown.displayName).toBe('Ada Lovelace')
    expect(shown.siteTitle).toBe("Ada's Portfolio")
  })

  it('keeps what the owner chose', () => {
    const shown = siteIdentity(
      { ...settings, displayName: 'Ada L.', siteTitle: 'Engine Works' },
      'Ada Lovelace',
    )
    expect(shown.displayName).toBe('Ada L.')
    expect(shown.siteTitle).toBe('Engine Works')
  })

  it('titles the site from a chosen display name when only the title is empty', () => {
    expect(siteIdentity({ ...settings, displayName: 'Grace Hopper' }, 'Ada').siteTitle).toBe(
      "Grace's Portfolio",
    )
  })
})

describe('copyrightYears', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it('runs from the first year to the current one', () => {
    expect(copyrightYears(2023, now)).toBe('2023–2026')
  })
  it('is one year when the site started this year, or a year not yet begun', () => {
    expect(copyrightYears(2026, now)).toBe('2026')
    expect(copyrightYears(2030, now)).toBe('2030')
  })
})
