import type { Kysely, Migration } from 'kysely'

/** Experience gets an optional Markdown-lite description (bullet points of what was done). */
export const experienceDescriptionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('experience')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('experience').dropColumn('description').execute()
  },
}
