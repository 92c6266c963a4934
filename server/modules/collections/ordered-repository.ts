import type { FastifyInstance } from 'fastify'
import {
  PostgresAdapter,
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely'
import type { Database, OrderedTable } from '@/db/schema.ts'
import { keptImagesOf, type BodyImageTable } from '../media/body-images.ts'

type Row<T extends OrderedTable> = Selectable<Database[T]>
/** The content columns of an ordered table: what an add or update writes. */
export type ContentColumns<T extends OrderedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'position' | 'created_at' | 'updated_at'
>

/**
 * What a repository tells history about each write, inside the write's own transaction
 * (history/history-store.ts): a crash never leaves a write without its revision or the reverse.
 */
export interface Journal<R> {
  created(trx: Transaction<Database>, rows: R[]): Promise<void>
  updated(trx: Transaction<Database>, before: R, after: R): Promise<void>
  /**
   * After the row is gone: it goes to the trash, keeping its image and any `images` named, and
   * the rows of its kind's children (a section's items) deleted with it, which come back with it.
   */
  deleted(
    trx: Transaction<Database>,
    row: R,
    images?: string[],
    children?: readonly object[],
  ): Promise<void>
}

/**
 * Data access for an ordered content list (skills, projects, about, education, experience,
 * certificates, testimonials): records come back in the owner's order; new ones go first or last
 * as their content type says (contract/content-types.ts, `newAt`). `keptImages`: where a record
 * keeps stored images beyond its own (a project's gallery); a deleted record's go to the trash
 * with it.
 */
export function orderedRepository<T extends OrderedTable>(
  kysely: Kysely<Database>,
  table: T,
  newAt: 'start' | 'end' = 'end',
  journal?: Journal<Row<T>>,
  keptImages?: BodyImageTable,
) {
  // Kysely's types cannot follow a table name chosen at run time; the generic signatures above
  // keep callers typed, and every column below exists on every OrderedTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = kysely as unknown as Kysely<any>
  const name: string = table
  const postgres = kysely.getExecutor().adapter instanceof PostgresAdapter

  /**
   * Serializes the writers that assign positions (adds and reorders) on one table, so that an
   * add racing a reorder neither goes missing from the reorder's check nor takes a position the
   * reorder hands out. Other writes to the table wait for these short transactions; readers do
   * not. SQLite needs nothing: its one connection runs one transaction at a time.
   */
  async function lockPositions(trx: Transaction<unknown>) {
    if (postgres) await sql`lock table ${sql.table(name)} in share row exclusive mode`.execute(trx)
  }

  /** A transaction of its own, or the caller's when this repository works inside one. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function transaction<R>(work: (trx: Transaction<any>) => Promise<R>): Promise<R> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (db.isTransaction) return work(db as Transaction<any>)
    return db.transaction().execute(work)
  }

  return {
    async list(): Promise<Row<T>[]> {
      return (await db
        .selectFrom(name)
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .execute()) as Row<T>[]
    },

    async findById(id: number): Promise<Row<T> | undefined> {
      return (await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst()) as
        Row<T> | undefined
    },

    /**
     * Adds the records in one transaction, in the order given, before the first record or after
     * the last one (`newAt`).
     */
    async insertMany(records: ContentColumns<T>[]): Promise<Row<T>[]> {
      return transaction(async (trx) => {
        await lockPositions(trx)
        const ends = await trx
          .selectFrom(name)
          .select([db.fn.min('position').as('min'), db.fn.max('position').as('max')])
          .executeTakeFirst()
        let position =
          newAt === 'start' ? Number(ends?.min ?? 1) - records.length - 1 : Number(ends?.max ?? 0)
        const now = new Date().toISOString()
        const inserted: Row<T>[] = []
        for (const record of records) {
          position += 1
          const row = await trx
            .insertInto(name)
            .values({ ...record, position, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow()
          inserted.push(row as Row<T>)
        }
        await journal?.created(trx, inserted)
        return inserted
      })
    },

    async update(
      id: number,
      changes: Updateable<Database[T]> | Partial<ContentColumns<T>>,
    ): Promise<Row<T> | undefined> {
      const write = (executor: typeof db) =>
        executor
          .updateTable(name)
          .set({ ...(changes as Record<string, unknown>), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst() as Promise<Row<T> | undefined>
      if (!journal) return write(db)
      return transaction(async (trx) => {
        const before = (await trx
          .selectFrom(name)
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()) as Row<T> | undefined
        if (!before) return undefined
        const after = await write(trx)
        if (after) await journal.updated(trx, before, after)
        return after
      })
    },

    /**
     * Puts the list in the order of `ids` (positions 1..n) and answers it in that order, or
     * undefined, changing nothing, when `ids` is not every stored id exactly once. The check runs
     * inside the transaction, so a record added meanwhile is never left out.
     */
    async reorder(ids: number[]): Promise<Row<T>[] | undefined> {
      return transaction(async (trx) => {
        await lockPositions(trx)
        const stored = await trx.selectFrom(name).select('id').execute()
        const storedIds = new Set(stored.map((row) => Number(row.id)))
        const everyOnce =
          ids.length === storedIds.size &&
          new Set(ids).size === ids.length &&
          ids.every((id) => storedIds.has(id))
        if (!everyOnce) return undefined
        // updated_at moves too: public pages answer Last-Modified from it.
        const now = new Date().toISOString()
        for (const [index, id] of ids.entries()) {
          await trx
            .updateTable(name)
            .set({ position: index + 1, updated_at: now })
            .where('id', '=', id)
            .execute()
        }
        return (await trx
          .selectFrom(name)
          .selectAll()
          .orderBy('position')
          .orderBy('id')
          .execute()) as Row<T>[]
      })
    },

    /**
     * Deletes the record and answers it, or undefined when there was none; with history, the
     * record goes to the trash in the same transaction.
     */
    async remove(id: number): Promise<Row<T> | undefined> {
      const write = (executor: typeof db) =>
        executor.deleteFrom(name).where('id', '=', id).returningAll().executeTakeFirst() as Promise<
          Row<T> | undefined
        >
      if (!journal) return write(db)
      return transaction(async (trx) => {
        // Read before the row goes: its kept images' rows go with it.
        const images = keptImages
          ? await keptImagesOf(trx as Kysely<Database>, keptImages, [id])
          : []
        const row = await write(trx)
        if (row) await journal.deleted(trx, row, images)
        return row
      })
    },

    /** The same repository, writing inside the caller's transaction. */
    within(trx: Transaction<Database>) {
      return orderedRepository(trx, table, newAt, journal, keptImages)
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return orderedRepository(kysely, table, newAt, undefined, keptImages)
    },
  }
}
export type OrderedRepository<T extends OrderedTable> = ReturnType<typeof orderedRepository<T>>

/**
 * The repository of a content type chosen at run time (hubs walking the registry): it writes the
 * columns of whichever table it is; the registry entry that made them is that type's own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOrderedRepository = OrderedRepository<any>

export function contentRepository(app: FastifyInstance, key: string): AnyOrderedRepository {
  const repository = (app.repositories as unknown as Record<string, AnyOrderedRepository>)[key]
  if (!repository) throw new Error(`No repository for the content type ${key}`)
  return repository
}
