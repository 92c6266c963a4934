import type { Kysely, Migration } from 'kysely'

/**
 * Featured projects: the owner marks a few projects (contract/limits.ts FEATURED_PROJECTS) to be
 * shown large on the home and projects pages. A flag of 0 or 1, as SQLite stores one; projects
 * already there start unfeatured, so an upgrade keeps today's layout.
 */
export const featuredProjectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('projects')
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('featured').execute()
  },
}
