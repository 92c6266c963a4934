import type { Kysely, Migration } from 'kysely'

/**
 * Project case studies: a project may have its own page, `/projects/<slug>`, with a
 * Markdown body rendered when saved. No slug, no page. Slugs are unique (NULLs are not equal in a
 * unique index, on both databases).
 */
export const projectCaseStudiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('slug', 'text').execute()
    await db.schema
      .alterTable('projects')
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('projects')
      .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.createIndex('projects_slug').unique().on('projects').column('slug').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('projects_slug').ifExists().execute()
    for (const column of ['html', 'body', 'slug']) {
      await db.schema.alterTable('projects').dropColumn(column).execute()
    }
  },
}
