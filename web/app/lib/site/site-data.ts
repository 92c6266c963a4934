import { useRouteLoaderData, type AppLoadContext } from 'react-router'
import type { InLanguage, SectionSummary, WithMedia } from '@/load-context.ts'
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { arrangeHome, HOME_SECTION_KEYS, type HomeSectionPlace } from '@contract/home-sections.ts'
import type { MediaImage } from '@contract/media-image.ts'
import { pagePath, type PageSummary } from '@contract/page.ts'
import { PUBLIC_PAGES } from '@contract/public-pages.ts'
import { DEFAULT_SITE_LANGUAGES, textDirection } from '@contract/languages.ts'
import { languageOfAddress } from '@contract/language-addresses.ts'
import type { SiteSettings, SocialLink } from '@contract/site-settings.ts'
import {
  DEFAULT_PROFILE_IMAGE_URL,
  DEFAULT_TITLES,
  type UserDetails,
} from '@contract/user-details.ts'

/** The owner's public profile, with the defaults of docs/contract.md §3 when no record exists yet. */
export interface Profile {
  name: string
  /** The titles the home hero types, in order (docs/contract.md §1: three of them). */
  titles: string[]
  status: string
  /** The owner's one line under the name (site settings), '' when none. */
  positioning: string
  image: string
  /** Set when the photo is a stored image (responsive variants). */
  media?: MediaImage
  /** No profile record yet: the name and titles are the defaults, not the owner's words. */
  isDefault: boolean
  /** The profile was saved without titles: the hero types the defaults in their place. */
  defaultTitles?: true
  /**
   * Which language the titles, status and positioning are in, read in a language
   * (PublicContent.inLanguage): the hero marks those left in the default language.
   */
  textLanguages?: { titles?: string; status?: string; positioning?: string }
}

/**
 * The titles the owner typed, for words that speak for them (meta tags, the résumé): none before
 * a profile exists, nor while the profile shows the default titles for want of its own.
 */
export function ownTitles(profile: Profile): string[] {
  // Titles the owner typed count even when they read like the defaults (the demo's do).
  return profile.isDefault || profile.defaultTitles ? [] : profile.titles
}

/** The public sections, and whether each has anything to show: every content type, and: */
export type Sections = Record<ContentTypeKey, boolean> & {
  /** The contribution graph: only for a configured username. */
  contributions: boolean
  /** Published posts: the blog, its navigation entry and the home page's "Writing". */
  blog: boolean
}

/** The language a page is rendered in, and the site's languages (docs/languages.md). */
export interface PageLanguages {
  /** The page's language: the default one, or the additional one its address's prefix names. */
  page: string
  default: string
  additional: string[]
  /**
   * The page's address as the default language writes it (`/about` on `/de/about`): the
   * language switcher's links are made from it.
   */
  path: string
}

/** What every public page needs: settings, profile and the facts for meta tags and JSON-LD. */
export interface SiteData {
  /** The page's language and the site's languages. */
  languages: PageLanguages
  settings: SiteSettings
  profile: Profile
  alumniOf: string[]
  publicUrl: string
  sections: Sections
  /** Every home section in the owner's order, hidden ones flagged: the home page and navigation. */
  home: HomeSectionPlace[]
  /** The owner's published pages that the navigation or the footer links to, in their order. */
  pageLinks: PageLinks
  /**
   * The owner's custom sections that have items, in their order: the only ones the home page,
   * the navigation and the footer show (an empty section is never shown to visitors).
   */
  customSections?: SectionLink[]
  /** The owner's own words for fixed texts, by language then key (contract/site-texts.ts). */
  siteTexts?: Record<string, Record<string, string>>
}

/** A link to a custom section's page, and its key in the home page's order. */
export interface SectionLink extends NavItem {
  key: string
}

/** The attributes of a text in another language than the page's (translation.tsx's textLangOf). */
function labelLangOf(
  language: string,
  record: { textLanguages?: Readonly<Record<string, string>> },
  field: string,
) {
  const own = record.textLanguages?.[field]
  if (!own || own === language) return {}
  const dir = textDirection(own)
  return { labelLang: dir === textDirection(language) ? { lang: own } : { lang: own, dir } }
}

