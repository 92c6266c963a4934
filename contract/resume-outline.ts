import { Type, type Static } from 'typebox'
import type { SiteSettings } from './site-settings.ts'
import { CONTENT_TYPES, type ContentTypeKey } from './content-types.ts'
import type { Translator } from './messages/translator.ts'
import { listPagePath } from './list-pages.ts'

/** One line of the résumé's contact block. */
export const ResumeContact = Type.Object({
  label: Type.String(),
  text: Type.String({
    description: 'What the line shows: on paper the address itself, so it stays usable printed',
  }),
  href: Type.Optional(
    Type.String({ description: 'Where it leads; absent for plain facts like the location' }),
  ),
})
export type ResumeContact = Static<typeof ResumeContact>

export const ResumeLink = Type.Object({
  label: Type.String({ description: 'What the link is: "Code", "Certificate", the owner’s label' }),
  href: Type.String(),
  text: Type.String({ description: 'The address as a person writes it on paper' }),
})
export type ResumeLink = Static<typeof ResumeLink>

export const ResumeItem = Type.Object({
  id: Type.String({ description: "The record's id in its section: what the choices refer to" }),
  title: Type.String(),
  place: Type.Optional(
    Type.String({ description: 'Where: a company, a school, a publisher; who, for a quote' }),
  ),
  when: Type.Optional(Type.String({ description: 'When, as the owner wrote it or as a period' })),
  text: Type.Optional(
    Type.String({ description: 'Markdown-lite as the owner wrote it: paragraphs, lists, links' }),
  ),
  details: Type.Array(Type.String(), {
    description: 'Short plain lines under it: a tech stack, a status, tags',
  }),
  links: Type.Array(ResumeLink),
})
export type ResumeItem = Static<typeof ResumeItem>

/**
 * How a section's items read: `paragraphs` (the summary: each item a paragraph), `inline` (a run
 * of names, the skills), `quotes` (what people said, each with who said it), `entries` (the
 * rest: a title, where and when, a description, links).
 */
const RESUME_SECTION_STYLES = ['paragraphs', 'inline', 'quotes', 'entries'] as const
export type ResumeSectionStyle = (typeof RESUME_SECTION_STYLES)[number]

export const ResumeSection = Type.Object({
  key: Type.String({
    description: "Its key in the home page's order (`experience`, `section:3`)",
  }),
  title: Type.String(),
  style: Type.Enum(RESUME_SECTION_STYLES),
  items: Type.Array(ResumeItem),
  more: Type.Optional(
    Type.Object(
      {
        count: Type.Integer({ minimum: 1, description: 'Items the section has beyond its bound' }),
        href: Type.String({ description: 'The public page listing them all' }),
      },
      { description: 'What the résumé leaves out past RESUME_BOUNDS, and where it all is' },
    ),
  ),
})
export type ResumeSection = Static<typeof ResumeSection>

/**
 * How many items each section of the public résumé (the /resume page and /resume.pdf) shows at
 * most, and the public page that lists them all: a printable résumé of a site with a thousand
 * projects shows the ones the owner chose (featured projects) and then the first in the site's
 * order, with a line saying how many more and where. The demo's sections are within them. The
 * dashboard's list to choose from has every item.
 */
export const RESUME_BOUNDS = {
  about: { shown: 6, page: '/about' },
  education: { shown: 6, page: listPagePath('education') },
  experience: { shown: 10, page: listPagePath('experience') },
  skills: { shown: 40, page: '/skills' },
  projects: { shown: 8, page: '/projects' },
  certificates: { shown: 10, page: listPagePath('certificates') },
  testimonials: { shown: 4, page: listPagePath('testimonials') },
  publications: { shown: 10, page: listPagePath('publications') },
} as const satisfies Record<ContentTypeKey, { shown: number; page: string }>

/** A custom section's bound; its page is its own address. */
export const RESUME_SECTION_BOUND = 10

/** How many items a section of the public résumé shows at most, by its key. */
export const resumeBound = (key: string): number =>
  key in RESUME_BOUNDS ? RESUME_BOUNDS[key as ContentTypeKey].shown : RESUME_SECTION_BOUND

