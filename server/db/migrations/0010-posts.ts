import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Posts (contract/post.ts): Markdown bodies with the HTML rendered from them when saved, tags as
 * a JSON array, a unique slug. `published_at` is set the first time a post goes public.
 */
export function postsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('posts')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('reading_minutes', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publish_at', 'text')
        .addColumn('published_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('posts_public_order')
        .on('posts')
        .columns(['status', 'published_at'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('posts').ifExists().execute()
    },
  }
}
