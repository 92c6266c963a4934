import { Type, type Static } from 'typebox'
import { Link, OptionalText, Text } from './common.ts'
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

export const SocialLink = Type.Object(
  {
    acc: Text(60, { description: 'Network name shown to people, e.g. GitHub' }),
    link: Link,
    icon: Type.Enum(SOCIAL_ICONS, { description: 'Which icon the web app shows' }),
  },
  { additionalProperties: false },
)
export type SocialLink = Static<typeof SocialLink>

/** `PUT` accepts exactly the object that `GET` answers, so a read-edit-write round trip works. */
export const SiteSettings = Type.Object(
  {
    displayName: Text(LIMITS.shortText),
    siteTitle: Text(LIMITS.shortText),
    email: Type.String({
      maxLength: LIMITS.email,
      // The same loose shape the server accepts for OWNER_EMAIL, so the default always fits.
      pattern: '^([^\\s@]+@[^\\s@]+)?$',
      description: 'Contact e-mail address, or an empty string',
    }),
    phone: OptionalText(60),
    location: OptionalText(LIMITS.shortText),
    socialLinks: Type.Array(SocialLink, { maxItems: 12 }),
    githubUsername: Type.String({
      maxLength: 39,
      pattern: '^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)?$',
    }),
    copyrightYear: Type.Integer({ minimum: 1970, maximum: 9999 }),
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
