import type { About } from '@contract/about.ts'
import type { Certificate } from '@contract/certificate.ts'
import type { Education } from '@contract/education.ts'
import type { Experience } from '@contract/experience.ts'
import type { Project } from '@contract/project.ts'
import { JSON_RESUME_SCHEMA_URL } from '@contract/resume.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { Skill } from '@contract/skill.ts'
import type { Testimonial } from '@contract/testimonial.ts'
import { DEFAULT_PROFILE_IMAGE_URL, type UserDetails } from '@contract/user-details.ts'
import { isoDate, isoRange } from './resume-dates.ts'
import { descriptionToResume } from './resume-description.ts'

/** Everything the portfolio shows, as the public API presents it. */
export interface PortfolioContent {
  profile: UserDetails | undefined
  settings: SiteSettings
  about: About[]
  education: Education[]
  experience: Experience[]
  skills: Skill[]
  projects: Project[]
  certificates: Certificate[]
  testimonials: Testimonial[]
}

type Json = Record<string, unknown>

/** Optional JSON Resume fields are left out rather than written empty (URLs must be URIs). */
function ifSet(value: string): string | undefined {
  return value === '' ? undefined : value
}

/** Stored images travel as absolute URLs of this site, so other tools can show them too. */
/** An image's absolute URL; undefined (left out of the document) when there is none. */
function absoluteImageUrl(url: string, publicUrl: string): string | undefined {
  if (!url) return undefined
  return url.startsWith('/') ? `${publicUrl}${url}` : url
}

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

function basics(content: PortfolioContent, publicUrl: string): Json {
  const { profile, settings, about } = content
  const paragraphs = about.map((entry) => entry.para)
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
    summary: paragraphs.join('\n\n'),
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
    'x-aboutParagraphs': paragraphs,
    'x-site': {
      displayName: settings.displayName,
      siteTitle: settings.siteTitle,
      githubUsername: settings.githubUsername,
      copyrightYear: settings.copyrightYear,
    },
  }
}

/**
 * The whole portfolio as a JSON Resume document (see docs/decisions/0008 for the mapping). Every
 * `x-` property is written even when empty, so that importing the export gives back exactly the
 * same content.
 */
export function toJsonResume(content: PortfolioContent, publicUrl: string): Json {
  const document: Json = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: basics(content, publicUrl),
    work: content.experience.map((entry) => ({
      name: entry.company,
      position: entry.title,
      url: ifSet(entry.link),
      ...isoRange(entry.duration),
      'x-duration': entry.duration,
      ...descriptionToResume(entry.description),
      'x-techStack': entry.techstack,
      'x-description': entry.description,
      'x-certificate': entry.doc,
    })),
    education: content.education.map((entry) => ({
      institution: entry.clg,
      area: entry.edu,
      score: ifSet(entry.sts),
      url: ifSet(entry.link),
      ...isoRange(entry.year),
      'x-years': entry.year,
      'x-status': entry.sts,
    })),
    skills: content.skills.map((skill) => ({
      name: skill.name,
      'x-image': absoluteImageUrl(skill.image, publicUrl),
    })),
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.desc,
      keywords: project.tools
        .split(',')
        .map((tool) => tool.trim())
        .filter(Boolean),
      url: ifSet(project.links.live),
      'x-tools': project.tools,
      'x-github': project.links.github,
      'x-live': project.links.live,
      'x-image': absoluteImageUrl(project.image, publicUrl),
    })),
    certificates: content.certificates.map((certificate) => ({
      name: certificate.title,
      issuer: certificate.platform,
      date: isoDate(certificate.date),
      url: ifSet(certificate.doc),
      'x-date': certificate.date,
      'x-description': certificate.desc,
      'x-label': certificate.label,
    })),
    references: content.testimonials.map((testimonial) => ({
      name: testimonial.name,
      reference: testimonial.quote,
      'x-role': testimonial.role,
      'x-company': testimonial.company,
      'x-link': testimonial.link,
    })),
  }
  // JSON drops undefined members anyway; removing them here keeps deep-equal comparisons honest.
  return JSON.parse(JSON.stringify(document)) as Json
}
