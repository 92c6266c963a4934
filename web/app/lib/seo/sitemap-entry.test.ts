import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { sitemapEntries, sitemapNamespaces } from './sitemap-entry.ts'

const SITE = { default: 'en', additional: ['de', 'ar'] }
const URL = 'https://alex.example'

describe("the sitemap's entries", () => {
  it('list a page once per language, each with every alternate and x-default', () => {
    const entries = sitemapEntries(URL, '/about', '2026-11-20T10:00:00.000Z', SITE)
    expect(entries).toHaveLength(3)
    expect(entries[1]).toBe(
      [
        '  <url>',
        '    <loc>https://alex.example/de/about</loc>',
        '    <lastmod>2026-11-20</lastmod>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://alex.example/about"/>',
        '    <xhtml:link rel="alternate" hreflang="de" href="https://alex.example/de/about"/>',
        '    <xhtml:link rel="alternate" hreflang="ar" href="https://alex.example/ar/about"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://alex.example/about"/>',
        '  </url>',
      ].join('\n'),
    )
    expect(sitemapEntries(URL, '/', null, SITE).map((entry) => entry.split('\n')[1])).toEqual([
      '    <loc>https://alex.example/</loc>',
      '    <loc>https://alex.example/de/</loc>',
      '    <loc>https://alex.example/ar/</loc>',
    ])
  })

  it('list a page of one language once, without alternates', () => {
    expect(sitemapEntries(URL, '/blog/a-post', null, SITE, 'en')).toEqual([
      '  <url>\n    <loc>https://alex.example/blog/a-post</loc>\n  </url>',
    ])
    expect(sitemapEntries(URL, '/blog/ein-beitrag', '2026-11-20T10:00:00Z', SITE, 'de')).toEqual([
      '  <url>\n    <loc>https://alex.example/de/blog/ein-beitrag</loc>\n    <lastmod>2026-11-20</lastmod>\n  </url>',
    ])
    expect(sitemapEntries(URL, '/about', null, { default: 'en', additional: [] })).toEqual([
      '  <url>\n    <loc>https://alex.example/about</loc>\n  </url>',
    ])
  })

  it('make a well-formed document (xmllint)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${sitemapNamespaces(true)}>\n${[
      ...sitemapEntries(URL, '/', '2026-11-20', SITE),
      ...sitemapEntries(`${URL}`, '/a&b', null, SITE),
    ].join('\n')}\n</urlset>\n`
    expect(() =>
      execFileSync('xmllint', ['--noout', '-'], { input: xml, stdio: 'pipe' }),
    ).not.toThrow()
  })
})
