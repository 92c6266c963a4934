import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Dialect } from '@/db/database.ts'
import type { Database } from '@/db/schema.ts'
import type { LanguageFilter } from './post-languages.ts'
import { inLanguage, LIST_COLUMNS, type PostListRow } from './posts-repository.ts'
import { EARLIEST_STORED_TIME } from './post-times.ts'

/** A published post's place in the blog's order: newest first, the later id first on a tie. */
export interface PostPlace {
  id: number
  published_at: string
}

/**
 * A post's tags as rows of a table named `t` (a JSON array of strings in a text column): its
 * source for FROM, the expression of a tag's text, and the condition that keeps strings only
 * (presentPostSummary shows no other element either). Anything but an array counts as no tags.
 */
function tagTable(dialect: Dialect) {
  return dialect === 'postgres'
    ? {
        source: sql`jsonb_array_elements(case jsonb_typeof(posts.tags::jsonb) when 'array' then posts.tags::jsonb else '[]'::jsonb end)`,
        value: sql<string>`t.value #>> '{}'`,
        isText: sql<boolean>`jsonb_typeof(t.value) = 'string'`,
      }
    : {
        source: sql`json_each(case json_type(posts.tags) when 'array' then posts.tags else '[]' end)`,
        value: sql<string>`t.value`,
        isText: sql<boolean>`t.type = 'text'`,
      }
}

/**
 * The condition "a post has one of these tags, exactly as written", or undefined where the
 * database has no index for it (SQLite: the count of shared tags over `json_each` says it).
 * On PostgreSQL one containment per spelling, `tags::jsonb @> '["Rust"]'`, each answered by the
 * GIN index of migration 0035: an array contains `["Rust"]` when one of its elements is that
 * string, so non-string elements and tags that are not an array never match, as with the count.
 */
function hasTagCondition(dialect: Dialect) {
  if (dialect !== 'postgres') return undefined
  return (values: readonly string[]): RawBuilder<boolean> =>
    values.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`(${sql.join(
          values.map((value) => sql`posts.tags::jsonb @> ${JSON.stringify([value])}::jsonb`),
          sql` or `,
        )})`
}

/**
 * The blog's reads (its list pages, a post's neighbours and related posts), each bounded to
 * what a page shows: the database pages, counts and matches tags, so a page costs the same
 * whatever the number of posts. Only public posts (posts-repository.ts: published, time come)
 * of one language.
 */
export function blogReads(db: Kysely<Database>, dialect: Dialect) {
  const tags = tagTable(dialect)
  const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`))
  /** How many of a post's tags are among `values`. */
  const sharedTags = (values: readonly string[]): RawBuilder<number> =>
    sql<number>`(select count(*) from ${tags.source} as t where ${tags.isText} and ${tags.value} in (${inList(values)}))`
  const indexed = hasTagCondition(dialect)
  /** Whether a post has one of these tags: by the index where there is one. */
  const hasTag = (values: readonly string[]): RawBuilder<boolean> =>
    indexed ? indexed(values) : sql<boolean>`${sharedTags(values)} > 0`
  const publicPosts = (now: string, language: LanguageFilter) =>
    db
      .selectFrom('posts')
      .where((eb) => inLanguage(eb, language))
      .where('status', '=', 'published')
      .where('published_at', '>=', EARLIEST_STORED_TIME)
      .where('published_at', '<=', now)
  /** Public posts having one of these spellings of a tag (none given: every post). */
  const tagged = (now: string, language: LanguageFilter, spellings?: readonly string[]) =>
    publicPosts(now, language).$if(spellings !== undefined, (q) => q.where(hasTag(spellings!)))

  return {
    /** Each tag public posts have (as written), with how many of them have it. */
    async tagCounts(
      now: string,
      language: LanguageFilter,
    ): Promise<{ tag: string; count: number }[]> {
      const rows = await publicPosts(now, language)
        .innerJoin(tags.source.as('t'), (join) => join.onTrue())
        .where(tags.isText)
        .select([tags.value.as('tag'), sql<string | number>`count(distinct posts.id)`.as('count')])
        .groupBy(tags.value)
        .execute()
      return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }))
    },

    /** How many public posts there are, or have one of these spellings of a tag. */
    async count(
      now: string,
      language: LanguageFilter,
      spellings?: readonly string[],
    ): Promise<number> {
      const row = await tagged(now, language, spellings)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },

    /** `limit` public posts from `offset`, newest first, of a tag's spellings when given. */
    async page(
      now: string,
      language: LanguageFilter,
      page: { limit: number; offset: number; spellings?: readonly string[] },
    ): Promise<PostListRow[]> {
      return tagged(now, language, page.spellings)
        .select(LIST_COLUMNS)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    },

    /** The public posts just before (newer) and just after (older) this one in the blog's order. */
    async neighbours(
      now: string,
      language: LanguageFilter,
      post: PostPlace,
    ): Promise<{ newer?: PostListRow; older?: PostListRow }> {
      const [newer, older] = await Promise.all([
        publicPosts(now, language)
          .select(LIST_COLUMNS)
          .where((eb) =>
            eb.or([
              eb('published_at', '>', post.published_at),
              eb.and([eb('published_at', '=', post.published_at), eb('id', '>', post.id)]),
            ]),
          )
          .orderBy('published_at', 'asc')
          .orderBy('id', 'asc')
          .limit(1)
          .executeTakeFirst(),
        publicPosts(now, language)
          .select(LIST_COLUMNS)
          .where((eb) =>
            eb.or([
              eb('published_at', '<', post.published_at),
              eb.and([eb('published_at', '=', post.published_at), eb('id', '<', post.id)]),
            ]),
          )
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ])
      return { newer, older }
    },

    /**
     * Up to `limit` other public posts sharing tags with this one: most shared tags first (each
     * of the other post's tags among these counts), then newest.
     */
    async related(
      now: string,
      language: LanguageFilter,
      post: { id: number; tags: readonly string[] },
      limit: number,
    ): Promise<PostListRow[]> {
      if (post.tags.length === 0) return []
      const shared = sharedTags(post.tags)
      return publicPosts(now, language)
        .select(LIST_COLUMNS)
        .where('id', '!=', post.id)
        .where(hasTag(post.tags))
        .orderBy(shared, 'desc')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },
  }
}
