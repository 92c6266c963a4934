import { Type, type Static } from 'typebox'
import { LinkField, OptionalText, Text } from './common.ts'
import { HomeSectionChoices } from './home-sections.ts'
import { SiteLanguages } from './languages.ts'
import { LIMITS } from './limits.ts'
import { ResumeChoices } from './resume-choices.ts'
import { SiteLook } from './site-look.ts'
import type { TextFields } from './text-fields.ts'

export const SOCIAL_ICONS = [
  'github',
  'linkedin',
  'leetcode',
  'instagram',
  'x',
  'gitlab',
  'codepen',
  'mastodon',
  'website',
] as const

/** How each icon is named to people (the dashboard's choices, accessible names). */
export const SOCIAL_ICON_LABELS: Record<(typeof SOCIAL_ICONS)[number], string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  leetcode: 'LeetCode',
  instagram: 'Instagram',
  x: 'X',
  gitlab: 'GitLab',
  codepen: 'CodePen',
  mastodon: 'Mastodon',
  website: 'Website',
}

/** What a first-time visitor sees: dark (the default), light, or what their system prefers. */
export const SITE_THEMES = ['dark', 'light', 'system'] as const
export type SiteTheme = (typeof SITE_THEMES)[number]
export const DEFAULT_SITE_THEME: SiteTheme = 'dark'
export const SITE_THEME_LABELS: Record<SiteTheme, string> = {
  dark: 'Dark',
  light: 'Light',
  system: "The visitor's system setting",
}

export const SocialLink = Type.Object(
  {
    acc: Text(60, {
      title: 'Network name',
      description: 'Network name shown to people, e.g. GitHub',
    }),
    link: LinkField('Profile link'),
    icon: Type.Enum(SOCIAL_ICONS, { title: 'Icon', description: 'Which icon the web app shows' }),
  },
  { additionalProperties: false },
)
export type SocialLink = Static<typeof SocialLink>

/** `PUT` accepts exactly the object that `GET` answers, so a read-edit-write round trip works. */
/** The positioning statement is one line of the home page's first screen, not a paragraph. */
export const POSITIONING_MAX_LENGTH = 140

export const SiteSettings = Type.Object(
  {
    // Empty: derived from the owner's name (siteIdentity), so the name is set in one place.
    displayName: OptionalText(LIMITS.shortText, {
      title: 'Display name',
      description: 'Leave empty to use the name on your profile',
    }),
    siteTitle: OptionalText(LIMITS.shortText, {
      title: 'Site title',
      description: 'Leave empty for "<your first name>\'s Portfolio"',
    }),
    email: Type.String({
      maxLength: LIMITS.email,
      // The same loose shape the server accepts for OWNER_EMAIL, so the default always fits.
      pattern: '^([^\\s@]+@[^\\s@]+)?$',
      title: 'Contact e-mail',
      description: 'Contact e-mail address, or an empty string',
      errorMessage: 'Enter a valid e-mail address',
    }),
    phone: OptionalText(60, { title: 'Phone' }),
    location: OptionalText(LIMITS.shortText, { title: 'Location' }),
    // Optional on the way in (see theme); always answered, '' until the owner writes one. Kept
    // here rather than in the user details, whose answers are the contract's, byte for byte.
    positioning: Type.Optional(
      OptionalText(POSITIONING_MAX_LENGTH, {
        title: 'Positioning statement',
        description: 'One line under your name on the home page: what you do, and for whom',
      }),
    ),
    socialLinks: Type.Array(SocialLink, { maxItems: 12, title: 'Social links' }),
    githubUsername: Type.String({
      maxLength: 39,
      pattern: '^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)?$',
      title: 'GitHub username',
      errorMessage: 'A GitHub username has only letters, digits and single dashes',
    }),
    copyrightYear: Type.Integer({
      minimum: 1970,
      maximum: 9999,
      title: 'Copyright year',
      description: 'The year the site started; the footer runs it to the current year',
    }),
    // Optional on the way in, so clients written before it existed keep saving; always answered.
    theme: Type.Optional(
      Type.Enum(SITE_THEMES, {
        title: 'Theme for first-time visitors',
        description:
          'What a visitor sees before choosing: dark, light, or their system setting. Their own choice wins and is remembered.',
      }),
    ),
    // Optional on the way in too (see theme); always answered, [] while the default order holds.
    homeSections: Type.Optional(HomeSectionChoices),
    // Optional on the way in (see theme); always answered. A new site starts unpublished.
    published: Type.Optional(
      Type.Boolean({
        title: 'Published',
        description:
          'Whether search engines may list the site. Until it is published every page asks them not to (noindex), robots.txt turns them away, the sitemap lists nothing and each page says "Not published yet".',
      }),
    ),
    // The owner's look (contract/site-look.ts); optional on the way in too, always answered.
    look: Type.Optional(SiteLook),
    // What the résumé (/resume and /resume.pdf) holds and its paper (contract/resume-choices.ts);
    // optional on the way in too, always answered.
    resume: Type.Optional(ResumeChoices),
    // The site's default language and its additional ones (contract/languages.ts); optional on
    // the way in too, always answered.
    languages: Type.Optional(SiteLanguages),
  },
  { additionalProperties: false },
)
export type SiteSettings = Static<typeof SiteSettings>

