import type { SiteLanguages } from './languages.ts'

/**
 * The public site's addresses per language (docs/languages.md): the default language keeps the
 * site's own addresses (`/`, `/projects`); each additional language lives under its tag as a
 * prefix (`/de/`, `/pt-BR/projects`). Both sides read this: the server picks the page's language
 * from its address, the web app writes links, canonical URLs and hreflang alternates.
 */

/**
 * First segments that have no version per language: the owner's own screens, files and the
 * crawlers' lists. Under a language prefix they are no page (404). The Atom feed has one per
 * language (`/de/feed.xml`, server/modules/posts/feed-route.ts), answered before any page.
 */
export const UNPREFIXED_SEGMENTS: ReadonlySet<string> = new Set([
  'login',
  'reset-password',
  'dashboard',
  'sitemap.xml',
  'robots.txt',
  'contacts',
  'api',
  'media',
  'og',
  'assets',
  '__manifest',
  'healthz',
  'favicon.svg',
  'favicon.ico',
])

const firstSegment = (path: string) => (path.split(/[?#]/)[0]!.split('/')[1] ?? '').toLowerCase()

/** Whether a page at `path` (an address of the default language) exists in each language. */
export function hasLanguageVersions(path: string): boolean {
  return !UNPREFIXED_SEGMENTS.has(firstSegment(path))
}

/** The site's languages, the default one first. */
export function offeredLanguages(languages: SiteLanguages): string[] {
  return [languages.default, ...languages.additional]
}

/**
 * The additional language whose prefix `pathname` starts with (compared in any case, as routes
 * match), and the rest of the address; undefined for an address of the default language. A
 * language the owner turned off is no prefix any more: its addresses are unknown ones (404).
 */
export function languageOfAddress(
  pathname: string,
  languages: SiteLanguages,
): { language: string; rest: string } | undefined {
  const segment = pathname.split('/')[1] ?? ''
  if (!segment) return undefined
  const lower = segment.toLowerCase()
  const language = languages.additional.find((tag) => tag.toLowerCase() === lower)
  if (!language) return undefined
  return { language, rest: pathname.slice(segment.length + 1) || '/' }
}

/**
 * The address of the page at `path` (written as in the default language) in `language`: the
 * same for the default language, else under the language's prefix (the home page is `/de/`).
 * Links that leave the site, fragments and queries alone are left as they are.
 */
export function addressIn(path: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage || !path.startsWith('/') || path.startsWith('//')) return path
  if (UNPREFIXED_SEGMENTS.has(firstSegment(path))) return path
  return path === '/' ? `/${language}/` : `/${language}${path}`
}

/** One alternate of a page: its language (or `x-default`) and its address. */
export interface Alternate {
  hreflang: string
  path: string
}

/**
 * A page's version in one language, where the page is not the same address in every language (a
 * post and its translations: each its own slug): the address as the default language writes it
 * (`/blog/mein-beitrag`); no `language`: the page's own.
 */
export interface LanguageVersion {
  language?: string
  path: string
}

/**
 * The alternates of a page that has versions of its own in some languages (LanguageVersion), the
 * default language's as `x-default` when it has one; none for a page in one language only.
 */
export function alternatesOfVersions(
  versions: readonly { language: string; path: string }[],
  languages: SiteLanguages,
): Alternate[] {
  const offered = offeredLanguages(languages)
  const shown = versions.filter((version) => offered.includes(version.language))
  if (shown.length < 2) return []
  const fallback = shown.find((version) => version.language === languages.default)
  return [
    ...shown.map((version) => ({
      hreflang: version.language,
      path: addressIn(version.path, version.language, languages.default),
    })),
    ...(fallback ? [{ hreflang: 'x-default', path: fallback.path }] : []),
  ]
}

/**
 * The addresses of the page at `path` in every language the site offers, then `x-default` (the
 * default language's); none for a page that exists in one language only.
 */
export function alternatesOf(path: string, languages: SiteLanguages): Alternate[] {
  if (languages.additional.length === 0 || !hasLanguageVersions(path)) return []
  return [
    ...offeredLanguages(languages).map((tag) => ({
      hreflang: tag,
      path: addressIn(path, tag, languages.default),
    })),
    { hreflang: 'x-default', path },
  ]
}
