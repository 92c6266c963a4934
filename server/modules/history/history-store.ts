import type { Kysely, Transaction } from 'kysely'
import { HISTORY_TYPES, type RevisionAction } from '@contract/history.ts'
import { translatableKind } from '@contract/translations.ts'
import type { Database, RevisionRow, TranslationRow, TrashRow } from '@/db/schema.ts'
import type { Journal } from '../collections/ordered-repository.ts'
import type { HistoryKind, StoredRow } from '../content/history-kind.ts'
import { keepBodyImages } from '../media/body-images.ts'

type AnyTrx = Transaction<Database>
/** A record's own table is chosen at run time: Kysely cannot type its columns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (trx: AnyTrx) => trx as unknown as Transaction<any>

/** A write trims its record's revisions one time in this many (see insertRevision). */
const PRUNE_EVERY = 20

/** Columns that say nothing to a person comparing two versions. */
const UNTOLD = new Set(['id', 'position', 'created_at', 'updated_at', 'html', 'reading_minutes'])

/** A column or settings field, in words: `tech_stack` → "tech stack", `image_hash` → "image". */
function fieldWords(field: string): string {
  if (field === 'image_hash' || field === 'image_url') return 'image'
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
}

/** "title", "title and tools", "title, tools and image". */
function list(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

function changedFields(before: StoredRow, after: StoredRow): string[] {
  if (typeof before.value === 'string' && typeof after.value === 'string') {
    // Site settings: one JSON record; compare its fields.
    const old = JSON.parse(before.value) as Record<string, unknown>
    const now = JSON.parse(after.value) as Record<string, unknown>
    const keys = new Set([...Object.keys(old), ...Object.keys(now)])
    const changed = [...keys].filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    // The owner's site texts sit beside the JSON record (migration 0030).
    if (before.site_texts !== undefined && before.site_texts !== after.site_texts) {
      changed.push('site_texts')
    }
    return changed
  }
  return Object.keys(after).filter(
    (key) => !UNTOLD.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
}

/** The one-line summary of an update: which fields changed. */
function updateSummary(before: StoredRow, after: StoredRow): string {
  const words = [...new Set(changedFields(before, after).map(fieldWords))]
  return words.length === 0 ? 'Saved without changes' : `Changed ${list(words)}`
}

const quoted = (spec: HistoryKind, row: StoredRow) => {
  const title = spec.title(row)
  return title === '' ? '' : ` “${title}”`
}

const imageOf = (row: StoredRow) => (typeof row.image_hash === 'string' ? row.image_hash : null)

/** What a repository tells history about its writes. */
export type HistoryJournal<R> = Journal<R>

/** What the trash keeps of a deleted record. */
interface TrashData {
  row: StoredRow
  /** The kind's children deleted with it (HistoryKind.children). */
  children?: StoredRow[]
  /** Its translations and its children's (migration 0029), back with it on a restore. */
  translations?: TranslationRow[]
}

/**
 * A revision of a translatable kind keeps the record's translations as they were after the write
 * (every language's, under this key beside the row's columns), so putting a version back puts
 * its translations back too. Older revisions have none and leave translations as they are.
 */
const TRANSLATIONS_KEY = 'translations'
type RevisionTranslation = Omit<TranslationRow, 'type' | 'record_id'>

/** A revision's data: the row, and the translations it kept apart from the row's columns. */
function revisionData(json: string): { row: StoredRow; translations?: RevisionTranslation[] } {
  const { [TRANSLATIONS_KEY]: translations, ...row } = JSON.parse(json) as StoredRow & {
    [TRANSLATIONS_KEY]?: RevisionTranslation[]
  }
  return { row: row as StoredRow, translations }
}

/**
 * History: a revision per owner write, the trash, and putting records back. Every
 * write here runs in the caller's transaction, beside the write it records.
 */
export function historyStore(
  db: Kysely<Database>,
  options: {
    revisions: number
    trashDays: number
    /** Every kind of record the trash holds (content/registry.ts). */
    kinds: readonly HistoryKind[]
  },
) {
  const byName = new Map(options.kinds.map((kind) => [kind.name, kind]))
  // Revisions are kept for these; the trash also holds inbox messages.
  const revisioned = options.kinds.filter((kind) =>
    HISTORY_TYPES.some((type) => type.name === kind.name),
  )
  function spec(name: string): HistoryKind {
    const found = byName.get(name)
    if (!found) throw new Error(`No history type ${name}`)
    return found
  }

  /** A record's translations (every language's), as a revision keeps them. */
  async function translationsOf(trx: AnyTrx, type: string, id: number) {
    return trx
      .selectFrom('translations')
      .select(['field', 'language', 'text', 'html', 'updated_at'])
      .where('type', '=', type)
      .where('record_id', '=', id)
      .orderBy('language')
      .orderBy('field')
      .execute()
  }

  async function insertRevision(
    trx: AnyTrx,
    type: string,
    row: StoredRow,
    action: RevisionAction,
    summary: string,
    at = new Date().toISOString(),
  ) {
    const data = translatableKind(type)
      ? { ...row, [TRANSLATIONS_KEY]: await translationsOf(trx, type, Number(row.id)) }
      : row
    const { id } = await trx
      .insertInto('revisions')
      .values({
        type,
        record_id: Number(row.id),
        action,
        summary,
        data: JSON.stringify(data),
        image_hash: imageOf(row),
        at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The newest `revisions` of each record are kept. Trimming costs a query, so a write trims
    // its record one time in PRUNE_EVERY (revision ids are shared: a record written again and
    // again is trimmed every PRUNE_EVERY writes); the start and the hourly job trim them all.
    if (id % PRUNE_EVERY === 0) await pruneRecord(trx, type, Number(row.id))
  }

  /** Deletes a record's revisions past the newest `revisions` (their images go with a sweep). */
  async function pruneRecord(trx: AnyTrx, type: string, recordId: number) {
    await trx
      .deleteFrom('revisions')
      .where('type', '=', type)
      .where('record_id', '=', recordId)
      .where('id', '<=', (eb) =>
        eb
          .selectFrom('revisions')
          .select('id')
          .where('type', '=', type)
          .where('record_id', '=', recordId)
          .orderBy('id', 'desc')
          .offset(options.revisions)
          .limit(1),
      )
      .execute()
  }

  /**
   * A record written before history was kept (an older version's database, a restored older
   * backup) gets its current state as a first revision, so its very first change can be undone
   * too. Run at start, rather than asking on every write.
   */
  async function backfill(): Promise<number> {
    let added = 0
    for (const described of revisioned) {
      const rows = (await untyped(db as AnyTrx)
        .selectFrom(`${described.table} as t`)
        .selectAll('t')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('revisions as r')
                .select('r.id')
                .where('r.type', '=', described.name)
                .whereRef('r.record_id', '=', 't.id'),
            ),
          ),
        )
        .execute()) as StoredRow[]
      if (rows.length === 0) continue
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const at = typeof row.updated_at === 'string' ? row.updated_at : undefined
          // Its last write then: the add itself, or a change made before history was kept.
          const action = row.updated_at === row.created_at ? 'create' : 'update'
          await insertRevision(
            trx,
            described.name,
            row,
            action,
            'As it was before history was kept',
            at,
          )
        }
      })
      added += rows.length
    }
    return added
  }

  async function created(trx: AnyTrx, type: string, rows: StoredRow[]) {
    const described = spec(type)
    for (const row of rows) {
      await insertRevision(trx, type, row, 'create', `Added${quoted(described, row)}`)
    }
  }

  async function updated(trx: AnyTrx, type: string, before: StoredRow, after: StoredRow) {
    await insertRevision(trx, type, after, 'update', updateSummary(before, after))
  }

  /** The row is gone from its table: it goes to the trash with the images it needs back. */
  async function deleted(
    trx: AnyTrx,
    type: string,
    row: StoredRow,
    images: string[] = [],
    children: StoredRow[] = [],
  ) {
    const described = spec(type)
    if (type !== 'message') {
      await insertRevision(trx, type, row, 'delete', `Deleted${quoted(described, row)}`)
    }
    const translations = await takeTranslations(trx, [
      { type, ids: [Number(row.id)] },
      ...(described.children
        ? [{ type: described.children.name, ids: children.map((child) => Number(child.id)) }]
        : []),
    ])
    const item = await trx
      .insertInto('trash')
      .values({
        type,
        record_id: Number(row.id),
        title: described.title(row) || described.name,
        data: JSON.stringify({
          row,
          ...(children.length > 0 ? { children } : {}),
          ...(translations.length > 0 ? { translations } : {}),
        } satisfies TrashData),
        deleted_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const hashes = new Set(images)
    const own = imageOf(row)
    if (own) hashes.add(own)
    for (const hash of hashes) {
      await trx.insertInto('trash_images').values({ trash_id: item.id, image_hash: hash }).execute()
    }
  }

  /**
   * Removes the translations of records leaving their tables and answers them: the trash keeps
   * them with the record (a record removed for good takes them with it).
   */
  async function takeTranslations(
    trx: AnyTrx,
    records: { type: string; ids: number[] }[],
  ): Promise<TranslationRow[]> {
    const taken: TranslationRow[] = []
    for (const { type, ids } of records) {
      if (ids.length === 0 || !translatableKind(type)) continue
      const rows = await trx
        .deleteFrom('translations')
        .where('type', '=', type)
        .where('record_id', 'in', ids)
        .returningAll()
        .execute()
      taken.push(...rows)
    }
    return taken
  }

  /** Replaces a record's translations by those a revision kept. */
  async function putTranslations(
    trx: AnyTrx,
    type: string,
    id: number,
    translations: RevisionTranslation[],
  ) {
    await trx
      .deleteFrom('translations')
      .where('type', '=', type)
      .where('record_id', '=', id)
      .execute()
    if (translations.length === 0) return
    await trx
      .insertInto('translations')
      .values(translations.map((translation) => ({ ...translation, type, record_id: id })))
      .execute()
  }

  /** Puts a trashed row back in its table as it was (same id, same place in its list). */
  async function revive(trx: AnyTrx, item: TrashRow): Promise<Restored> {
    const described = spec(item.type)
    const { row, children = [], translations = [] } = JSON.parse(item.data) as TrashData
    const images = await trx
      .selectFrom('trash_images')
      .select('image_hash')
      .where('trash_id', '=', item.id)
      .execute()
    const { row: back, note } = await settled(trx, described, {
      ...row,
      ...('updated_at' in row ? { updated_at: new Date().toISOString() } : {}),
    })
    const inserted = (await untyped(trx)
      .insertInto(described.table)
      .values(back)
      .returningAll()
      .executeTakeFirstOrThrow()) as StoredRow
    if (described.children && children.length > 0) {
      // Back in their places, after their parent: their own ids, positions and times.
      await untyped(trx).insertInto(described.children.table).values(children).execute()
    }
    if (translations.length > 0) await trx.insertInto('translations').values(translations).execute()
    if (described.bodyImages) {
      // A Markdown body's images (a post's, a page's) are kept with it again.
      const hashes = images
        .map((image) => image.image_hash)
        .filter((hash) => hash !== row.image_hash)
      await keepBodyImages(trx, described.bodyImages, row.id, hashes)
    }
    await trx.deleteFrom('trash_images').where('trash_id', '=', item.id).execute()
    await trx.deleteFrom('trash').where('id', '=', item.id).execute()
    return { row: inserted, ...(note ? { note } : {}) }
  }

  /** Revives a trashed row and keeps the restore in its history (a message has none). */
  async function putBack(trx: AnyTrx, item: TrashRow): Promise<Restored> {
    const restored = await revive(trx, item)
    if (item.type !== 'message') {
      await insertRevision(trx, item.type, restored.row, 'restore', 'Put back from the trash')
    }
    return restored
  }

  /** Images a trashed item holds, for the media store to delete once nothing else needs them. */
  async function forget(trx: AnyTrx, item: TrashRow): Promise<string[]> {
    const images = await trx
      .selectFrom('trash_images')
      .select('image_hash')
      .where('trash_id', '=', item.id)
      .execute()
    const revisions = await trx
      .selectFrom('revisions')
      .select('image_hash')
      .where('type', '=', item.type)
      .where('record_id', '=', item.record_id)
      .where('image_hash', 'is not', null)
      .execute()
    await trx.deleteFrom('trash_images').where('trash_id', '=', item.id).execute()
    await trx.deleteFrom('trash').where('id', '=', item.id).execute()
    // Removed for good: its history goes too, unless the record is back (restored since).
    await trx
      .deleteFrom('revisions')
      .where('type', '=', item.type)
      .where('record_id', '=', item.record_id)
      .execute()
    const { children = [] } = JSON.parse(item.data) as TrashData
    const childKind = byName.get(item.type)?.children
    if (childKind && children.length > 0) {
      // Its children go for good with it, their history too.
      await trx
        .deleteFrom('revisions')
        .where('type', '=', childKind.name)
        .where(
          'record_id',
          'in',
          children.map((child) => Number(child.id)),
        )
        .execute()
    }
    return [
      ...new Set([
        ...images.map((image) => image.image_hash),
        ...revisions.map((revision) => revision.image_hash as string),
      ]),
    ]
  }

  const findTrash = (trx: Kysely<Database>, id: number) =>
    trx.selectFrom('trash').selectAll().where('id', '=', id).executeTakeFirst()

  const transaction = <R>(work: (trx: AnyTrx) => Promise<R>) => db.transaction().execute(work)

  return {
    backfill,

    /** Trims every record's revisions to the newest `revisions` (at start and every hour). */
    async pruneAll(): Promise<void> {
      const records = await db
        .selectFrom('revisions')
        .select(['type', 'record_id'])
        .groupBy(['type', 'record_id'])
        .having((eb) => eb.fn.countAll(), '>', options.revisions)
        .execute()
      for (const { type, record_id } of records) {
        await db.transaction().execute((trx) => pruneRecord(trx, type, record_id))
      }
    },

    /** What an ordered repository (or any other) tells history, for one type. */
    journal<R>(type: string): HistoryJournal<R> {
      return {
        created: (trx, rows) => created(trx, type, rows as StoredRow[]),
        updated: (trx, before, after) =>
          updated(trx, type, before as StoredRow, after as StoredRow),
        deleted: (trx, row, images, children) =>
          deleted(trx, type, row as StoredRow, images, children as StoredRow[] | undefined),
      }
    },

    /**
     * A change of a record's translations, recorded as an update of the record (its current row
     * and every language's translations after the change), in the change's own transaction.
     */
    async translated(trx: AnyTrx, type: string, row: StoredRow, summary: string) {
      await insertRevision(trx, type, row, 'update', summary)
    },

    /** Newest first. */
    async revisions(type: string, recordId: number): Promise<RevisionRow[]> {
      return db
        .selectFrom('revisions')
        .selectAll()
        .where('type', '=', type)
        .where('record_id', '=', recordId)
        .orderBy('id', 'desc')
        .limit(options.revisions)
        .execute()
    },

    async revision(id: number): Promise<RevisionRow | undefined> {
      return db.selectFrom('revisions').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /**
     * Brings a record back to a revision's state (re-creating it when it is gone), records that,
     * and answers the record; undefined when there is no such revision.
     */
    async restoreRevision(id: number): Promise<({ type: string } & Restored) | undefined> {
      return transaction(async (trx) => {
        const revision = await trx
          .selectFrom('revisions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!revision) return undefined
        const described = spec(revision.type)
        const { row: data, translations } = revisionData(revision.data)
        const exists = async () =>
          (await untyped(trx)
            .selectFrom(described.table)
            .select('id')
            .where('id', '=', data.id)
            .executeTakeFirst()) !== undefined
        if (!(await exists())) {
          // Gone: back from the trash first (its images kept with it again), else re-created.
          const trashed = await trx
            .selectFrom('trash')
            .selectAll()
            .where('type', '=', revision.type)
            .where('record_id', '=', data.id)
            .orderBy('id', 'desc')
            .executeTakeFirst()
          if (trashed) await revive(trx, trashed)
        }
        const { row: stamped, note } = await settled(trx, described, {
          ...data,
          ...('updated_at' in data ? { updated_at: new Date().toISOString() } : {}),
        })
        let row: StoredRow
        if (await exists()) {
          // Its place in its list and its creation stay as they are now.
          const { id: _id, position: _position, created_at: _created, ...columns } = stamped
          row = (await untyped(trx)
            .updateTable(described.table)
            .set(columns)
            .where('id', '=', data.id)
            .returningAll()
            .executeTakeFirstOrThrow()) as StoredRow
        } else {
          row = (await untyped(trx)
            .insertInto(described.table)
            .values(stamped)
            .returningAll()
            .executeTakeFirstOrThrow()) as StoredRow
        }
        if (translations) await putTranslations(trx, revision.type, Number(data.id), translations)
        const when = revision.at.slice(0, 16).replace('T', ' ')
        await insertRevision(
          trx,
          revision.type,
          row,
          'restore',
          `Restored the version of ${when} UTC`,
        )
        return { type: revision.type, row, ...(note ? { note } : {}) }
      })
    },

    /** A page of the trash, newest first, and how many items it holds in all. */
    async trash({ offset, limit }: { offset: number; limit: number }) {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('trash')
          .selectAll()
          .orderBy('deleted_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('trash')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows as TrashRow[], total: Number(counted.count) }
    },

    /** One item of the trash, or undefined. */
    trashItem: (id: number): Promise<TrashRow | undefined> => findTrash(db, id),

    /** How many rows `table` holds (with `per`: those whose `per` column is `value`). */
    async count(table: string, per?: string, value?: unknown): Promise<number> {
      let query = untyped(db as AnyTrx)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
      if (per) query = query.where(per, '=', value)
      const { count } = (await query.executeTakeFirstOrThrow()) as { count: string | number }
      return Number(count)
    },

    /** Puts a trashed record back; undefined when there is no such item. */
    async restoreTrash(id: number): Promise<({ type: string } & Restored) | undefined> {
      return transaction(async (trx) => {
        const item = await findTrash(trx, id)
        if (!item) return undefined
        const { row, note } = await putBack(trx, item)
        return { type: item.type, row, ...(note ? { note } : {}) }
      })
    },

    /**
     * Puts back, in the caller's transaction, the newest trashed copy of a record (an import's
     * undo); undefined when it is no longer in the trash (put back or removed for good since).
     */
    async restoreTrashed(trx: AnyTrx, type: string, recordId: number) {
      const item = await trx
        .selectFrom('trash')
        .selectAll()
        .where('type', '=', type)
        .where('record_id', '=', recordId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!item) return undefined
      return (await putBack(trx, item)).row
    },

    /**
     * Removes a trashed record for good, with its history; answers the images it held (for the
     * media store to delete once unused), or undefined when there is no such item.
     */
    async deleteFromTrash(id: number): Promise<string[] | undefined> {
      return transaction(async (trx) => {
        const item = await findTrash(trx, id)
        if (!item) return undefined
        return forget(trx, item)
      })
    },

    /** Empties what has been in the trash longer than the setting; answers the images freed. */
    async emptyExpired(now = Date.now()): Promise<{ removed: number; images: string[] }> {
      const before = new Date(now - options.trashDays * 24 * 60 * 60 * 1000).toISOString()
      return transaction(async (trx) => {
        const expired = await trx
          .selectFrom('trash')
          .selectAll()
          .where('deleted_at', '<', before)
          .execute()
        const images = new Set<string>()
        for (const item of expired) for (const hash of await forget(trx, item)) images.add(hash)
        return { removed: expired.length, images: [...images] }
      })
    },
  }
}
export type HistoryStore = ReturnType<typeof historyStore>

/** A record back, and what changed in it to fit (HistoryKind.settle), in words. */
interface Restored {
  row: StoredRow
  note?: string
}

/** The row fitted to what is there now by its kind, when the kind says how. */
async function settled(trx: AnyTrx, kind: HistoryKind, row: StoredRow): Promise<Restored> {
  return kind.settle ? kind.settle(trx, row) : { row }
}
