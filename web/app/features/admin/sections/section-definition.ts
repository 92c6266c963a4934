import type { ContentIcon } from '@contract/content-types.ts'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { SLUG_PATTERN } from '@contract/post.ts'
import {
  FIELD_KIND_NAMES,
  SECTION_RESUME_LISTS,
  type FieldKind,
  type Section,
  type SectionField,
  type SectionInput,
  type SectionItem,
  type SectionResumeList,
} from '@contract/section.ts'
import { sectionIcon } from '@/features/admin/shared/api/list-sections.ts'
import { layoutOf, type SectionLayout } from './section-words.ts'

/** What the section form edits. `resumeList` '' is none (Vitrine's own extension). */
export interface DefinitionValues {
  name: string
  address: string
  intro: string
  icon: ContentIcon
  layout: SectionLayout
  resumeList: SectionResumeList | ''
  /** The title first, then the others in the owner's order. */
  fields: SectionField[]
}

const TITLE_FIELD: SectionField = { kind: 'title', label: FIELD_KIND_NAMES.title }

export const blankDefinition = (): DefinitionValues => ({
  name: '',
  address: '',
  intro: '',
  icon: 'award',
  layout: 'list',
  resumeList: '',
  fields: [TITLE_FIELD],
})

const isResumeList = (value: string | null): value is SectionResumeList =>
  (SECTION_RESUME_LISTS as readonly (string | null)[]).includes(value)

/** The form's values of a stored section; the title first, as the server keeps it. */
export function definitionOf(section: Section): DefinitionValues {
  const title = section.fields.find((field) => field.kind === 'title') ?? TITLE_FIELD
  return {
    name: section.name,
    address: section.address,
    intro: section.intro,
    icon: sectionIcon(section),
    layout: layoutOf(section),
    resumeList: isResumeList(section.resumeList) ? section.resumeList : '',
    fields: [title, ...section.fields.filter((field) => field.kind !== 'title')],
  }
}

/** The form's values as the API takes them. */
export const inputOf = (values: DefinitionValues): SectionInput => ({
  name: values.name.trim(),
  address: values.address.trim(),
  intro: values.intro.trim(),
  icon: values.icon,
  layout: values.layout,
  resumeList: values.resumeList === '' ? null : values.resumeList,
  fields: values.fields.map((field) => ({ kind: field.kind, label: field.label.trim() })),
})

export type DefinitionErrors = Partial<Record<'name' | 'address' | 'intro' | 'fields', string>>

/** The contract's rules, said before anything is sent (the server says the same). */
export function checkDefinition(values: DefinitionValues): DefinitionErrors {
  const errors: DefinitionErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'A section needs a name, like Talks'
  else if (name.length > SECTION_LIMITS.name) {
    errors.name = `At most ${SECTION_LIMITS.name} characters (now ${name.length})`
  }
  const address = values.address.trim()
  if (!address) errors.address = 'A section needs an address, like talks'
  else if (!new RegExp(SLUG_PATTERN).test(address)) {
    errors.address = 'Lowercase letters, digits and hyphens, like talks or open-source'
  } else if (address.length > SECTION_LIMITS.address) {
    errors.address = `At most ${SECTION_LIMITS.address} characters`
  }
  if (values.intro.trim().length > SECTION_LIMITS.intro) {
    errors.intro = `At most ${SECTION_LIMITS.intro} characters (now ${values.intro.trim().length})`
  }
  errors.fields = fieldLabelProblem(values.fields)
  if (!errors.fields) delete errors.fields
  return errors
}

/** The first field without a usable name, in words, or undefined. */
function fieldLabelProblem(fields: readonly SectionField[]): string | undefined {
  for (const field of fields) {
    const label = field.label.trim()
    const kind = FIELD_KIND_NAMES[field.kind]
    if (!label) return `The ${kind} field needs a name, like “${kind}”`
    if (label.length > SECTION_LIMITS.label) {
      return `The ${kind} field's name is at most ${SECTION_LIMITS.label} characters`
    }
  }
  return undefined
}

/**
 * Where a problem the server answered belongs in the form, from its words (the server's answer
 * is `{success:false, message}`, contract/section.ts and contract/addresses.ts say them):
 * undefined when it belongs to none (a limit of the whole site).
 */
export function fieldOfProblem(message: string): keyof DefinitionErrors | undefined {
  if (/^(The address |An address |Address )/.test(message)) return 'address'
  if (message.startsWith('Name ')) return 'name'
  if (message.startsWith('Intro ')) return 'intro'
  if (/^(A section has each kind|The .+ field needs|Label |Fields |A field's kind)/.test(message)) {
    return 'fields'
  }
  return undefined
}

/** Whether an item holds a value for a field kind (what removing the field would hide). */
function holdsValue(item: SectionItem, kind: FieldKind): boolean {
  const value = (item as Record<string, unknown>)[kind]
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null
}

/**
 * The fields the form takes away from the stored section, with how many of its items hold a
 * value for each (kept by the server, hidden while the field is away).
 */
export function removedFields(
  stored: readonly SectionField[],
  now: readonly SectionField[],
  items: readonly SectionItem[],
): { field: SectionField; holding: number }[] {
  const kept = new Set(now.map((field) => field.kind))
  return stored
    .filter((field) => !kept.has(field.kind))
    .map((field) => ({
      field,
      holding: items.filter((item) => holdsValue(item, field.kind)).length,
    }))
}
