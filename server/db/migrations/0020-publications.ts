import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/** Publications (contract/publication.ts): an ordered list, each with an optional image. */
export function publicationsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('publications')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('publisher', 'text', (c) => c.notNull())
        .addColumn('published_on', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        .addColumn('image_url', 'text')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('publications').ifExists().execute()
    },
  }
}
