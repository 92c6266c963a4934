import type { Kysely, Migration } from 'kysely'

/**
 * One row that counts content replaced from outside the running servers (a restore): every
 * server polls it and drops its in-memory copies when it moves (plugins/content-version.ts).
 */
export function contentStateMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute()
      await (db as Kysely<{ content_state: { id: number; version: number; changed_at: string } }>)
        .insertInto('content_state')
        .values({ id: 1, version: 0, changed_at: new Date().toISOString() })
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_state').ifExists().execute()
    },
  }
}
