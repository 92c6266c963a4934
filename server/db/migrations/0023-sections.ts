import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Custom sections (contract/section.ts, docs/decisions/0016): the owner's section definitions,
 * their fields as JSON text, and their items, whose values are JSON text checked against the
 * section's stored definition by the server. An item's values for a field the section no longer
 * has stay stored (hidden until the field is added again).
 */
export function sectionsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sections')
        .addColumn('id', 'integer', id)
        .addColumn('address', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('layout', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        // The JSON Resume list it travels in (contract/section.ts); null: the x-vitrine extension.
        .addColumn('resume_list', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('section_items')
        .addColumn('id', 'integer', id)
        // No cascade: a section's items leave with it through its repository, into the trash.
        .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
        .addColumn('field_values', 'text', (c) => c.notNull())
        // An item's image, through the one image pipeline (media/record-image.ts).
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('section_items_by_section')
        .on('section_items')
        .columns(['section_id', 'position'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('section_items').ifExists().execute()
      await db.schema.dropTable('sections').ifExists().execute()
    },
  }
}
