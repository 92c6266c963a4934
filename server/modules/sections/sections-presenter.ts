import { SECTION_LIMITS } from '@contract/limits.ts'
import {
  FIELD_KINDS,
  sectionHomeKey,
  type ItemValues,
  type Section,
  type SectionField,
  type SectionItem,
} from '@contract/section.ts'
import type { SectionItemRow, SectionRow } from '@/db/schema.ts'
import { mediaUrl } from '../media/media-url.ts'
import { storedText, type HistoryKind, type StoredRow } from '../content/history-kind.ts'

/** A section's stored field list (JSON text). */
export const fieldsOf = (row: Pick<SectionRow, 'fields'>) =>
  JSON.parse(row.fields) as SectionField[]

/** An item's stored values, every kind it ever had (JSON text). */
export const valuesOf = (row: Pick<SectionItemRow, 'field_values'>) =>
  JSON.parse(row.field_values) as ItemValues

export function presentSection(row: SectionRow): Section {
  return {
    _id: String(row.id),
    address: row.address,
    name: row.name,
    intro: row.intro,
    icon: row.icon,
    layout: row.layout,
    resumeList: row.resume_list,
    fields: fieldsOf(row),
    homeKey: sectionHomeKey(row.id),
    position: row.position,
    updatedAt: row.updated_at,
  }
}

/**
 * An item as its section shows it: the values of the section's current fields only; a value kept
 * for a field since removed stays stored and hidden (docs/decisions/0016).
 */
export function presentItem(row: SectionItemRow, fields?: readonly SectionField[]): SectionItem {
  const stored = valuesOf(row) as Record<string, unknown>
  const shown = new Set<string>(fields ? fields.map((field) => field.kind) : FIELD_KINDS)
  const values = Object.fromEntries(
    Object.entries(stored).filter(([kind]) => shown.has(kind) || kind === 'title'),
  )
  return {
    _id: String(row.id),
    section: String(row.section_id),
    title: storedText(stored.title),
    ...values,
    ...(row.image_hash && shown.has('image') ? { image: mediaUrl(row.image_hash) } : {}),
    position: row.position,
    updatedAt: row.updated_at,
  }
}

/** Sections in history and the trash; their items leave and come back with them. */
export const sectionHistory: HistoryKind = {
  name: 'section',
  table: 'sections',
  ordered: true,
  children: { name: 'section-item', table: 'section_items' },
  addressed: true,
  limit: {
    count: SECTION_LIMITS.sections,
    full: `a site has at most ${SECTION_LIMITS.sections} sections; delete one first`,
  },
  title: (row) => storedText(row.name),
  present: (row) => presentSection(row as unknown as SectionRow) as Record<string, unknown>,
}

/** Items in history and the trash: every value they hold, hidden ones too (the owner's view). */
export const sectionItemHistory: HistoryKind = {
  name: 'section-item',
  table: 'section_items',
  ordered: true,
  limit: {
    count: SECTION_LIMITS.items,
    per: 'section_id',
    full: `its section has ${SECTION_LIMITS.items} items already; delete one first`,
  },
  title: (row: StoredRow) =>
    storedText(valuesOf(row as unknown as SectionItemRow).title as unknown),
  present: (row) => presentItem(row as unknown as SectionItemRow) as Record<string, unknown>,
}
