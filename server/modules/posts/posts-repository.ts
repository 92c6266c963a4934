import type { Kysely } from 'kysely'
import type { Database, PostRow, PostTable } from '@/db/schema.ts'

export type NewPost = Omit<PostTable, 'id'>
export type PostChanges = Partial<Omit<PostTable, 'id' | 'created_at'>>

/** A list's columns: everything but the body and its HTML. */
const LIST_COLUMNS = [
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
] as const
export type PostListRow = Pick<PostRow, (typeof LIST_COLUMNS)[number]>

/**
 * Posts. Public means published with a `published_at` that has come (`now`, ISO-8601: the stored
 * times are all `toISOString()`, so they compare as text on both databases).
 */
export function postsRepository(db: Kysely<Database>) {
  return {
    /** Published posts whose time has come, newest first. */
    async listPublic(now: string, limit?: number): Promise<PostListRow[]> {
      let query = db
        .selectFrom('posts')
        .select(LIST_COLUMNS)
        .where('status', '=', 'published')
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
    async listPublicWithBodies(now: string, limit: number): Promise<PostRow[]> {
      return db
        .selectFrom('posts')
        .selectAll()
        .where('status', '=', 'published')
        .where('published_at', '<=', now)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },

    async findPublicBySlug(slug: string, now: string): Promise<PostRow | undefined> {
      return db
        .selectFrom('posts')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .where('published_at', '<=', now)
        .executeTakeFirst()
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

    async create(post: NewPost): Promise<PostRow> {
      return db.insertInto('posts').values(post).returningAll().executeTakeFirstOrThrow()
    },

    async update(id: number, changes: PostChanges): Promise<PostRow | undefined> {
      return db
        .updateTable('posts')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst()
      return result.numDeletedRows > 0n
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
    async count(now: string): Promise<number> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('status', '=', 'published')
        .where('published_at', '<=', now)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },
  }
}
export type PostsRepository = ReturnType<typeof postsRepository>
