import { Type, type Static } from 'typebox'
import { LinkField, OptionalText, Text } from './common.ts'
import { LIMITS } from './limits.ts'

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
export const SiteSettings = Type.Object(
  {
    displayName: Text(LIMITS.shortText, { title: 'Display name' }),
    siteTitle: Text(LIMITS.shortText, { title: 'Site title' }),
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
    socialLinks: Type.Array(SocialLink, { maxItems: 12, title: 'Social links' }),
    githubUsername: Type.String({
      maxLength: 39,
      pattern: '^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)?$',
      title: 'GitHub username',
      errorMessage: 'A GitHub username has only letters, digits and single dashes',
    }),
    copyrightYear: Type.Integer({ minimum: 1970, maximum: 9999, title: 'Copyright year' }),
    // Optional on the way in, so clients written before it existed keep saving; always answered.
    theme: Type.Optional(
      Type.Enum(SITE_THEMES, {
        title: 'Theme for first-time visitors',
        description:
          'What a visitor sees before choosing: dark, light, or their system setting. Their own choice wins and is remembered.',
      }),
    ),
  },
  { additionalProperties: false },
)
export type SiteSettings = Static<typeof SiteSettings>

export const SiteSettingsResponse = Type.Object({
  success: Type.Literal(true),
  data: SiteSettings,
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
