import type { ContentTypeKey } from '@contract/content-types.ts'
import { JSON_RESUME_SCHEMA_URL } from '@contract/resume.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { LIST_CONTENT } from '../content/registry.ts'
import type { AnyListContent } from '../content/list-content.ts'
import type { PortfolioContent } from './portfolio-content.ts'
import { absoluteImageUrl, ifSet, type Json } from './resume-mapping.ts'
import { writeSections } from './resume-sections.ts'

/** The last path segment of a profile link ("https://github.com/ada" → "ada"). */
function usernameFrom(link: string): string | undefined {
  if (!link) return undefined
  try {
    const segments = new URL(link).pathname.split('/').filter(Boolean)
    return segments.at(-1)
  } catch {
    return undefined
  }
}

/** The profile and the contact details (the about paragraphs add the summary). */
function basics(content: PortfolioContent, publicUrl: string): Json {
  const { profile, settings } = content
  const image =
    profile && profile.userimage !== DEFAULT_PROFILE_IMAGE_URL
      ? absoluteImageUrl(profile.userimage, publicUrl)
      : undefined
  return {
    ...(profile
      ? {
          name: profile.name,
          label: profile.prof['1st'],
          image,
        }
      : {}),
    email: ifSet(settings.email),
    phone: ifSet(settings.phone),
    location: settings.location ? { address: settings.location } : undefined,
    profiles: settings.socialLinks.map((link) => ({
      network: link.acc,
      username: usernameFrom(link.link),
      url: ifSet(link.link),
      'x-icon': link.icon,
    })),
    ...(profile
      ? {
          'x-titles': [
            profile.prof['1st'],
            profile.prof['2nd'],
            profile.prof['3rd'],
            profile.prof['4th'],
          ],
          'x-currentStatus': profile.currentsts,
        }
      : {}),
    'x-site': {
      displayName: settings.displayName,
      siteTitle: settings.siteTitle,
      githubUsername: settings.githubUsername,
      copyrightYear: settings.copyrightYear,
    },
  }
}

/**
 * The whole portfolio as a JSON Resume document (see docs/decisions/0008 for the mapping): the
 * basics, then each content type as its registry entry maps it, then the custom sections (in
 * the lists their owner mapped them to, after the built-in entries, and in `x-vitrine`). Every
 * `x-` property is written even when empty, so that importing the export gives back exactly the
 * same content.
 */
export function toJsonResume(content: PortfolioContent, publicUrl: string): Json {
  const document: Json = { $schema: JSON_RESUME_SCHEMA_URL, basics: basics(content, publicUrl) }
  for (const [key, entry] of Object.entries(LIST_CONTENT) as [ContentTypeKey, AnyListContent][]) {
    entry.resume?.write(document, content.lists[key], { publicUrl })
  }
  writeSections(document, content.sections, { publicUrl })
  // JSON drops undefined members anyway; removing them here keeps deep-equal comparisons honest.
  return JSON.parse(JSON.stringify(document)) as Json
}
