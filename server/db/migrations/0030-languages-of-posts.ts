import type { Kysely, Migration } from 'kysely'

/**
 * Posts per language and the owner's own site texts.
 *
 * - `posts.language`: the language a post is written in, null for the site's default language
 *   (every post written before is one). Null follows the default: a site that changes its default
 *   language later keeps its own posts as its default blog, and its posts in other languages as
 *   they are (docs/languages.md).
 * - `posts.translation_group`: posts that translate one another share this number (the id of the
 *   post the first translation was made from), null for a post alone. At most one post per
 *   language in a group: the posts API checks it in the write's transaction.
 * - `site_settings.site_texts`: the owner's overrides of the public site's fixed texts, as JSON
 *   `{ "<language>": { "<message key>": "<ICU message>" } }`, on the settings row so that history
 *   (undo), backups and restores carry them with the rest of the settings.
 */
export const languagesOfPostsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('posts').addColumn('language', 'text').execute()
    await db.schema.alterTable('posts').addColumn('translation_group', 'integer').execute()
    // A blog list reads one language; a post page reads its group.
    await db.schema.createIndex('posts_by_language').on('posts').column('language').execute()
    await db.schema
      .createIndex('posts_by_translation_group')
      .on('posts')
      .column('translation_group')
      .execute()
    await db.schema
      .alterTable('site_settings')
      .addColumn('site_texts', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('posts_by_translation_group').ifExists().execute()
    await db.schema.dropIndex('posts_by_language').ifExists().execute()
    await db.schema.alterTable('posts').dropColumn('translation_group').execute()
    await db.schema.alterTable('posts').dropColumn('language').execute()
    await db.schema.alterTable('site_settings').dropColumn('site_texts').execute()
  },
}
