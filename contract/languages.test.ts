import { describe, expect, it } from 'vitest'
import { canonicalLanguage, languageName, textDirection } from './languages.ts'

describe('language tags', () => {
  it('are read in their canonical form, and a malformed or private one is refused', () => {
    expect(canonicalLanguage('pt-br')).toBe('pt-BR')
    expect(canonicalLanguage('iw')).toBe('he')
    expect(canonicalLanguage('zh-hant')).toBe('zh-Hant')
    for (const wrong of ['en_US', 'x-private', 'e', 'english', '', 'de-']) {
      expect(canonicalLanguage(wrong)).toBeUndefined()
    }
  })

  it('say which way a language is written, by its primary subtag', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('fa')).toBe('rtl')
    expect(textDirection('de')).toBe('ltr')
    expect(textDirection('pt-BR')).toBe('ltr')
  })

  it('are offered by their own names, else by the tag', () => {
    expect(languageName('de')).toBe('Deutsch')
    expect(languageName('pt-BR')).toBe('Português (Brasil)')
    expect(languageName('ar')).toBe('العربية')
    expect(languageName('gsw')).toBe('gsw')
  })
})
