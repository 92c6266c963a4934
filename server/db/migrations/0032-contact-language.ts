import type { Kysely, Migration } from 'kysely'

/**
 * A contact message keeps the language of the page it was written on (docs/languages.md): a tag
 * of one of the site's languages, or null (sent before this version, or from a page in a
 * language the site no longer offers). The contract's own answers leave it out.
 */
export const contactLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').addColumn('language', 'text').execute()
  },
}
