import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Responsive variants (AVIF and WebP at several widths) of stored images: a derived cache, made
 * on first request and safe to delete at any time (never part of a backup). Deleting an image
 * deletes its variants.
 */
export function imageVariantsMigration(dialect: Dialect): Migration {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('image_variants')
        .addColumn('hash', 'text', (c) => c.notNull().references('media.hash').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('image_variants_pk', ['hash', 'width', 'format'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('image_variants').ifExists().execute()
    },
  }
}
