import {
  CONTENT_TYPE_LIST,
  type ContentRecord,
  type ContentTypeKey,
} from '@contract/content-types.ts'
import { arrangeHome, arrangeHomeSections } from '@contract/home-sections.ts'
import { addressIn } from '@contract/language-addresses.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import {
  DEFAULT_RESUME_CHOICES,
  isLeftOut,
  RESUME_LANGUAGE,
  type ResumeChoices,
} from '@contract/resume-choices.ts'
import {
  displayUrl,
  resumeContacts,
  resumeLinks,
  RESUME_BOUNDS,
  resumeBound,
  type ResumeItem,
  type ResumeOutline,
  type ResumeSection,
  type ResumeSectionStyle,
} from '@contract/resume-outline.ts'
import type { SectionItem } from '@contract/section.ts'
import { itemDateText } from '@contract/section-dates.ts'
import type { PublicContent } from '@web/load-context.ts'

/** What each content type is on a résumé: its heading, how it reads, and each record as an item. */
interface TypeOnResume<K extends ContentTypeKey> {
  title: string
  style: ResumeSectionStyle
  item(record: ContentRecord<K>, site: { publicUrl: string }): Omit<ResumeItem, 'id'>
  /** Records the owner chose to show first (featured projects): kept before the bound's others. */
  chosen?(record: ContentRecord<K>): boolean
}

const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(', ')
const some = (text: string | undefined) => (text?.trim() ? text : undefined)

/**
 * Each content type's part of the résumé, beside its registry entry: a type added to
 * contract/content-types.ts without one here does not compile.
 */
const TYPES_ON_RESUME: { [K in ContentTypeKey]: TypeOnResume<K> } = {
  about: {
    title: 'Summary',
    style: 'paragraphs',
    item: (about) => ({ title: about.para, details: [], links: [] }),
  },
  education: {
    title: 'Education',
    style: 'entries',
    item: (entry) => ({
      title: entry.edu,
      place: some(entry.clg),
      when: some(entry.year),
      details: entry.sts ? [entry.sts] : [],
      links: resumeLinks([{ label: 'Institution', href: entry.link }]),
    }),
  },
  experience: {
    title: 'Experience',
    style: 'entries',
    item: (entry) => ({
      title: entry.title,
      place: some(entry.company),
      when: some(entry.duration),
      text: some(entry.description),
      details: entry.techstack ? [entry.techstack] : [],
      links: resumeLinks([
        { label: 'Company', href: entry.link },
        { label: 'Certificate', href: entry.doc },
      ]),
    }),
  },
  skills: {
    title: 'Skills',
    style: 'inline',
    item: (skill) => ({ title: skill.name, details: [], links: [] }),
  },
  projects: {
    title: 'Projects',
    style: 'entries',
    chosen: (project) => project.featured,
    item: (project, site) => ({
      title: project.title,
      text: some(project.desc),
      details: project.tools ? [project.tools] : [],
      links: resumeLinks([
        { label: 'Code', href: project.links.github },
        { label: 'Live', href: project.links.live },
        {
          label: 'Case study',
          href: project.slug && project.body ? `${site.publicUrl}/projects/${project.slug}` : '',
        },
      ]),
    }),
  },
  certificates: {
    title: 'Certificates',
    style: 'entries',
    item: (certificate) => ({
      title: certificate.title,
      place: some(joined(certificate.platform, certificate.label)),
      when: some(certificate.date),
      text: some(certificate.desc),
      details: [],
      links: resumeLinks([{ label: 'Certificate', href: certificate.doc }]),
    }),
  },
  testimonials: {
    title: 'Testimonials',
    style: 'quotes',
    item: (testimonial) => ({
      title: testimonial.quote,
      place: some(joined(testimonial.name, testimonial.role, testimonial.company)),
      details: [],
      links: resumeLinks([{ label: 'Source', href: testimonial.link }]),
    }),
  },
  publications: {
    title: 'Publications',
    style: 'entries',
    item: (publication) => ({
      title: publication.title,
      place: some(publication.publisher),
      when: some(publication.date),
      text: some(publication.summary),
      details: [],
      links: resumeLinks([{ label: 'Read', href: publication.link }]),
    }),
  },
}

/** A custom section's item: its title, subtitle and place, date or period, text, tags, links. */
function customItem(item: SectionItem, labels: Map<string, string>): Omit<ResumeItem, 'id'> {
  return {
    title: item.title,
    place: some(joined(item.subtitle, item.place)),
    when: item.date ? itemDateText(item.date).text : undefined,
    text: some(item.text),
    details: item.tags && item.tags.length > 0 ? [item.tags.join(' · ')] : [],
    links: (['link', 'link2'] as const).flatMap((kind) => {
      const link = item[kind]
      if (!link?.url) return []
      return [
        {
          label: link.label || labels.get(kind) || 'Link',
          href: link.url,
          text: displayUrl(link.url),
        },
      ]
    }),
  }
}

/**
 * The first `shown` of a section's items: the chosen ones first (in their order), then the
 * others in the site's order, shown in the site's order.
 */
