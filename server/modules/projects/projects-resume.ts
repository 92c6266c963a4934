import { Type } from 'typebox'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import { GalleryImageInput, type Outcome } from '@contract/project.ts'
import { periodText } from '../resume/resume-dates.ts'
import {
  absoluteImageUrl,
  check,
  ifSet,
  imageOf,
  resumeList,
  text,
  xText,
  type Json,
  type Problems,
} from '../resume/resume-mapping.ts'
import { galleryColumn } from './project-gallery.ts'

const GITHUB = /^https?:\/\/(www\.)?github\.com\//i

/** An `x-gallery` as an export writes it: each image's absolute URL and its words. */
const GalleryEntries = Type.Object({
  'x-gallery': Type.Array(
    Type.Object(
      {
        url: Type.String({ minLength: 1 }),
        alt: GalleryImageInput.properties.alt,
        caption: GalleryImageInput.properties.caption,
      },
      { additionalProperties: false },
    ),
    { maxItems: CASE_STUDY_LIMITS.gallery },
  ),
})

interface GalleryEntry {
  url: string
  alt: string
  caption?: string
}

/** The gallery an entry names, checked; none when it names none or a problem was found. */
function galleryOf(entry: Json, at: string, problems: Problems): GalleryEntry[] {
  if (entry['x-gallery'] === undefined) return []
  const before = problems.list.length
  check(GalleryEntries, { 'x-gallery': entry['x-gallery'] }, at, {}, problems)
  return problems.list.length === before ? (entry['x-gallery'] as GalleryEntry[]) : []
}

/** A list of strings (JSON Resume's `roles`), or none. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * Projects in JSON Resume's `projects` (docs/decisions/0008). The owner's role is `roles`, the
 * outcome figures `highlights` ("40% faster checkout") for other readers of the document; what
 * JSON Resume has no place for travels as `x-` fields, which an import reads back: tools, links,
 * the image, the featured mark, the case study (its address and Markdown), the team, the timeline
 * as the owner wrote it (free text: JSON Resume's dates are written only from a period, which
 * Vitrine does not store), the figures themselves and the gallery (its images' absolute URLs).
 * A resume from elsewhere gives its `startDate`/`endDate` as the timeline.
 */
export const projectsResume = resumeList<'projects'>(CONTENT_TYPES.projects, {
  toEntry: (project, { publicUrl }) => ({
    name: project.title,
    description: project.desc,
    keywords: project.tools
      .split(',')
      .map((tool) => tool.trim())
      .filter(Boolean),
    url: ifSet(project.links.live),
    ...(project.role ? { roles: [project.role] } : {}),
    ...(project.outcomes.length > 0
      ? { highlights: project.outcomes.map(({ value, label }) => `${value} ${label}`) }
      : {}),
    'x-tools': project.tools,
    'x-github': project.links.github,
    'x-live': project.links.live,
    'x-image': absoluteImageUrl(project.image, publicUrl),
    ...(project.featured ? { 'x-featured': true } : {}),
    ...(project.slug ? { 'x-slug': project.slug } : {}),
    ...(project.body ? { 'x-caseStudy': project.body } : {}),
    ...(project.team ? { 'x-team': project.team } : {}),
    ...(project.timeline ? { 'x-timeline': project.timeline } : {}),
    ...(project.outcomes.length > 0 ? { 'x-outcomes': project.outcomes } : {}),
    ...(project.gallery.length > 0
      ? {
          'x-gallery': project.gallery.map(({ image, alt, caption }) => ({
            url: absoluteImageUrl(image, publicUrl),
            alt,
            ...(caption ? { caption } : {}),
          })),
        }
      : {}),
  }),
  fromEntry: (entry, at, problems) => {
    const url = text(entry, 'url') ?? ''
    const github = xText(entry, 'x-github', at, problems) ?? (GITHUB.test(url) ? url : '')
    const live = xText(entry, 'x-live', at, problems) ?? (url === github ? '' : url)
    const keywords = (entry.keywords ?? []) as string[]
    const dates = periodText(text(entry, 'startDate'), text(entry, 'endDate'))
    const gallery = galleryOf(entry, at, problems)
    return {
      input: {
        title: text(entry, 'name') ?? '',
        desc: text(entry, 'description') ?? '',
        tools: xText(entry, 'x-tools', at, problems) ?? keywords.join(', '),
        github,
        live,
        slug: xText(entry, 'x-slug', at, problems) ?? '',
        body: xText(entry, 'x-caseStudy', at, problems) ?? '',
        role: strings(entry.roles).join(', '),
        team: xText(entry, 'x-team', at, problems) ?? '',
        timeline: xText(entry, 'x-timeline', at, problems) ?? dates,
        // Checked against the contract with the rest of the input.
        outcomes: (entry['x-outcomes'] ?? []) as Outcome[],
      },
      image: imageOf(entry, 'x-image', at, problems),
      // Shown large on the home page (an export of this site marks at most three).
      ...(entry['x-featured'] === true ? { columns: { featured: 1 } } : {}),
      ...(gallery.length > 0
        ? {
            keptImages: {
              images: gallery.map((image, index) => ({
                url: image.url,
                path: `${at}.x-gallery[${index}].url`,
              })),
              columns: (hashes: (string | null)[]) => ({
                gallery: galleryColumn(
                  gallery.flatMap(({ alt, caption = '' }, index) => {
                    const hash = hashes[index]
                    return hash ? [{ hash, alt: alt.trim(), caption: caption.trim() }] : []
                  }),
                ),
              }),
            },
          }
        : {}),
    }
  },
  fieldPaths: {
    title: 'name',
    desc: 'description',
    tools: 'keywords',
    github: 'x-github',
    live: 'url',
    slug: 'x-slug',
    body: 'x-caseStudy',
    role: 'roles',
    team: 'x-team',
    timeline: 'x-timeline',
    outcomes: 'x-outcomes',
  },
  // Two case studies cannot share an address.
  checkAll(records, problems) {
    const seen = new Set<string>()
    for (const { record, at } of records) {
      const { slug } = record.input
      if (!slug) continue
      if (seen.has(slug)) problems.add(`${at}.x-slug`, `another project already has "${slug}"`)
      seen.add(slug)
    }
  },
})
