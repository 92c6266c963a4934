import type { Kysely } from 'kysely'
import {
  entryField,
  entryKey,
  entryLabel,
  entryName,
  listText,
  type TranslatableField,
  type TranslatableKind,
} from '@contract/translations.ts'
import type { Database } from '@/db/schema.ts'
import { historyType, type StoredRow } from '../history/history-types.ts'

/** A record as its translations are read and written: its row, and its texts in the default language. */
export interface TranslatableRecord {
  id: number
  /** Its row as stored (what a revision keeps). */
  row: StoredRow
  /** The fields it has to translate (an item: those its section has) with their default texts. */
  fields: { field: TranslatableField; defaultText: string }[]
  /**
   * Sub-fields of a shared object it has no text for (an item's link label: the item has no
   * link, or one without a label): nothing to translate there.
   */
  withoutText: string[]
}

/**
 * The text at `path` in a record as its API answers it (a list's items as one text, `listText`),
 * or undefined when it has none there.
 */
export function textAt(record: unknown, path: readonly string[]): string | undefined {
  let value: unknown = record
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return listText(value)
  }
  return typeof value === 'string' ? value : undefined
}

/** A copy of `record` with the value at `path` replaced (the objects on the way copied too). */
export function withTextAt<R>(record: R, path: readonly string[], text: unknown): R {
  const [key, ...rest] = path
  if (key === undefined) return record
  const object = record as Record<string, unknown>
  return {
    ...object,
    [key]: rest.length === 0 ? text : withTextAt(object[key], rest, text),
  } as R
}

// A record's table is chosen at run time: Kysely cannot type its columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>

/**
 * The records of a kind (those of `ids`, or all), read through history's description of the kind
 * (its table and presenter, content/registry.ts), so every kind is read the same way.
 */
export async function translatableRecords(
  db: Kysely<Database>,
  kind: TranslatableKind,
  ids?: readonly number[],
): Promise<TranslatableRecord[]> {
  const described = historyType(kind.type)
  if (!described) throw new Error(`History does not know the kind ${kind.type}`)
  if (ids?.length === 0) return []
  let query = untyped(db).selectFrom(described.table).selectAll().orderBy('id')
  if (ids) query = query.where('id', 'in', ids)
  const rows = (await query.execute()) as StoredRow[]
  const shownBySection = kind.bySectionFields ? await sectionFieldKinds(db, rows) : undefined
  return rows.map((row) => {
    const record = described.present(row)
    const shown = shownBySection?.get(Number(row.section_id))
    const own = kind.fields
      .filter((field) => !shown || shown.has(field.within ?? field.field))
      .map((field) => ({ field, defaultText: textAt(record, field.wire) ?? '' }))
    const withoutText = (field: TranslatableField, defaultText: string) =>
      field.within !== undefined && defaultText === ''
    return {
      id: Number(row.id),
      row,
      fields: [
        ...own.filter(({ field, defaultText }) => !withoutText(field, defaultText)),
        ...entryFields(kind, record),
      ],
      withoutText: own
        .filter(({ field, defaultText }) => withoutText(field, defaultText))
        .map(({ field }) => field.field),
    }
  })
}

/** The entries a record's lists have now, as its API answers it (not a list: none). */
export function entriesOf(record: unknown, list: string): Readonly<Record<string, unknown>>[] {
  const value = (record as Record<string, unknown> | null)?.[list]
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object',
      )
    : []
}

/**
 * Each entry's translatable sub-fields, one field each, under its stable key (entryField) and a
 * name for people that says which entry it is ("Outcome figure 2: Figure label").
 */
function entryFields(
  kind: TranslatableKind,
  record: unknown,
): { field: TranslatableField; defaultText: string }[] {
  return kind.entries.flatMap((list) => {
    const seen = new Set<string>()
    return entriesOf(record, list.list).flatMap((entry, index) => {
      const key = entryKey(list, entry)
      // Two entries with the same texts share their translation: list it once.
      if (seen.has(key)) return []
      seen.add(key)
      return list.fields.map((field) => ({
        field: {
          ...field,
          field: entryField(list.list, key, field.field),
          label: entryLabel(list, index, field),
          wire: [list.list, String(index), field.field],
          entry: { name: entryName(list, index), label: field.label },
        },
        defaultText: typeof entry[field.field] === 'string' ? (entry[field.field] as string) : '',
      }))
    })
  })
}

/** The kinds of field each section of these items has now (an item translates only those). */
async function sectionFieldKinds(
  db: Kysely<Database>,
  items: StoredRow[],
): Promise<Map<number, Set<string>>> {
  const sectionKind = historyType('section')!
  const sectionIds = [...new Set(items.map((item) => Number(item.section_id)))]
  if (sectionIds.length === 0) return new Map()
  const sections = (await untyped(db)
    .selectFrom(sectionKind.table)
    .selectAll()
    .where('id', 'in', sectionIds)
    .execute()) as StoredRow[]
  return new Map(
    sections.map((row) => {
      const { fields } = sectionKind.present(row) as { fields: { kind: string }[] }
      return [Number(row.id), new Set(fields.map((field) => field.kind))]
    }),
  )
}
