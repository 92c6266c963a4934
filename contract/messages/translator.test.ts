import { describe, expect, it } from 'vitest'
import { messageValues as argumentsOf } from './message-values.ts'
import { CATALOGUES, catalogueLanguage, hasCatalogue, translator } from './translator.ts'

describe('message catalogues', () => {
  const english = CATALOGUES.en!

  it.each(Object.keys(CATALOGUES).filter((tag) => tag !== 'en'))(
    '%s has every English text, with the same values, and each parses',
    (tag) => {
      const catalogue = CATALOGUES[tag]!
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(catalogue)) {
        expect({ key, values: argumentsOf(message) }).toEqual({
          key,
          values: argumentsOf(english[key as keyof typeof english]!),
        })
      }
    },
  )

  it('reads a language from its own catalogue, its primary language or one of its variants', () => {
    expect(catalogueLanguage('pt-BR')).toBe('pt-BR')
    expect(catalogueLanguage('de-AT')).toBe('de')
    expect(catalogueLanguage('pt')).toBe('pt-BR')
    expect(catalogueLanguage('ja')).toBeUndefined()
    expect(hasCatalogue('ar')).toBe(true)
    expect(hasCatalogue('nl')).toBe(false)
  })
})

describe('translator', () => {
  it('says the fixed texts in English exactly as before', () => {
    const { t, typeName, lang, dir } = translator('en')
    expect([lang, dir]).toEqual(['en', 'ltr'])
    expect(t('hero.iAmA', { titles: 'developer' })).toBe("I'm a developer")
    expect(t('contact.sent')).toBe('Message Send Successfully')
    expect(t('post.minRead', { minutes: 4 })).toBe('4 min read')
    expect(t('search.found', { count: 1, query: 'x' })).toBe('1 result for “x”')
    expect(t('search.found', { count: 3, query: 'x' })).toBe('3 results for “x”')
    expect(typeName('experience')).toBe('Experience')
  })

  it('speaks a language with a catalogue, right to left for Arabic', () => {
    const arabic = translator('ar')
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl'])
    expect(arabic.t('hero.myNameIs', { name: 'Ada' })).toBe('اسمي Ada')
    expect(arabic.t('post.minRead', { minutes: 1 })).toBe('قراءة دقيقة واحدة')
    expect(arabic.t('post.minRead', { minutes: 2 })).toBe('قراءة دقيقتين')
    expect(arabic.t('post.minRead', { minutes: 5 })).toBe('قراءة 5 دقائق')
    expect(translator('de').typeName('projects')).toBe('Projekte')
    expect(translator('de-CH').t('footer.home')).toBe('Startseite')
  })

  it('falls back to English for a language without a catalogue, keeping its tag', () => {
    const dutch = translator('nl')
    expect([dutch.lang, dutch.dir]).toEqual(['nl', 'ltr'])
    expect(dutch.t('notFound.title')).toBe('Page not found')
    expect(translator('he').dir).toBe('rtl')
  })

  it('writes dates and periods for the language, English ones as before', () => {
    expect(translator('en').date('2026-11-23T10:00:00Z')).toBe('23 November 2026')
    expect(translator('de').date('2026-11-23T10:00:00Z')).toBe('23. November 2026')
    expect(translator('fr').date('2026-11-23T10:00:00Z')).toBe('23 novembre 2026')
    expect(translator('en').itemDate({ start: '2021', end: 'present' }).text).toBe('2021 – Present')
    expect(translator('es').itemDate({ start: '2024-05', end: 'present' }).text).toBe(
      'mayo de 2024 – actualidad',
    )
  })
})

describe("the owner's site texts", () => {
  it('win over the catalogue and English, key by key, in that language only', () => {
    const german = translator('de', { 'section.seeMore': 'Alles ansehen' })
    expect(german.t('section.seeMore')).toBe('Alles ansehen')
    expect(german.t('footer.home')).toBe('Startseite')
    expect(translator('de').t('section.seeMore')).not.toBe('Alles ansehen')
    const english = translator('en', { 'post.minRead': '{minutes} minutes of reading' })
    expect(english.t('post.minRead', { minutes: 4 })).toBe('4 minutes of reading')
    expect(translator('en').t('post.minRead', { minutes: 4 })).toBe('4 min read')
  })

  it('give a language without a catalogue its texts, English for the rest', () => {
    const dutch = translator('nl', { 'notFound.title': 'Pagina niet gevonden' })
    expect(dutch.t('notFound.title')).toBe('Pagina niet gevonden')
    expect(dutch.t('footer.home')).toBe('Home')
    expect(dutch.typeName('projects')).toBe('Projects')
    expect(translator('nl', { 'type.projects': 'Projecten' }).typeName('projects')).toBe(
      'Projecten',
    )
  })

  it('read the catalogue for a text that no longer parses', () => {
    expect(translator('de', { 'footer.home': 'Start {' }).t('footer.home')).toBe('Startseite')
  })
})
