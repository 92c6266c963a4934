import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { SECTION_MESSAGES, sectionHomeKey } from '@contract/section.ts'
import { inTransaction } from '@/db/in-transaction.ts'
import type { Database, SectionItemRow, SectionRow, SectionTable } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { moveTo } from '../collections/owner-order.ts'
import type { HistoryJournal } from '../history/history-store.ts'

type NewSection = Omit<SectionTable, 'id' | 'position'>
export type SectionChanges = Partial<Omit<SectionTable, 'id' | 'created_at' | 'position'>>

interface SectionJournals {
  section?: HistoryJournal<SectionRow>
  item?: HistoryJournal<SectionItemRow>
}

/** Every section's key in the home page's order (contract/home-sections.ts). */
export async function sectionHomeKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('sections').select('id').orderBy('position').execute()
  return rows.map((row) => sectionHomeKey(row.id))
}

/**
 * The owner's custom sections and their items, each in the owner's order (`position` from 1; a
 * record put back from the trash keeps its old number until the next move renumbers them).
 * Deleting a section takes its items with it into one trash item (history-store.ts children).
 */
export function sectionsRepository(db: Kysely<Database>, journals: SectionJournals = {}) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  /**
   * Serializes the writers that count or number rows of a table (adds and moves), so two adds
   * can neither pass a limit together nor take one position. SQLite runs one transaction at a time.
   */
  async function lock(trx: Transaction<Database>, table: 'sections' | 'section_items') {
    if (postgres) await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx)
  }

  const itemsOf = (executor: Kysely<Database>, sectionId: number) =>
    executor
      .selectFrom('section_items')
      .selectAll()
      .where('section_id', '=', sectionId)
      .orderBy('position')
      .orderBy('id')
      .execute()

  return {
    async list(): Promise<SectionRow[]> {
      return db.selectFrom('sections').selectAll().orderBy('position').orderBy('id').execute()
    },

    async findById(id: number): Promise<SectionRow | undefined> {
      return db.selectFrom('sections').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async findByAddress(address: string): Promise<SectionRow | undefined> {
      return db.selectFrom('sections').selectAll().where('address', '=', address).executeTakeFirst()
    },

    /**
     * Adds the section at `position` (last when left out); a site with SECTION_LIMITS.sections
     * sections already is refused in words and nothing changes.
     */
    async create(section: NewSection, position?: number): Promise<SectionRow> {
      return inTransaction(db, async (trx) => {
        await lock(trx, 'sections')
        const { count } = await trx
          .selectFrom('sections')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
        if (Number(count) >= SECTION_LIMITS.sections) {
          throw errors.badRequest(SECTION_MESSAGES.tooMany)
        }
        const { max } = await trx
          .selectFrom('sections')
          .select((eb) => eb.fn.max('position').as('max'))
          .executeTakeFirstOrThrow()
        const inserted = await trx
          .insertInto('sections')
          .values({ ...section, position: Number(max ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (position !== undefined) {
          await moveTo(trx, 'sections', inserted.id, position)
        }
        const row = await trx
          .selectFrom('sections')
          .selectAll()
          .where('id', '=', inserted.id)
          .executeTakeFirstOrThrow()
        await journals.section?.created(trx, [row])
        return row
      })
    },

    /** Changes the section (and moves it to `position` when given); undefined: no such section. */
    async update(id: number, changes: SectionChanges, position?: number) {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('sections')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!before) return undefined
        if (position !== undefined) {
          await lock(trx, 'sections')
          await moveTo(trx, 'sections', id, position)
        }
        const after = await trx
          .updateTable('sections')
          .set(changes)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await journals.section?.updated(trx, before, after)
        return after
      })
    },

    /**
     * Deletes the section and its items; with history they go to the trash as one item, and come
     * back together. False when there was no such section.
     */
    async delete(id: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const section = await trx
          .selectFrom('sections')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!section) return false
        const items = await itemsOf(trx, id)
        await trx.deleteFrom('section_items').where('section_id', '=', id).execute()
        await trx.deleteFrom('sections').where('id', '=', id).execute()
        // The items' images stay while the trash holds them (trash_images).
        const images = items.flatMap((item) => (item.image_hash ? [item.image_hash] : []))
        await journals.section?.deleted(trx, section, images, items)
        return true
      })
    },

    /** A section's items in the owner's order. */
    items: (sectionId: number): Promise<SectionItemRow[]> => itemsOf(db, sectionId),

    async findItem(sectionId: number, itemId: number): Promise<SectionItemRow | undefined> {
      return db
        .selectFrom('section_items')
        .selectAll()
        .where('id', '=', itemId)
        .where('section_id', '=', sectionId)
        .executeTakeFirst()
    },

    /**
     * Adds an item last in its section; a section with SECTION_LIMITS.items items already is
     * refused in words (`name` says which) and nothing changes.
     */
    async addItem(section: SectionRow, values: object): Promise<SectionItemRow> {
      return inTransaction(db, async (trx) => {
        await lock(trx, 'section_items')
        const { count, max } = await trx
          .selectFrom('section_items')
          .select((eb) => [
            eb.fn.countAll<string | number>().as('count'),
            eb.fn.max('position').as('max'),
          ])
          .where('section_id', '=', section.id)
          .executeTakeFirstOrThrow()
        if (Number(count) >= SECTION_LIMITS.items) {
          throw errors.badRequest(SECTION_MESSAGES.tooManyItems(section.name))
        }
        const now = new Date().toISOString()
        const row = await trx
          .insertInto('section_items')
          .values({
            section_id: section.id,
            field_values: JSON.stringify(values),
            position: Number(max ?? 0) + 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await journals.item?.created(trx, [row])
        return row
      })
    },

    /** Replaces the item's stored values; undefined: no such item in that section. */
    async updateItem(
      sectionId: number,
      itemId: number,
      values: object,
    ): Promise<SectionItemRow | undefined> {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('section_items')
          .selectAll()
          .where('id', '=', itemId)
          .where('section_id', '=', sectionId)
          .executeTakeFirst()
        if (!before) return undefined
        const after = await trx
          .updateTable('section_items')
          .set({ field_values: JSON.stringify(values), updated_at: new Date().toISOString() })
          .where('id', '=', itemId)
          .returningAll()
          .executeTakeFirstOrThrow()
        await journals.item?.updated(trx, before, after)
        return after
      })
    },

    /** Sets the item's image (null: none); undefined when there is no such item. */
    async setItemImage(
      itemId: number,
      imageHash: string | null | undefined,
      executor?: Transaction<Database>,
    ): Promise<SectionItemRow | undefined> {
      const write = async (trx: Transaction<Database>) => {
        const before = await trx
          .selectFrom('section_items')
          .selectAll()
          .where('id', '=', itemId)
          .executeTakeFirst()
        if (!before) return undefined
        if (imageHash === undefined) return before
        const after = await trx
          .updateTable('section_items')
          .set({ image_hash: imageHash, updated_at: new Date().toISOString() })
          .where('id', '=', itemId)
          .returningAll()
          .executeTakeFirstOrThrow()
        await journals.item?.updated(trx, before, after)
        return after
      }
      return executor ? write(executor) : inTransaction(db, write)
    },

    /** Deletes the item (to the trash with history); the row deleted, or undefined. */
    async deleteItem(sectionId: number, itemId: number): Promise<SectionItemRow | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom('section_items')
          .where('id', '=', itemId)
          .where('section_id', '=', sectionId)
          .returningAll()
          .executeTakeFirst()
        if (!row) return undefined
        await journals.item?.deleted(trx, row)
        return row
      })
    },

    /**
     * Puts the section's items in the order of `ids` (positions 1..n) and answers them, or
     * undefined, changing nothing, when `ids` is not every item of the section exactly once.
     */
    async reorderItems(sectionId: number, ids: number[]): Promise<SectionItemRow[] | undefined> {
      return inTransaction(db, async (trx) => {
        await lock(trx, 'section_items')
        const stored = new Set((await itemsOf(trx, sectionId)).map((row) => row.id))
        const everyOnce =
          ids.length === stored.size &&
          new Set(ids).size === ids.length &&
          ids.every((id) => stored.has(id))
        if (!everyOnce) return undefined
        // updated_at moves too: public pages answer Last-Modified from it.
        const now = new Date().toISOString()
        for (const [index, id] of ids.entries()) {
          await trx
            .updateTable('section_items')
            .set({ position: index + 1, updated_at: now })
            .where('id', '=', id)
            .execute()
        }
        return itemsOf(trx, sectionId)
      })
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return sectionsRepository(db)
    },
  }
}
