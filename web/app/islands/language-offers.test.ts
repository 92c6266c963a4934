import { describe, expect, it } from 'vitest'
import { offerFor, type LanguageOffers } from './language-offers.ts'

const offer = (lang: string) => ({
  lang,
  dir: 'ltr' as const,
  href: `/${lang}/`,
  text: '',
  dismiss: '',
})
const ON_ENGLISH: LanguageOffers = { current: 'en', offers: [offer('de'), offer('pt-BR')] }

describe('the language suggested to a visitor', () => {
  it('is their first preference the page exists in', () => {
    expect(offerFor(['de-DE', 'en'], ON_ENGLISH)?.lang).toBe('de')
    expect(offerFor(['fr', 'pt'], ON_ENGLISH)?.lang).toBe('pt-BR')
  })

  it('is none when they prefer the page’s own language, or none the site has', () => {
    expect(offerFor(['en-GB', 'de'], ON_ENGLISH)).toBeUndefined()
    expect(offerFor(['fr', 'it'], ON_ENGLISH)).toBeUndefined()
    expect(offerFor([], ON_ENGLISH)).toBeUndefined()
  })
})
