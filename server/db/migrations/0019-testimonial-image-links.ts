import type { Kysely, Migration } from 'kysely'

/**
 * Every content table with an image keeps it the same two ways: a stored image (`image_hash`) or
 * a link (`image_url`, which an import may set), so one write pipeline serves them all.
 * Testimonials were the one table with only the first.
 */
export const testimonialImageLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('testimonials').addColumn('image_url', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('testimonials').dropColumn('image_url').execute()
  },
}
