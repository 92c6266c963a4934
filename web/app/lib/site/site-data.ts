import { useRouteLoaderData, type AppLoadContext } from 'react-router'
import type { WithMedia } from '@/load-context.ts'
import type { MediaImage } from '@contract/media-image.ts'
import type { SiteSettings, SocialLink } from '@contract/site-settings.ts'
import {
  DEFAULT_PROFILE_IMAGE_URL,
  DEFAULT_TITLES,
  type UserDetails,
} from '@contract/user-details.ts'

/** The owner's public profile, with the defaults of SPEC section 3 when no record exists yet. */
export interface Profile {
  name: string
  /** The titles the home hero types, in order (SPEC: three of them). */
  titles: string[]
  status: string
  image: string
  /** Set when the photo is a stored image (responsive variants). */
  media?: MediaImage
}

/** What every public page needs: settings, profile and the facts for meta tags and JSON-LD. */
export interface SiteData {
  settings: SiteSettings
  profile: Profile
  alumniOf: string[]
  publicUrl: string
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
    }
  }
  const titles = [details.prof['1st'], details.prof['2nd'], details.prof['3rd']].filter(Boolean)
  return {
    name: details.name || settings.displayName,
    titles: titles.length > 0 ? titles : [...DEFAULT_TITLES],
    status: details.currentsts,
    image: details.userimage || DEFAULT_PROFILE_IMAGE_URL,
    ...(details.userimage && details.media ? { media: details.media } : {}),
  }
}

export async function loadSiteData(context: AppLoadContext): Promise<SiteData> {
  const [settings, details, education] = await Promise.all([
    context.content.getSiteSettings(),
    context.content.listUserDetails(),
    context.content.listEducation(),
  ])
  return {
    settings,
    profile: profileFrom(details[0], settings),
    alumniOf: [...new Set(education.map((entry) => entry.clg).filter(Boolean))],
    publicUrl: context.publicUrl,
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
