import {
  FIELD_KIND_NAMES,
  SECTION_MESSAGES,
  SectionItemInput,
  type FieldKind,
  type SectionField,
  type SectionItemInput as ItemInput,
} from '@contract/section.ts'
import type { SectionItemRow, SectionRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { fieldsOf, valuesOf } from './sections-presenter.ts'

/**
 * A section's field list as stored: each kind once (else 400 in words), the labels trimmed, and
 * the title always there (first when the owner did not list it).
 */
export function checkedFields(fields: readonly SectionField[]): SectionField[] {
  const seen = new Set<FieldKind>()
  const checked: SectionField[] = []
  for (const field of fields) {
    if (seen.has(field.kind)) {
      throw errors.badRequest(SECTION_MESSAGES.fieldTwice(FIELD_KIND_NAMES[field.kind]))
    }
    seen.add(field.kind)
    const label = field.label.trim()
    if (label === '')
      throw errors.badRequest(`The ${FIELD_KIND_NAMES[field.kind]} field needs a label`)
    checked.push({ kind: field.kind, label })
  }
  if (!seen.has('title')) checked.unshift({ kind: 'title', label: FIELD_KIND_NAMES.title })
  return checked
}

/** The kinds an item's JSON carries (the image comes through the image pipeline). */
const SENT_KINDS = new Set(Object.keys(SectionItemInput.properties))

/**
 * An item's values to store, checked against the section's stored definition: every field sent
 * must be one the section has (else 400 in words), a period ends after it starts, the title says
 * something. The section's current fields take the values sent (one left out is emptied); values
 * kept for fields the section no longer has, and the image, stay as stored.
 */
export function itemValues(
  section: SectionRow,
  input: ItemInput,
  stored?: SectionItemRow,
): Record<string, unknown> {
  const fields = fieldsOf(section)
  const kinds = new Set<string>(fields.map((field) => field.kind))
  for (const kind of Object.keys(input)) {
    if (!kinds.has(kind)) {
      throw errors.badRequest(
        SECTION_MESSAGES.noSuchField(section.name, FIELD_KIND_NAMES[kind as FieldKind] ?? kind),
      )
    }
  }
  const title = fields.find((field) => field.kind === 'title')?.label ?? FIELD_KIND_NAMES.title
  if (input.title.trim() === '') throw errors.badRequest(`${title} is required`)
  const { date } = input
  if (date?.end !== undefined && date.end !== 'present') {
    const length = Math.min(date.start.length, date.end.length)
    if (date.end.slice(0, length) < date.start.slice(0, length)) {
      throw errors.badRequest(SECTION_MESSAGES.endBeforeStart)
    }
  }
  const kept = Object.entries(stored ? valuesOf(stored) : {}).filter(
    ([kind]) => !kinds.has(kind) || !SENT_KINDS.has(kind),
  )
  return { ...Object.fromEntries(kept), ...input }
}
