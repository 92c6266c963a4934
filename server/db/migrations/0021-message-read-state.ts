import { sql, type Kysely, type Migration } from 'kysely'

/**
 * The inbox keeps what the owner has read: `read_at` is when a message was opened (null while
 * unread). Messages already there were listed in the inbox before it kept this, so they start
 * read: an upgrade does not greet the owner with every old message as new. The side panel counts
 * the unread ones on every dashboard page: a partial index holds just those.
 */
export const messageReadStateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute()
    await sql`update contact_messages set read_at = ${new Date().toISOString()}`.execute(db)
    await db.schema
      .createIndex('contact_messages_unread')
      .on('contact_messages')
      .column('id')
      .where(sql.ref('read_at'), 'is', null)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('contact_messages_unread').ifExists().execute()
    await db.schema.alterTable('contact_messages').dropColumn('read_at').execute()
  },
}
