import { useRouteLoaderData, type AppLoadContext } from 'react-router'
import type { WithMedia } from '@/load-context.ts'
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import type { MediaImage } from '@contract/media-image.ts'
import { pagePath, type PageSummary } from '@contract/page.ts'
import { PUBLIC_PAGES } from '@contract/public-pages.ts'
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
  image: string
  /** Set when the photo is a stored image (responsive variants). */
  media?: MediaImage
  /** No profile record yet: the name and titles are the defaults, not the owner's words. */
  isDefault: boolean
}

/** The public sections, and whether each has anything to show: every content type, and: */
export type Sections = Record<ContentTypeKey, boolean> & {
  /** The contribution graph: only for a configured username. */
  contributions: boolean
  /** Published posts: the blog, its navigation entry and the home page's "Writing". */
  blog: boolean
}

/** What every public page needs: settings, profile and the facts for meta tags and JSON-LD. */
export interface SiteData {
  settings: SiteSettings
  profile: Profile
  alumniOf: string[]
  publicUrl: string
  sections: Sections
  /** The owner's published pages that the navigation or the footer links to, in their order. */
  pageLinks: PageLinks
}

/** Links to the owner's pages (contract/page.ts), where the owner put them. */
interface PageLinks {
  navigation: NavItem[]
  footer: NavItem[]
}

function pageLinksOf(pages: readonly PageSummary[]): PageLinks {
  const link = (page: PageSummary): NavItem => ({ label: page.title, to: pagePath(page.address) })
  return {
    navigation: pages.filter((page) => page.inNavigation).map(link),
    footer: pages.filter((page) => page.inFooter).map(link),
  }
}

export function profileFrom(
  details: WithMedia<UserDetails> | undefined,
  settings: SiteSettings,
): Profile {
  if (!details) {
    return {
      name: settings.displayName,
      titles: [...DEFAULT_TITLES],
      status: '',
      image: DEFAULT_PROFILE_IMAGE_URL,
      isDefault: true,
    }
  }
  const titles = [details.prof['1st'], details.prof['2nd'], details.prof['3rd']].filter(Boolean)
  return {
    name: details.name || settings.displayName,
    titles: titles.length > 0 ? titles : [...DEFAULT_TITLES],
    status: details.currentsts,
    image: details.userimage || DEFAULT_PROFILE_IMAGE_URL,
    ...(details.userimage && details.media ? { media: details.media } : {}),
    isDefault: false,
  }
}

export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const [settings, details, education, counts, pages] = await Promise.all([
    context.content.getSiteSettings(),
    context.content.listUserDetails(),
    context.content.list('education'),
    context.content.countContent(),
    context.content.listPages(),
  ])
  return {
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
    pageLinks: pageLinksOf(pages),
  }
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData('root') as SiteData | undefined
}

/** The owner's code-hosting profile: the github social link, else one built from the username. */
export function codeHostingLink(settings: SiteSettings): string {
  const github = settings.socialLinks.find((link) => link.icon === 'github' && link.link)
  if (github) return github.link
  return settings.githubUsername ? `https://github.com/${settings.githubUsername}` : ''
}

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
  to: string
}

/**
 * The pages the navigation offers, in order: each only when one of the content types it shows has
 * records (contract/public-pages.ts), then the blog when there are posts, Contact always.
 * Numbered in the order shown, so a full site reads I. About, II. Skills, III. Projects,
 * IV. Contact (docs/contract.md). The owner's pages linked from the navigation come before
 * Contact, in their order.
 */
export function navItems(sections: Sections, ownerPages: readonly NavItem[] = []): NavItem[] {
  const pages = PUBLIC_PAGES.flatMap((page): NavItem[] =>
    'label' in page &&
    CONTENT_TYPE_LIST.some((type) => sections[type.key] && pageShows(type, page.path))
      ? [{ label: page.label, to: page.path }]
      : [],
  )
  return [
    ...pages,
    ...(sections.blog ? [{ label: 'Blog', to: '/blog' }] : []),
    ...ownerPages,
    { label: 'Contact', to: '/contact' },
  ]
}

const pageShows = (type: { pages: readonly string[] }, path: string) => type.pages.includes(path)