function bounded(items: ResumeItem[], chosen: Set<string>, shown: number): ResumeItem[] {
  const kept = new Set(
    items
      .filter((item) => chosen.has(item.id))
      .slice(0, shown)
      .map((item) => item.id),
  )
  for (const item of items) {
    if (kept.size >= shown) break
    kept.add(item.id)
  }
  return items.filter((item) => kept.has(item.id))
}

/** How the outline is read: what to leave out, and whether to keep what is left out. */
interface OutlineOptions {
  /** The owner's choices; the saved ones when left out. */
  choices?: ResumeChoices
  /** Every section and item, the left-out ones too: the dashboard's list to choose from. */
  everything?: boolean
  publicUrl: string
  /** The language it is written in; the site's one until it has more. */
  lang?: string
  /**
   * The language the content was read in (`lang` when left out): in one of the site's additional
   * languages, the links to the full lists go to that language's pages.
   */
  readIn?: string
}

/**
 * The résumé's outline (contract/resume-outline.ts) from the public content: the owner's name,
 * own titles and contact details, then every section the registry knows and every custom
 * section, in the home page's order (a type the home page does not show, such as certificates,
 * right after the one before it in the registry), without what the owner left out. Sections
 * with nothing to show are left out too, and each section shows at most its bound
 * (RESUME_BOUNDS) with how many more there are, except in the dashboard's list (`everything`).
 */
export async function resumeOutline(
  content: PublicContent,
  options: OutlineOptions,
): Promise<ResumeOutline> {
  const [settings, [details], summaries] = await Promise.all([
    content.getSiteSettings(),
    content.listUserDetails(),
    content.listSections(),
  ])
  const choices = options.everything
    ? DEFAULT_RESUME_CHOICES
    : (options.choices ?? settings.resume ?? DEFAULT_RESUME_CHOICES)
  const sectionKeys = summaries.map((section) => section.homeKey)
  const home = arrangeHome(settings.homeSections, sectionKeys).map((place) => place.key)
  const known = [...CONTENT_TYPE_LIST.map((type) => type.key as string), ...sectionKeys]
  const order = arrangeHomeSections(
    known,
    home.filter((key) => known.includes(key)).map((key) => ({ key, hidden: false })),
  ).map((place) => place.key)

  const site = { publicUrl: options.publicUrl }
  const languages = settings.languages ?? DEFAULT_SITE_LANGUAGES
  // A page of the résumé's own language: `/de/projects` under the German résumé.
  const readIn = options.readIn ?? options.lang
  const pageIn = (path: string) =>
    readIn !== undefined && languages.additional.includes(readIn)
      ? addressIn(path, readIn, languages.default)
      : path
  /** A section as read, before the choices: its items, with those the owner chose first. */
  type Read = ResumeSection & { chosen: Set<string>; bound: { shown: number; page: string } }
  const included = order.filter((key) => !choices.leftOutSections.includes(key))
  const sections = await Promise.all(
    included.map(async (key): Promise<Read | undefined> => {
      const type = CONTENT_TYPE_LIST.find((candidate) => candidate.key === key)
      if (type) {
        const records = (await content.list(type.key)) as ContentRecord<ContentTypeKey>[]
        const onResume = TYPES_ON_RESUME[type.key] as TypeOnResume<ContentTypeKey>
        return {
          key,
          title: onResume.title,
          style: onResume.style,
          items: records.map((record) => ({ id: record._id, ...onResume.item(record, site) })),
          chosen: new Set(
            records.filter((record) => onResume.chosen?.(record)).map((record) => record._id),
          ),
          bound: RESUME_BOUNDS[type.key],
        }
      }
      const summary = summaries.find((section) => section.homeKey === key)
      const found = summary && (await content.getSection(summary.address))
      if (!found) return undefined
      const labels = new Map(found.section.fields.map((field) => [field.kind, field.label]))
      return {
        key,
        title: found.section.name,
        style: 'entries',
        items: found.items.map((item) => ({ id: item._id, ...customItem(item, labels) })),
        chosen: new Set(),
        bound: { shown: resumeBound(key), page: `/${found.section.address}` },
      }
    }),
  )

  const shown = sections.flatMap((read): ResumeSection[] => {
    if (!read) return []
    const { chosen, bound, ...section } = read
    const items = section.items.filter((item) => !isLeftOut(choices, section.key, item.id))
    if (items.length === 0) return []
    if (options.everything || items.length <= bound.shown) return [{ ...section, items }]
    return [
      {
        ...section,
        items: bounded(items, chosen, bound.shown),
        more: {
          count: items.length - bound.shown,
          href: `${site.publicUrl}${pageIn(bound.page)}`,
        },
      },
    ]
  })
  // The titles the site's hero types (the first three), only as the owner wrote them.
  const titles = details
    ? [details.prof['1st'], details.prof['2nd'], details.prof['3rd']].filter(
        (title) => title.trim() !== '',
      )
    : []
  return {
    lang: options.lang ?? RESUME_LANGUAGE,
    name: details?.name || settings.displayName,
    titles,
    contacts: resumeContacts(settings, options.publicUrl),
    keywords: shown
      .filter((section) => section.key === 'skills')
      .flatMap((section) => section.items.map((item) => item.title)),
    sections: shown,
  }
}
