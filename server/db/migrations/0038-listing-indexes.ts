import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Indexes for the public pages' lists, so a page reads the rows it shows and not every row.
 *
 * SQLite stores a row's columns in order, and a project's or a post's case study and HTML
 * (kilobytes each) sit before the columns these lists sort or filter on (`featured`, a post's
 * `language` and `tags`, all added later): without an index, sorting a thousand projects or
 * counting a thousand posts reads every row's long text from its overflow pages (15–20 ms on
 * the scale bench's data, for each page rendered). With these:
 * - the showcase (featured first, then the owner's order) and the owner's order of projects are
 *   walked in index order, reading only the rows of the page;
 * - the public posts of a language are counted, and their tags counted, from the index alone
 *   (SQLite), as `posts_public_order` could not: it lacks the language and the tags.
 *
 * PostgreSQL keeps long text out of its rows already; the project indexes serve it the same way,
 * and its posts' index leaves the tags out: a B-tree entry has a size limit that a post's many
 * tags could pass, and its tag reads use the GIN index of migration 0035.
 */
export function listingIndexesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('projects_showcase')
        .on('projects')
        .columns(['featured desc', 'position', 'id'])
        .execute()
      await db.schema
        .createIndex('projects_in_order')
        .on('projects')
        .columns(['position', 'id'])
        .execute()
      await db.schema
        .createIndex('posts_public_listing')
        .on('posts')
        .columns(
          dialect === 'sqlite'
            ? ['status', 'published_at', 'language', 'tags']
            : ['status', 'published_at', 'language'],
        )
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const name of ['posts_public_listing', 'projects_in_order', 'projects_showcase'])
        await db.schema.dropIndex(name).ifExists().execute()
    },
  }
}
