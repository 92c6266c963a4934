import type { Kysely, Migration } from 'kysely'

/**
 * Translations (contract/translations.ts): the owner's texts in the site's additional languages,
 * one row per kind of record (its history name: `project`, `userdetails`, `section-item`), record,
 * field and language. One table for every kind, so a kind declared translatable needs no table of
 * its own. `html`: a Markdown field's translation rendered when saved (a case study, a page's
 * body), null for plain text. No foreign key: the record's table depends on its kind; history
 * keeps a record's translations with it in the trash (history-store.ts), and a language turned
 * off in site settings keeps its rows (hidden until it is turned on again).
 */
export const translationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('translations')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('translations_key', ['type', 'record_id', 'field', 'language'])
      .execute()
    // The public pages read one language of every record of a kind at once.
    await db.schema
      .createIndex('translations_by_language')
      .on('translations')
      .columns(['type', 'language'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('translations').ifExists().execute()
  },
}
