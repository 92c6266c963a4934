import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely'
import { inTransaction } from '@/db/in-transaction.ts'
import type { Database, PostRow, PostTable } from '@/db/schema.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { keepBodyImages } from '../media/body-images.ts'
import type { LanguageFilter } from './post-languages.ts'
import { EARLIEST_STORED_TIME } from './post-times.ts'

/** Work done first in a write's transaction (a translation's checks): throwing changes nothing. */
export type BeforeWrite = (trx: Transaction<Database>) => Promise<void>

/** The posts of one language (post-languages.ts); none given: every language. */
export function inLanguage(eb: ExpressionBuilder<Database, 'posts'>, filter: LanguageFilter) {
  return filter.isDefault
    ? eb.or([eb('language', 'is', null), eb('language', '=', filter.language)])
    : eb('language', '=', filter.language)
}

export type NewPost = Omit<Insertable<PostTable>, 'id'>
export type PostChanges = Omit<Updateable<PostTable>, 'id' | 'created_at'>

/** A list's columns: everything but the body and its HTML. */
export const LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'tags',
  'reading_minutes',
  'status',
  'publish_at',
  'published_at',
  'created_at',
  'updated_at',
  'image_hash',
  'language',
  'translation_group',
] as const
export type PostListRow = Pick<PostRow, (typeof LIST_COLUMNS)[number]>

/**
 * Posts. Public means published with a `published_at` that has come (`now`, ISO-8601: stored
 * times have one form, post-times.ts, so they compare as text on both databases; the lower bound
 * leaves out a time of any other form).
 */
export function postsRepository(db: Kysely<Database>, journal?: HistoryJournal<PostRow>) {
  return {
    /** Published posts whose time has come, newest first (of one language when asked). */
    async listPublic(
      now: string,
      limit?: number,
      language?: LanguageFilter,
    ): Promise<PostListRow[]> {
      let query = db
        .selectFrom('posts')
        .select(LIST_COLUMNS)
        .$if(language !== undefined, (q) => q.where((eb) => inLanguage(eb, language!)))
        .where('status', '=', 'published')
        .where('published_at', '>=', EARLIEST_STORED_TIME)
        .where('published_at', '<=', now)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
      if (limit !== undefined) query = query.limit(limit)
      return query.execute()
    },

    /** The owner's view: every post, drafts and scheduled ones too, newest first. */
    async listAll(): Promise<PostListRow[]> {
      return db
        .selectFrom('posts')
        .select(LIST_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },

    /** Published posts with their bodies (the feed), newest first. */
    async listPublicWithBodies(
      now: string,
      limit: number,
      language?: LanguageFilter,
    ): Promise<PostRow[]> {
      return db
        .selectFrom('posts')
        .selectAll()
        .$if(language !== undefined, (q) => q.where((eb) => inLanguage(eb, language!)))
        .where('status', '=', 'published')
        .where('published_at', '>=', EARLIEST_STORED_TIME)
        .where('published_at', '<=', now)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },

    async findPublicBySlug(
      slug: string,
      now: string,
      language?: LanguageFilter,
    ): Promise<PostRow | undefined> {
      return db
        .selectFrom('posts')
        .selectAll()
        .where('slug', '=', slug)
        .$if(language !== undefined, (q) => q.where((eb) => inLanguage(eb, language!)))
        .where('status', '=', 'published')
        .where('published_at', '>=', EARLIEST_STORED_TIME)
        .where('published_at', '<=', now)
        .executeTakeFirst()
    },

    /** The owner's read: any post, whatever its status. */
    async findBySlug(slug: string): Promise<PostRow | undefined> {
      return db.selectFrom('posts').selectAll().where('slug', '=', slug).executeTakeFirst()
    },

    async findById(id: number): Promise<PostRow | undefined> {
      return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Whether another post than `exceptId` has this slug. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('posts').select('id').where('slug', '=', slug)
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },

    async create(post: NewPost, before?: BeforeWrite): Promise<PostRow> {
      return inTransaction(db, async (trx) => {
        await before?.(trx)
        const row = await trx
          .insertInto('posts')
          .values(post)
          .returningAll()
          .executeTakeFirstOrThrow()
        await journal?.created(trx, [row])
        return row
      })
    },

    async update(
      id: number,
      changes: PostChanges,
      beforeWrite?: BeforeWrite,
    ): Promise<PostRow | undefined> {
      return inTransaction(db, async (trx) => {
        await beforeWrite?.(trx)
        const before = await trx
          .selectFrom('posts')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!before) return undefined
        const after = await trx
          .updateTable('posts')
          .set(changes)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
        if (after) await journal?.updated(trx, before, after)
        return after
      })
    },

    /**
     * Deletes the post (its body images' rows go with it, and with history it goes to the trash
     * keeping them); answers the images it used, for the media store to delete when nothing else
     * uses them, or undefined when there was no post.
     */
    async delete(id: number): Promise<string[] | undefined> {
      return inTransaction(db, async (trx) => {
        const post = await trx
          .selectFrom('posts')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (!post) return undefined
        const images = await trx
          .selectFrom('post_images')
          .select('image_hash')
          .where('post_id', '=', id)
          .execute()
        await trx.deleteFrom('post_images').where('post_id', '=', id).execute()
        await trx.deleteFrom('posts').where('id', '=', id).execute()
        const hashes = new Set(images.map((image) => image.image_hash))
        if (post.image_hash) hashes.add(post.image_hash)
        await journal?.deleted(trx, post, [...hashes])
        return [...hashes]
      })
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return postsRepository(db)
    },

    /** Keeps these stored images with the post (media/body-images.ts). */
    async keepImages(
      postId: number,
      hashes: readonly string[],
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await keepBodyImages(executor, 'post_images', postId, hashes)
    },

    /** The next time a scheduled post appears, if any. */
    async nextScheduled(now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.min('published_at').as('next'))
        .where('status', '=', 'published')
        .where('published_at', '>', now)
        .executeTakeFirst()
      return row?.next ?? undefined
    },

    /** How many posts are public now (the navigation shows the blog only when there are). */
    async count(now: string, language?: LanguageFilter): Promise<number> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .$if(language !== undefined, (q) => q.where((eb) => inLanguage(eb, language!)))
        .where('status', '=', 'published')
        .where('published_at', '>=', EARLIEST_STORED_TIME)
        .where('published_at', '<=', now)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },
  }
}
