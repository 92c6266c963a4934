import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Profile imports (server/modules/profile-import): one row per import applied, so that "Undo this
 * import" removes exactly what it added and puts back what it replaced. `changes` is JSON: the
 * records added (kind and id) and those replaced (kind, id and the row as it was before). Nothing
 * of the upload itself is kept. `undone_at` is set once it is undone; rows older than the trash's
 * days can no longer be undone and are removed with the hourly clean-up.
 */
export function importsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('imports')
        .addColumn('id', 'integer', id)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('added', 'integer', (c) => c.notNull())
        .addColumn('replaced', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('undone_at', 'text')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('imports').ifExists().execute()
    },
  }
}