function sectionLinksOf(sections: readonly SectionSummary[], language: string): SectionLink[] {
  return sections
    .filter((section) => section.itemCount > 0)
    .map((section) => ({
      key: section.homeKey,
      label: section.name,
      ...labelLangOf(language, section, 'name'),
      to: pagePath(section.address),
    }))
}

/** Links to the owner's pages (contract/page.ts), where the owner put them. */
interface PageLinks {
  navigation: NavItem[]
  footer: NavItem[]
}

function pageLinksOf(pages: readonly InLanguage<PageSummary>[], language: string): PageLinks {
  const link = (page: InLanguage<PageSummary>): NavItem => ({
    label: page.title,
    ...labelLangOf(language, page, 'title'),
    to: pagePath(page.address),
  })
  return {
    navigation: pages.filter((page) => page.inNavigation).map(link),
    footer: pages.filter((page) => page.inFooter).map(link),
  }
}

export function profileFrom(
  details: WithMedia<UserDetails> | undefined,
  settings: SiteSettings,
): Profile {
  const settingsLanguages = (settings as { textLanguages?: Record<string, string> }).textLanguages
  const languages = details?.textLanguages
  const textLanguages =
    settingsLanguages || languages
      ? {
          ...(languages?.profone ? { titles: languages.profone } : {}),
          ...(languages?.currentsts ? { status: languages.currentsts } : {}),
          ...(settingsLanguages?.positioning ? { positioning: settingsLanguages.positioning } : {}),
        }
      : undefined
  if (!details) {
    return {
      ...(textLanguages ? { textLanguages } : {}),
      name: settings.displayName,
      titles: [...DEFAULT_TITLES],
      status: '',
      positioning: settings.positioning ?? '',
      image: DEFAULT_PROFILE_IMAGE_URL,
      isDefault: true,
    }
  }
  const titles = [details.prof['1st'], details.prof['2nd'], details.prof['3rd']].filter(Boolean)
  return {
    ...(textLanguages ? { textLanguages } : {}),
    name: details.name || settings.displayName,
    titles: titles.length > 0 ? titles : [...DEFAULT_TITLES],
    ...(titles.length > 0 ? {} : { defaultTitles: true as const }),
    status: details.currentsts,
    positioning: settings.positioning ?? '',
    image: details.userimage || DEFAULT_PROFILE_IMAGE_URL,
    ...(details.userimage && details.media ? { media: details.media } : {}),
    isDefault: false,
  }
}

export async function loadSiteData(
  context: AppLoadContext,
  /** The address asked for, as sent (with its language prefix). */
  pathname = '/',
): Promise<SiteData> {
  const [settings, details, education, counts, pages, sections, siteTexts] = await Promise.all([
    context.content.getSiteSettings(),
    context.content.listUserDetails(),
    context.content.list('education'),
    context.content.countContent(),
    context.content.listPages(),
    context.content.listSections(),
    context.content.getSiteTexts(),
  ])
  const languages = settings.languages ?? DEFAULT_SITE_LANGUAGES
  const pageLanguage = context.language ?? languages.default
  const customSections = sectionLinksOf(sections, pageLanguage)
  return {
    languages: {
      page: pageLanguage,
      default: languages.default,
      additional: languages.additional,
      path: (context.language && languageOfAddress(pathname, languages)?.rest) || pathname,
    },
    settings,
    profile: profileFrom(details[0], settings),
    alumniOf: [...new Set(education.map((entry) => entry.clg).filter(Boolean))],
    publicUrl: context.publicUrl,
    sections: {
      ...(Object.fromEntries(
        CONTENT_TYPE_LIST.map((type) => [type.key, counts[type.key] > 0]),
      ) as Record<ContentTypeKey, boolean>),
      contributions: settings.githubUsername !== '',
      blog: counts.posts > 0,
    },
    home: arrangeHome(
      settings.homeSections ?? [],
      customSections.map((section) => section.key),
    ),
    pageLinks: pageLinksOf(pages, pageLanguage),
    customSections,
    siteTexts,
  }
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined
}

/** The owner's code-hosting profile (the résumé's contact line says the same). */
export { codeHostingLink } from '@contract/resume-outline.ts'

export function visibleSocialLinks(settings: SiteSettings): SocialLink[] {
  return settings.socialLinks.filter((link) => link.link !== '')
}

/** Roman numerals for the numbered navigation and home sections (I. About, II. Skills, …). */
export function roman(position: number): string {
  return (
    ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][position - 1] ?? String(position)
  )
}

