import type { Kysely, Migration } from 'kysely'

/** The inbox is read newest first, a page at a time: an index in that order. */
export function inboxOrderMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('contact_messages_newest')
        .on('contact_messages')
        .columns(['created_at desc', 'id desc'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contact_messages_newest').ifExists().execute()
    },
  }
}
