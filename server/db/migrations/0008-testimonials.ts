import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/** Testimonials (contract/testimonial.ts): an ordered list, each with an optional photo. */
export function testimonialsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('testimonials')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('testimonials').ifExists().execute()
    },
  }
}