export interface NavItem {
  label: string
  /** The label's own language when it is not the page's (an owner's page title left untranslated). */
  labelLang?: { lang?: string; dir?: 'ltr' | 'rtl' }
  to: string
  /**
   * The chapter number (1 for I.) of an entry that names home sections; pages that are not on
   * the home page (the owner's pages, the résumé) have none.
   */
  number?: number
  /** The home sections this entry names (a page's sections the owner did not hide). */
  chapter?: readonly string[]
}

/**
 * The pages the navigation offers, in the order of the home sections they show: each page only
 * when one of the content types it shows has records (contract/public-pages.ts) and the owner has
 * not hidden every home section it shows, the blog when there are posts and Writing is shown,
 * Contact unless hidden. Those that name home sections are numbered in the order shown, so a full
 * site in the default order reads I. About, II. Skills, III. Projects, IV. Contact
 * (docs/contract.md); the home page gives each number to the first section of its chapter
 * (homeNumbers). `home`: the sections in the owner's order (SiteData.home); a page with no home
 * section comes after those with one. The owner's pages linked from the navigation
 * (`ownerPages`, unnumbered: they are no chapter of the home page) come just before Contact, or
 * last when Contact is hidden, in their own order. Each custom section with items
 * (`customSections`) takes its place in the home page's order, unless the owner hid it there.
 */
export function navItems(
  sections: Sections,
  home: readonly HomeSectionPlace[],
  ownerPages: readonly NavItem[] = [],
  customSections: readonly SectionLink[] = [],
): NavItem[] {
  const hidden = (key: string) => home.some((place) => place.key === key && place.hidden)
  const placeOf = (keys: readonly string[]) => {
    const places = keys.map((key) => home.findIndex((place) => place.key === key))
    return Math.min(...places.filter((index) => index >= 0), Number.POSITIVE_INFINITY)
  }
  const entry = (label: string, to: string, chapter: readonly string[], extra?: object) => ({
    at: placeOf(chapter),
    item: { label, to, chapter, ...extra },
  })
  const entries = PUBLIC_PAGES.flatMap((page): { at: number; item: NavItem }[] => {
    if (!('label' in page)) return []
    const types = CONTENT_TYPE_LIST.filter((type) => pageShows(type, page.path))
    if (!types.some((type) => sections[type.key])) return []
    const onHome = types.map((type) => type.key as string).filter(isHomeSection)
    const shownOnHome = onHome.filter((key) => !hidden(key))
    if (onHome.length > 0 && shownOnHome.length === 0) return []
    return [entry(page.label, page.path, shownOnHome)]
  })
  if (sections.blog && !hidden('writing')) entries.push(entry('Blog', '/blog', ['writing']))
  for (const { key, label, to, labelLang } of customSections) {
    if (!hidden(key)) entries.push(entry(label, to, [key], labelLang ? { labelLang } : undefined))
  }
  if (!hidden('contact')) entries.push(entry('Contact', '/contact', ['contact']))
  // A stable sort: pages placed alike keep the order above.
  const items = entries
    .sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1))
    .map((entry) => entry.item)
  let number = 0
  for (const item of items) if (item.chapter?.length) item.number = ++number
  const contact = items.findIndex((item) => item.to === '/contact')
  items.splice(contact < 0 ? items.length : contact, 0, ...ownerPages)
  return items
}

/**
 * The numbers of the home page's sections, by key: a section the navigation names carries the
 * navigation's number ("II."), so a number means one chapter everywhere; the first section shown
 * of a chapter carries it (About Me for I. About, which also names Education and Experience),
 * and the sections after it in that chapter, or that no navigation entry names (testimonials,
 * publications), carry none and read as part of the chapter before them. `shown`: the home
 * page's sections in the order shown.
 */
export function homeNumbers(
  items: readonly NavItem[],
  shown: readonly string[],
): Map<string, string> {
  const numbers = new Map<string, string>()
  for (const { number, chapter } of items) {
    const first = shown.find((key) => chapter?.includes(key))
    if (number !== undefined && first !== undefined) numbers.set(first, `${roman(number)}.`)
  }
  return numbers
}

const pageShows = (type: { pages: readonly string[] }, path: string) => type.pages.includes(path)
const isHomeSection = (key: string) => HOME_SECTION_KEYS.includes(key)
