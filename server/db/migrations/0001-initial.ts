import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/** The first schema: the owner, media, and every content type of docs/contract.md §3. */
export function initialMigration(dialect: Dialect): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  const ordered = <T extends string>(table: CreateTableBuilder<T, never>) =>
    withId(table)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob'

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('owner'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('media')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('extension', 'text', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await withId(db.schema.createTable('contact_messages'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('sender_address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('contact_messages_sender_created')
        .on('contact_messages')
        .columns(['sender_address', 'created_at'])
        .execute()

      await ordered(db.schema.createTable('skills'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .execute()

      await ordered(db.schema.createTable('projects'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('tools', 'text', (c) => c.notNull())
        .addColumn('github_url', 'text', (c) => c.notNull())
        .addColumn('live_url', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .execute()

      await ordered(db.schema.createTable('about_paragraphs'))
        .addColumn('paragraph', 'text', (c) => c.notNull())
        .execute()

      await ordered(db.schema.createTable('education'))
        .addColumn('years', 'text', (c) => c.notNull())
        .addColumn('institution', 'text', (c) => c.notNull())
        .addColumn('degree', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .execute()

      await ordered(db.schema.createTable('experience'))
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('tech_stack', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('certificate_url', 'text', (c) => c.notNull())
        .execute()

      await ordered(db.schema.createTable('certificates'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('issued_on', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('certificate_url', 'text', (c) => c.notNull())
        .execute()

      await withId(db.schema.createTable('user_details'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title_1', 'text', (c) => c.notNull())
        .addColumn('title_2', 'text', (c) => c.notNull())
        .addColumn('title_3', 'text', (c) => c.notNull())
        .addColumn('title_4', 'text', (c) => c.notNull())
        .addColumn('current_status', 'text', (c) => c.notNull())
        .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
        // At most one user-details record: a second insert fails here even when two adds race.
        .addColumn('singleton', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .unique()
            .check(sql`singleton = 1`),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('site_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'site_settings',
        'user_details',
        'certificates',
        'experience',
        'education',
        'about_paragraphs',
        'projects',
        'skills',
        'contact_messages',
        'media',
        'owner',
      ]) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
