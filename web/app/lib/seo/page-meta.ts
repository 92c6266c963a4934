import { OG_IMAGE_SIZE, ogImagePath } from '@contract/og-image.ts'
import type { MetaDescriptor } from 'react-router'
import { isPublished } from '@contract/site-settings.ts'
import type { Translator } from '@contract/messages/translator.ts'
import {
  alternatesOf,
  alternatesOfVersions,
  addressIn,
  hasLanguageVersions,
} from '@contract/language-addresses.ts'
import { resolvedVersions, type LanguageVersions } from '../site/language-versions.ts'
import { pageTranslator } from '../i18n/translation.tsx'
import { ownTitles, type SiteData } from '../site/site-data.ts'

/**
 * robots.txt and the sitemap: asked for again each time, so publishing or unpublishing the site
 * reaches crawlers and caches at once (both are small and cheap to render).
 */
export const CRAWL_FILE_CACHE = 'no-cache'

interface PageMetaInput {
  /** The root route's data (from `matches`); missing when the root loader failed. */
  site: SiteData | undefined
  /**
   * The screen's name: the title is "<site title> | <screen>". A fixed name is asked of the
   * page's translator (`(t) => t('nav.about')`).
   */
  screen: string | ((t: Translator['t']) => string)
  /**
   * The page's path as the default language writes it (`/about`, also on `/de/about`): the
   * canonical URL and the alternates are made from it in each language.
   */
  path: string
  description?: string
  /** Pages like the 404 ask search engines not to index them (every page, until published). */
  noindex?: boolean
  /**
   * The page's own address in each language it exists in, where that is not `path` in every
   * language (a post and its translations): the alternates name those.
   */
  versions?: LanguageVersions
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString()
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one public page. */
export function pageMeta({
  site,
  screen: named,
  path,
  description,
  noindex,
  versions,
}: PageMetaInput): MetaDescriptor[] {
  const screen = typeof named === 'string' ? named : named(pageTranslator(site).t)
  if (!site) return [{ title: screen }]
  const { settings, profile, publicUrl } = site
  const title = `${settings.siteTitle} | ${screen}`
  // The owner's own titles only: the defaults the home page types are nobody's words.
  const titles = ownTitles(profile)
  const text =
    description ??
    `${profile.name}${titles.length > 0 ? `: ${titles.join(', ')}` : ''}.${profile.status ? ` ${profile.status}` : ''}`
  const { languages } = site
  // A page is its own in each language: its canonical address is in the page's language.
  const local = (at: string) =>
    languages && hasLanguageVersions(at) ? addressIn(at, languages.page, languages.default) : at
  const url = absoluteUrl(publicUrl, local(path))
  // The page's own link-preview card in its language (server/modules/og: /og/de/about.png); a
  // page search engines skip shows the home page's.
  const image = absoluteUrl(publicUrl, ogImagePath(local(noindex ? '/' : path)))
  const alternates =
    noindex || !languages
      ? []
      : versions
        ? alternatesOfVersions(resolvedVersions(versions, languages.page), languages)
        : alternatesOf(path, languages)
  const imageAlt = `${screen}: ${profile.name}`
  return [
    { title },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    // The same page in every language the site offers, and x-default (web/app/islands suggests
    // one of them to a visitor whose browser prefers it).
    ...alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: absoluteUrl(publicUrl, alternate.path),
    })),
    ...(noindex || !isPublished(settings) ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: settings.siteTitle },
    { property: 'og:title', content: title },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: text },
    { name: 'twitter:image', content: image },
  ]
}

/** Finds the root route's data among the meta function's matches. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
) {
  return matches.find((match) => match?.id === 'root')?.data as SiteData | undefined
}
