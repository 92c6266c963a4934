import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * History: a revision per owner write (the whole record after it, as JSON), the
 * trash (a deleted record's row, and the images it needs to come back whole), and the account
 * log. A revision's image and a trashed record's images point at `media`, so the media store
 * keeps them while history or the trash may bring them back.
 */
export function historyMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('revisions')
        .addColumn('id', 'integer', id)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('revisions_of_record')
        .on('revisions')
        .columns(['type', 'record_id', 'id'])
        .execute()
      await db.schema
        .createIndex('revisions_by_image')
        .on('revisions')
        .column('image_hash')
        .execute()

      await db.schema
        .createTable('trash')
        .addColumn('id', 'integer', id)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('trash_by_time').on('trash').column('deleted_at').execute()
      await db.schema
        .createTable('trash_images')
        .addColumn('id', 'integer', id)
        .addColumn('trash_id', 'integer', (c) =>
          c.notNull().references('trash.id').onDelete('cascade'),
        )
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .execute()
      await db.schema
        .createIndex('trash_images_by_image')
        .on('trash_images')
        .column('image_hash')
        .execute()
      await db.schema
        .createIndex('trash_images_of_item')
        .on('trash_images')
        .column('trash_id')
        .execute()

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', id)
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['audit_log', 'trash_images', 'trash', 'revisions']) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