/**
 * Site settings' texts a visitor reads (the site's title, the positioning statement) are written
 * per language; the owner's name, addresses and choices are shared.
 */
export const SETTINGS_TEXTS: TextFields = {
  translatable: ['siteTitle', 'positioning'],
  shared: ['displayName', 'email', 'phone', 'location', 'githubUsername', 'theme'],
}

/**
 * Whether search engines may list the site. Only a settings record that says so counts: until
 * then every page asks them not to, robots.txt turns them away and the sitemap lists nothing.
 */
export function isPublished(settings: Pick<SiteSettings, 'published'>): boolean {
  return settings.published === true
}

/** What an empty display name and site title show: derived from the owner's name. */
export const SiteIdentity = Type.Object({
  displayName: Type.String(),
  siteTitle: Type.String(),
})
export type SiteIdentity = Static<typeof SiteIdentity>

export const SiteSettingsResponse = Type.Object({
  success: Type.Literal(true),
  data: SiteSettings,
  /** What the site shows for a display name or site title left empty. */
  derived: Type.Optional(SiteIdentity),
})
export const SiteSettingsUpdateResponse = Type.Object({
  success: Type.Literal(true),
  updatedData: SiteSettings,
  message: Type.String(),
})

/** The site title when the owner has not chosen one: "<first name>'s Portfolio". */
export function defaultSiteTitle(displayName: string): string {
  const firstName = displayName.trim().split(/\s+/)[0] || 'My'
  return `${firstName}'s Portfolio`
}

/**
 * The settings as the site shows them: an empty display name is the owner's name (the profile's,
 * else the account's), an empty site title "<first name>'s Portfolio".
 */
export function siteIdentity(settings: SiteSettings, ownerName: string): SiteSettings {
  const displayName = settings.displayName || ownerName
  return { ...settings, displayName, siteTitle: settings.siteTitle || titleFor(displayName) }
}

/** What an empty display name and site title show for this owner's name. */
export function derivedIdentity(ownerName: string): SiteIdentity {
  return { displayName: ownerName, siteTitle: titleFor(ownerName) }
}

const titleFor = (displayName: string) => defaultSiteTitle(displayName).slice(0, LIMITS.shortText)

/** The footer's years: "2023–2026", or one year when the site started this year (or later). */
export function copyrightYears(from: number, now: Date = new Date()): string {
  const year = now.getUTCFullYear()
  return from < year ? `${from}–${year}` : String(from)
}
