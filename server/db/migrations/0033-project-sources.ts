import type { Kysely, Migration } from 'kysely'

/**
 * Where an imported project came from (server/modules/profile-import/github.ts): the repository
 * (`owner/name`) and the values the import wrote (JSON: description, tools, live link), so that
 * "Refresh from GitHub" changes only the fields the owner has not changed since. One row per
 * project; a project deleted for good leaves its row unread (a refresh reads projects that exist).
 */
export const projectSourcesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('project_sources')
      .addColumn('project_id', 'integer', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('repository', 'text', (c) => c.notNull())
      .addColumn('imported', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('project_sources').ifExists().execute()
  },
}
