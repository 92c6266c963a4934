import { describe, expect, it } from 'vitest'
import {
  addressIn,
  alternatesOf,
  alternatesOfVersions,
  hasLanguageVersions,
  languageOfAddress,
} from './language-addresses.ts'

const SITE = { default: 'en', additional: ['de', 'pt-BR'] }

describe("a page's language from its address", () => {
  it('is an additional language named by the first segment, in any case', () => {
    expect(languageOfAddress('/de/projects', SITE)).toEqual({ language: 'de', rest: '/projects' })
    expect(languageOfAddress('/de', SITE)).toEqual({ language: 'de', rest: '/' })
    expect(languageOfAddress('/de/', SITE)).toEqual({ language: 'de', rest: '/' })
    expect(languageOfAddress('/pt-br/about', SITE)).toEqual({ language: 'pt-BR', rest: '/about' })
  })

  it('is the default language for any other address, and for a language turned off', () => {
    expect(languageOfAddress('/', SITE)).toBeUndefined()
    expect(languageOfAddress('/uses', SITE)).toBeUndefined()
    expect(languageOfAddress('/en/about', SITE)).toBeUndefined()
    expect(languageOfAddress('/fr/about', SITE)).toBeUndefined()
    expect(languageOfAddress('/design/x', SITE)).toBeUndefined()
  })
})

describe('addresses in a language', () => {
  it('keep the default language at the site’s own addresses and prefix the others', () => {
    expect(addressIn('/projects', 'en', 'en')).toBe('/projects')
    expect(addressIn('/projects', 'de', 'en')).toBe('/de/projects')
    expect(addressIn('/', 'pt-BR', 'en')).toBe('/pt-BR/')
    expect(addressIn('/projects/task-board#gallery', 'de', 'en')).toBe(
      '/de/projects/task-board#gallery',
    )
  })

  it('leave the owner’s screens, files, fragments and other sites alone', () => {
    for (const path of ['/login', '/dashboard/site', '/sitemap.xml', '/media/a.webp'])
      expect(addressIn(path, 'de', 'en')).toBe(path)
    // Each language has its own feed.
    expect(addressIn('/feed.xml', 'de', 'en')).toBe('/de/feed.xml')
    expect(addressIn('#contact', 'de', 'en')).toBe('#contact')
    expect(addressIn('https://example.com/', 'de', 'en')).toBe('https://example.com/')
    expect(addressIn('//example.com/', 'de', 'en')).toBe('//example.com/')
  })
})

describe("a page's alternates", () => {
  it('name every offered language, then x-default at the default language’s address', () => {
    expect(alternatesOf('/about', SITE)).toEqual([
      { hreflang: 'en', path: '/about' },
      { hreflang: 'de', path: '/de/about' },
      { hreflang: 'pt-BR', path: '/pt-BR/about' },
      { hreflang: 'x-default', path: '/about' },
    ])
  })

  it('are none for a site in one language, or for the owner’s screens', () => {
    expect(alternatesOf('/about', { default: 'en', additional: [] })).toEqual([])
    expect(alternatesOf('/dashboard', SITE)).toEqual([])
    expect(hasLanguageVersions('/blog')).toBe(true)
    expect(hasLanguageVersions('/uses')).toBe(true)
  })

  it('of a post are its translations, each at its own address, x-default the default’s', () => {
    const post = [
      { language: 'de', path: '/blog/mein-beitrag' },
      { language: 'en', path: '/blog/my-post' },
      { language: 'it', path: '/blog/il-mio-post' },
    ]
    expect(alternatesOfVersions(post, SITE)).toEqual([
      { hreflang: 'de', path: '/de/blog/mein-beitrag' },
      { hreflang: 'en', path: '/blog/my-post' },
      { hreflang: 'x-default', path: '/blog/my-post' },
    ])
    // A post in one language has none; one without a default version has no x-default.
    expect(alternatesOfVersions(post.slice(0, 1), SITE)).toEqual([])
    expect(
      alternatesOfVersions([post[0]!, { language: 'pt-BR', path: '/blog/o-meu' }], SITE),
    ).toEqual([
      { hreflang: 'de', path: '/de/blog/mein-beitrag' },
      { hreflang: 'pt-BR', path: '/pt-BR/blog/o-meu' },
    ])
  })
})