/**
 * The line under a bounded section, the same on the page and on paper, in the résumé's language:
 * "992 more: site/projects".
 */
export function resumeMoreLine(tr: Translator, more: NonNullable<ResumeSection['more']>) {
  return {
    text: `${tr.t('resume.more', { count: more.count })} `,
    href: more.href,
    link: displayUrl(more.href),
  }
}

/**
 * The résumé as one outline, whatever it is drawn as: the /resume page and /resume.pdf are both
 * drawn from it (the server builds it: server/modules/resume/resume-outline.ts), so the page and
 * the PDF say the same thing, in the same order, with the same links.
 */
export const ResumeOutline = Type.Object({
  lang: Type.String({ description: 'The language it is written in (BCP 47)' }),
  label: Type.Optional(
    Type.String({
      description: 'A résumé’s name in that language ("Lebenslauf"): the PDF’s title',
    }),
  ),
  name: Type.String(),
  titles: Type.Array(Type.String(), { description: "The owner's own titles" }),
  contacts: Type.Array(ResumeContact),
  keywords: Type.Array(Type.String(), { description: "The skills' names: the PDF's keywords" }),
  sections: Type.Array(ResumeSection),
})
export type ResumeOutline = Static<typeof ResumeOutline>

/**
 * A section's heading in a résumé's language: the summary and each content type by the
 * catalogue's words ("Profil", "Berufserfahrung"), a custom section by its own name (read in that
 * language already). English keeps the outline's own headings.
 */
export function resumeSectionTitle(tr: Translator, section: Pick<ResumeSection, 'key' | 'title'>) {
  if (tr.lang.split('-')[0] === 'en') return section.title
  if (section.key === 'about') return tr.t('resume.summary')
  if (section.key in CONTENT_TYPES) return tr.typeName(section.key as ContentTypeKey)
  return section.title
}

/** The dashboard's list to choose from: every section and item, the left-out ones too. */
export const ResumeContentsResponse = Type.Object({
  success: Type.Literal(true),
  data: ResumeOutline,
})

/** A URL as a person would write it on paper: no scheme, no "www.", no trailing slash. */
export function displayUrl(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
}

/** A dialable tel: link: spaces and separators dropped, a leading + kept. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The owner's code-hosting profile: the github social link, else one built from the username. */
export function codeHostingLink(settings: SiteSettings): string {
  const github = settings.socialLinks.find((link) => link.icon === 'github' && link.link)
  if (github) return github.link
  return settings.githubUsername ? `https://github.com/${settings.githubUsername}` : ''
}

/**
 * The contact details the public site already shows (footer and side links), in résumé order:
 * e-mail, phone, location, the portfolio itself (`site`, its public address: a PDF travels
 * without it), then each social link, with the code-hosting profile added when only the username
 * is set.
 */
export function resumeContacts(settings: SiteSettings, site?: string): ResumeContact[] {
  const contacts: ResumeContact[] = []
  if (settings.email) {
    contacts.push({ label: 'E-mail', text: settings.email, href: `mailto:${settings.email}` })
  }
  if (settings.phone) {
    contacts.push({ label: 'Phone', text: settings.phone, href: telephoneHref(settings.phone) })
  }
  if (settings.location) contacts.push({ label: 'Location', text: settings.location })
  const social = settings.socialLinks.filter((link) => link.link !== '')
  if (site && !social.some((link) => displayUrl(link.link) === displayUrl(site))) {
    contacts.push({ label: 'Portfolio', text: displayUrl(site), href: site })
  }
  for (const link of social) {
    contacts.push({ label: link.acc, text: displayUrl(link.link), href: link.link })
  }
  const codeHosting = codeHostingLink(settings)
  if (codeHosting && !social.some((link) => link.link === codeHosting)) {
    contacts.push({ label: 'GitHub', text: displayUrl(codeHosting), href: codeHosting })
  }
  return contacts
}

/** Links of an item, leaving out those without an address. */
export function resumeLinks(links: { label: string; href: string | undefined }[]): ResumeLink[] {
  return links.flatMap(({ label, href }) => (href ? [{ label, href, text: displayUrl(href) }] : []))
}
