import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * A post's images: its cover (`posts.image_hash`) and every stored image its body has used
 * (`post_images`), so that the media store keeps them while the post exists (an image that no
 * row names is swept after an hour). Body images are only ever added: an image taken out of the
 * text may come back with an undo, so it goes with the post, not before.
 */
export function postImagesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        .execute()
      await db.schema
        .createTable('post_images')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .addUniqueConstraint('post_images_once', ['post_id', 'image_hash'])
        .execute()
      await db.schema
        .createIndex('post_images_by_image')
        .on('post_images')
        .column('image_hash')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('post_images').ifExists().execute()
      await db.schema.alterTable('posts').dropColumn('image_hash').execute()
    },
  }
}
