import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Pages (contract/page.ts): the owner's free-form Markdown pages at `/<address>`, with the HTML
 * rendered from the body when saved, their order (`position`) and where they are linked (flags
 * are 0 or 1, as SQLite stores them). Their
 * body images are kept in `page_images` while the page exists, as a post's are.
 */
export function pagesMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pages')
        .addColumn('id', 'integer', id)
        .addColumn('address', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('in_navigation', 'integer', (c) => c.notNull())
        .addColumn('in_footer', 'integer', (c) => c.notNull())
        .addColumn('show_updated', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('page_images')
        .addColumn('id', 'integer', id)
        .addColumn('page_id', 'integer', (c) =>
          c.notNull().references('pages.id').onDelete('cascade'),
        )
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .addUniqueConstraint('page_images_once', ['page_id', 'image_hash'])
        .execute()
      await db.schema
        .createIndex('page_images_by_image')
        .on('page_images')
        .column('image_hash')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('page_images').ifExists().execute()
      await db.schema.dropTable('pages').ifExists().execute()
    },
  }
}
