import { addressIn, alternatesOf, hasLanguageVersions } from '@contract/language-addresses.ts'
import type { SiteLanguages } from '@contract/languages.ts'

/**
 * The sitemap's namespaces: the sitemap's own, and XHTML's for the alternates (hreflang) on a
 * site in more than one language.
 */
export function sitemapNamespaces(alternates: boolean): string {
  const own = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  return alternates ? `${own} xmlns:xhtml="http://www.w3.org/1999/xhtml"` : own
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The sitemap's `<url>` entries for the page at `path` (as the default language writes it): one
 * per language the page exists in, each listing every language's address as an `xhtml:link`
 * alternate and `x-default` (what search engines read hreflang from); a page in one language only
 * (`only`: a post, written in one language; or a site in one language) is one entry without
 * alternates.
 */
export function sitemapEntries(
  publicUrl: string,
  path: string,
  lastmod: string | null,
  languages: SiteLanguages,
  only?: string,
): string[] {
  if (only !== undefined) {
    const address = addressIn(path, only, languages.default)
    return [
      [
        '  <url>',
        `    <loc>${escapeXml(`${publicUrl}${address}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
        '  </url>',
      ].join('\n'),
    ]
  }
  const alternates = alternatesOf(path, languages).map(
    (alternate) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(`${publicUrl}${alternate.path}`)}"/>`,
  )
  const tags = hasLanguageVersions(path) ? [languages.default, ...languages.additional] : []
  const addresses =
    tags.length > 1 ? tags.map((tag) => addressIn(path, tag, languages.default)) : [path]
  return addresses.map((address) =>
    [
      '  <url>',
      `    <loc>${escapeXml(`${publicUrl}${address}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n'),
  )
}
