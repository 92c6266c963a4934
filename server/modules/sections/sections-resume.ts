import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { SECTION_MESSAGES, type SectionField, type SectionResumeList } from '@contract/section.ts'
import type { Database, SectionItemRow, SectionRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { moveTo } from '../collections/owner-order.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { fieldsOf, valuesOf } from './sections-presenter.ts'

/**
 * Custom sections as a whole, for the JSON Resume export and import (server/modules/resume): each
 * definition with every value its items hold, the values of fields since removed too, so that
 * nothing the owner saved is lost on the way out and back.
 */
export interface PortableSection {
  address: string
  name: string
  intro: string
  icon: string
  layout: string
  resumeList: SectionResumeList | null
  fields: SectionField[]
  /** Its place among the sections, from 1; left out on import: where it is, or last. */
  position?: number
  items: PortableItem[]
}

interface PortableItem {
  /** Every stored value by field kind, for fields the section no longer has too. */
  values: Record<string, unknown>
  imageHash: string | null
}

/** The stored definition's own columns, as a section comes in. */
type DefinitionColumns = Pick<SectionRow, 'name' | 'intro' | 'icon' | 'layout' | 'fields'> & {
  resume_list: string | null
}

const definitionColumns = (section: PortableSection): DefinitionColumns => ({
  name: section.name,
  intro: section.intro,
  icon: section.icon,
  layout: section.layout,
  resume_list: section.resumeList,
  fields: JSON.stringify(section.fields),
})

/** A portable section with the ids it is stored under (its translations are kept by id). */
export interface StoredPortableSection {
  id: number
  /** Its items' ids, in the order of its `items`. */
  itemIds: number[]
  section: PortableSection
}

/** Every section in the owner's order, with its items in theirs, and their ids. */
export async function loadStoredPortableSections(
  db: Kysely<Database>,
): Promise<StoredPortableSection[]> {
  const sections = await db
    .selectFrom('sections')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute()
  const items = await db
    .selectFrom('section_items')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute()
  return sections.map((row) => {
    const own = items.filter((item) => item.section_id === row.id)
    return {
      id: row.id,
      itemIds: own.map((item) => item.id),
      section: {
        address: row.address,
        name: row.name,
        intro: row.intro,
        icon: row.icon,
        layout: row.layout,
        resumeList: row.resume_list as SectionResumeList | null,
        fields: fieldsOf(row),
        position: row.position,
        items: own.map((item) => ({
          values: valuesOf(item) as Record<string, unknown>,
          imageHash: item.image_hash,
        })),
      },
    }
  })
}

/** How many items each stored section has, by address. */
export async function itemCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('sections')
    .leftJoin('section_items', 'section_items.section_id', 'sections.id')
    .select((eb) => ['sections.address', eb.fn.count<string | number>('section_items.id').as('n')])
    .groupBy('sections.address')
    .execute()
  return new Map(rows.map((row) => [row.address, Number(row.n)]))
}

interface SectionJournals {
  section: HistoryJournal<SectionRow>
  item: HistoryJournal<SectionItemRow>
}

/**
 * Writes `sections` in the caller's transaction, each replacing the stored section at its address
 * (same id, so its place in the home page's order stays) or added when there is none; their items
 * are replaced, the old ones going to the trash with their images. Sections not named stay as
 * they are. The definitions and items were checked beforehand (the contract, the stored rules).
 */
export async function replaceSections(
  trx: Transaction<Database>,
  sections: PortableSection[],
  journals: SectionJournals,
): Promise<void> {
  // The same locks the sections repository takes for adds and moves: they wait for the import.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table sections, section_items in share row exclusive mode`.execute(trx)
  }
  const now = new Date().toISOString()
  const placed: { id: number; position: number }[] = []
  for (const section of sections) {
    const before = await trx
      .selectFrom('sections')
      .selectAll()
      .where('address', '=', section.address)
      .executeTakeFirst()
    let row: SectionRow
    if (before) {
      row = await trx
        .updateTable('sections')
        .set({ ...definitionColumns(section), updated_at: now })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      await journals.section.updated(trx, before, row)
      const replaced = await trx
        .deleteFrom('section_items')
        .where('section_id', '=', row.id)
        .returningAll()
        .execute()
      for (const item of replaced) await journals.item.deleted(trx, item)
    } else {
      const { max } = await trx
        .selectFrom('sections')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirstOrThrow()
      row = await trx
        .insertInto('sections')
        .values({
          ...definitionColumns(section),
          address: section.address,
          position: Number(max ?? 0) + 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await journals.section.created(trx, [row])
    }
    const added: SectionItemRow[] = []
    for (const [index, item] of section.items.entries()) {
      added.push(
        await trx
          .insertInto('section_items')
          .values({
            section_id: row.id,
            field_values: JSON.stringify(item.values),
            image_hash: item.imageHash,
            position: index + 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      )
    }
    await journals.item.created(trx, added)
    if (section.position !== undefined) placed.push({ id: row.id, position: section.position })
  }
  // Places from the first up, so each lands where the document says among those before it.
  for (const { id, position } of placed.sort((a, b) => a.position - b.position)) {
    await moveTo(trx, 'sections', id, position)
  }
  // Checked before too; this catches a section added by another request in the meantime.
  const { count } = await trx
    .selectFrom('sections')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(count) > SECTION_LIMITS.sections) throw errors.badRequest(SECTION_MESSAGES.tooMany)
}
