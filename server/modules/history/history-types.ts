import { CONTENT_TYPES } from '@contract/content-types.ts'
import { HISTORY_TYPES } from '@contract/history.ts'
import type { Database } from '@/db/schema.ts'
import { presentAbout } from '../about/about-presenter.ts'
import { presentCertificate } from '../certificates/certificates-presenter.ts'
import { presentContactMessage } from '../contact/contact-presenter.ts'
import { presentEducation } from '../education/education-presenter.ts'
import { presentExperience } from '../experience/experience-presenter.ts'
import { presentPost } from '../posts/posts-presenter.ts'
import { presentProject } from '../projects/projects-presenter.ts'
import { presentSkill } from '../skills/skills-presenter.ts'
import { presentTestimonial } from '../testimonials/testimonials-presenter.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'

/** A stored row of any history table, as history keeps it (JSON). */
export type StoredRow = Record<string, unknown> & { id: number }

/**
 * How history reads and writes each type's rows: its table, a title for people, the wire form
 * its own API answers (what a revision's `data` is), and whether it is an ordered list (a restore
 * from the trash takes its old position back).
 */
export interface HistoryTypeSpec {
  name: string
  table: keyof Database
  ordered: boolean
  title(row: StoredRow): string
  present(row: StoredRow): Record<string, unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const shorten = (value: string, length = 60) =>
  value.length > length ? `${value.slice(0, length - 1).trimEnd()}…` : value
const joined = (...parts: unknown[]) =>
  parts
    .map(text)
    .filter((part) => part !== '')
    .join(' · ')

// The presenters take their own row types; a stored row is that row, read back from JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const as = (present: (row: any) => object) => (row: StoredRow) =>
  present(row) as Record<string, unknown>

const SPECS: HistoryTypeSpec[] = [
  {
    name: CONTENT_TYPES.about.name,
    table: CONTENT_TYPES.about.table,
    ordered: true,
    title: (row) => shorten(text(row.paragraph)),
    present: as(presentAbout),
  },
  {
    name: CONTENT_TYPES.education.name,
    table: CONTENT_TYPES.education.table,
    ordered: true,
    title: (row) => joined(row.degree, row.institution),
    present: as(presentEducation),
  },
  {
    name: CONTENT_TYPES.experience.name,
    table: CONTENT_TYPES.experience.table,
    ordered: true,
    title: (row) => joined(row.title, row.company),
    present: as(presentExperience),
  },
  {
    name: CONTENT_TYPES.skills.name,
    table: CONTENT_TYPES.skills.table,
    ordered: true,
    title: (row) => text(row.name),
    present: as(presentSkill),
  },
  {
    name: CONTENT_TYPES.projects.name,
    table: CONTENT_TYPES.projects.table,
    ordered: true,
    title: (row) => text(row.title),
    present: as(presentProject),
  },
  {
    name: CONTENT_TYPES.certificates.name,
    table: CONTENT_TYPES.certificates.table,
    ordered: true,
    title: (row) => text(row.title),
    present: as(presentCertificate),
  },
  {
    name: CONTENT_TYPES.testimonials.name,
    table: CONTENT_TYPES.testimonials.table,
    ordered: true,
    title: (row) => joined(row.name, row.company),
    present: as(presentTestimonial),
  },
  {
    name: 'userdetails',
    table: 'user_details',
    ordered: false,
    title: (row) => text(row.name) || 'Profile',
    present: as(presentUserDetails),
  },
  {
    name: 'settings',
    table: 'site_settings',
    ordered: false,
    title: () => 'Site settings',
    present: (row) => {
      try {
        return JSON.parse(text(row.value)) as Record<string, unknown>
      } catch {
        return {}
      }
    },
  },
  {
    name: 'post',
    table: 'posts',
    ordered: false,
    title: (row) => text(row.title),
    present: (row) => presentPost(row as never, true) as unknown as Record<string, unknown>,
  },
  {
    name: 'message',
    table: 'contact_messages',
    ordered: false,
    title: (row) => `Message from ${text(row.name) || 'someone'}`,
    present: as(presentContactMessage),
  },
]

const BY_NAME = new Map(SPECS.map((spec) => [spec.name, spec]))

/** The spec of a history or trash type, or undefined for an unknown name. */
export function historyType(name: string): HistoryTypeSpec | undefined {
  return BY_NAME.get(name)
}

/** The types revisions are kept for (the trash also holds inbox messages). */
export function revisionTypeNames(): string[] {
  return HISTORY_TYPES.map((type) => type.name)
}

/** The history type whose rows live in `table`. */
export function historyTypeOfTable(table: string): HistoryTypeSpec | undefined {
  return SPECS.find((spec) => spec.table === table)
}
