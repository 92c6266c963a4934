import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * An index of the posts' tags, so a tag's page (and a post's related posts) finds its posts
 * without reading every post's tags: on PostgreSQL a GIN index over the tags column read as
 * jsonb, which answers `tags::jsonb @> '["Rust"]'` (posts/blog-reads.ts asks it so, one
 * containment per spelling of the tag). `jsonb_path_ops` keeps only what containment needs,
 * a smaller index than the default operator class.
 *
 * SQLite has no index over a JSON array's elements; its tag reads stay a pass over the public
 * posts of a language with `json_each`, which is how they were, so nothing changes there.
 * The column stays text: every write stores `JSON.stringify` of the tags, so the cast holds for
 * every row (the reads cast it already).
 */
export function postTagsIndexMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return
      await sql`create index posts_tags_index on posts using gin ((tags::jsonb) jsonb_path_ops)`.execute(
        db,
      )
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return
      await sql`drop index if exists posts_tags_index`.execute(db)
    },
  }
}
