import type { ContentIcon } from '@contract/content-types.ts'
import {
  FIELD_KIND_NAMES,
  type FieldKind,
  type Section,
  type SectionInput,
  type SectionResumeList,
} from '@contract/section.ts'

/** A custom section's layout, as the contract names them. */
export type SectionLayout = NonNullable<SectionInput['layout']>

/** Each layout, in the owner's words: what the public page does with the items. */
export const LAYOUTS: Record<SectionLayout, { label: string; description: string }> = {
  list: {
    label: 'List',
    description: 'One item under another: its title, its details and its text.',
  },
  cards: {
    label: 'Cards with an image',
    description: 'A grid of cards, each led by its image: talks, open-source projects, books.',
  },
  timeline: {
    label: 'Timeline',
    description: 'Items along a line by their dates, like Experience: roles, volunteering.',
  },
}

/** The site's icon set (CONTENT_ICONS) by what each one shows. */
export const ICON_NAMES: Record<ContentIcon, string> = {
  'file-text': 'Document',
  'graduation-cap': 'Graduation cap',
  briefcase: 'Briefcase',
  zap: 'Lightning',
  folder: 'Folder',
  award: 'Award',
  'message-circle': 'Speech bubble',
  'book-open': 'Open book',
}

/** The JSON Resume lists a section can travel in, by their name in the JSON Resume schema. */
export const RESUME_LIST_NAMES: Record<SectionResumeList, string> = {
  awards: 'Awards',
  publications: 'Publications',
  volunteer: 'Volunteering',
  languages: 'Languages',
  interests: 'Interests',
  projects: 'Projects',
  references: 'References',
}

export const layoutOf = (section: Pick<Section, 'layout'>): SectionLayout =>
  section.layout in LAYOUTS ? (section.layout as SectionLayout) : 'list'

/** The owner's label of a field the section has, or undefined. */
export const labelOf = (section: Pick<Section, 'fields'>, kind: FieldKind) =>
  section.fields.find((field) => field.kind === kind)?.label

export const hasField = (section: Pick<Section, 'fields'>, kind: FieldKind) =>
  labelOf(section, kind) !== undefined

/** A label in a sentence: a field's own name stays as the owner wrote it ("Event"). */
export const fieldName = (section: Pick<Section, 'fields'>, kind: FieldKind) =>
  labelOf(section, kind) ?? FIELD_KIND_NAMES[kind]

/**
 * An address suggested by a section's name: lowercase ASCII letters and digits joined by single
 * hyphens, accents dropped ("Prix & Récompenses" → "prix-recompenses"), within the limit.
 */
export function suggestAddress(name: string, maxLength: number): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}

/** "1 item", "3 items". */
export const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`)
