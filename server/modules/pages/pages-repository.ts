import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { PAGE_LIMITS } from '@contract/limits.ts'
import { PAGE_MESSAGES } from '@contract/page.ts'
import { inTransaction } from '@/db/in-transaction.ts'
import type { Database, PageRow, PageTable } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { moveTo } from '../collections/owner-order.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { keepBodyImages } from '../media/body-images.ts'

type NewPage = Omit<PageTable, 'id' | 'position'>
export type PageChanges = Partial<Omit<PageTable, 'id' | 'created_at' | 'position'>>

/** A list's columns: everything but the body and its HTML. */
const LIST_COLUMNS = [
  'id',
  'address',
  'title',
  'status',
  'in_navigation',
  'in_footer',
  'show_updated',
  'position',
  'created_at',
  'updated_at',
] as const
export type PageListRow = Pick<PageRow, (typeof LIST_COLUMNS)[number]>

/**
 * The owner's pages, in the owner's order (`position` 1..n; a page put back from the trash
 * keeps its old number until the next move renumbers them). Public means published.
 */
export function pagesRepository(db: Kysely<Database>, journal?: HistoryJournal<PageRow>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  /**
   * Serializes the writers that count or number pages (adds and moves), so that two adds can
   * neither pass the limit together nor take one position. SQLite runs one transaction at a time.
   */
  async function lockPages(trx: Transaction<Database>) {
    if (postgres) await sql`lock table pages in share row exclusive mode`.execute(trx)
  }

  return {
    /** The owner's view: every page, drafts too, in the owner's order. */
    async listAll(): Promise<PageListRow[]> {
      return db.selectFrom('pages').select(LIST_COLUMNS).orderBy('position').orderBy('id').execute()
    },

    /** Published pages, in the owner's order. */
    async listPublic(): Promise<PageListRow[]> {
      return db
        .selectFrom('pages')
        .select(LIST_COLUMNS)
        .where('status', '=', 'published')
        .orderBy('position')
        .orderBy('id')
        .execute()
    },

    async findPublicByAddress(address: string): Promise<PageRow | undefined> {
      return db
        .selectFrom('pages')
        .selectAll()
        .where('address', '=', address)
        .where('status', '=', 'published')
        .executeTakeFirst()
    },

    /** The owner's read: any page, whatever its status. */
    async findByAddress(address: string): Promise<PageRow | undefined> {
      return db.selectFrom('pages').selectAll().where('address', '=', address).executeTakeFirst()
    },

    async findById(id: number): Promise<PageRow | undefined> {
      return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /**
     * Adds the page at `position` (last when left out); a site with PAGE_LIMITS.pages pages
     * already is refused in words and nothing changes.
     */
    async create(page: NewPage, position?: number): Promise<PageRow> {
      return inTransaction(db, async (trx) => {
        await lockPages(trx)
        const { count } = await trx
          .selectFrom('pages')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
        if (Number(count) >= PAGE_LIMITS.pages) throw errors.badRequest(PAGE_MESSAGES.tooMany)
        const inserted = await trx
          .insertInto('pages')
          .values({ ...page, position: Number(count) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (position !== undefined) {
          await moveTo(trx, 'pages', inserted.id, position)
        }
        const row = await trx
          .selectFrom('pages')
          .selectAll()
          .where('id', '=', inserted.id)
          .executeTakeFirstOrThrow()
        await journal?.created(trx, [row])
        return row
      })
    },

    /** Changes the page (and moves it to `position` when given); undefined: no such page. */
    async update(id: number, changes: PageChanges, position?: number) {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('pages')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!before) return undefined
        if (position !== undefined) {
          await lockPages(trx)
          await moveTo(trx, 'pages', id, position)
        }
        const after = await trx
          .updateTable('pages')
          .set(changes)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await journal?.updated(trx, before, after)
        return after
      })
    },

    /**
     * Deletes the page (with history it goes to the trash keeping its body images); answers the
     * images it used, for the media store to delete when nothing else uses them, or undefined
     * when there was no page.
     */
    async delete(id: number): Promise<string[] | undefined> {
      return inTransaction(db, async (trx) => {
        const page = await trx
          .selectFrom('pages')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!page) return undefined
        const images = await trx
          .selectFrom('page_images')
          .select('image_hash')
          .where('page_id', '=', id)
          .execute()
        await trx.deleteFrom('page_images').where('page_id', '=', id).execute()
        await trx.deleteFrom('pages').where('id', '=', id).execute()
        const hashes = [...new Set(images.map((image) => image.image_hash))]
        await journal?.deleted(trx, page, hashes)
        return hashes
      })
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return pagesRepository(db)
    },

    /** Keeps these stored images with the page (media/body-images.ts). */
    async keepImages(
      pageId: number,
      hashes: readonly string[],
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await keepBodyImages(executor, 'page_images', pageId, hashes)
    },
  }
}
