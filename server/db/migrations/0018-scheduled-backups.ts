import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Backups that run by themselves (server/modules/backup): the owner's schedule, retention and
 * destinations (one row; the S3 secret key and the archive passphrase sealed with the server's
 * secret), the scheduler's state (the last scheduled time done, the lease that lets one instance
 * at a time run it, the last success and failure), and the catalogue of archives this server
 * wrote and checked. None of them is content: backups never carry them.
 */
export function scheduledBackupsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backup_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('schedule', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('keep_daily', 'integer', (c) => c.notNull())
        .addColumn('keep_weekly', 'integer', (c) => c.notNull())
        .addColumn('to_directory', 'integer', (c) => c.notNull())
        .addColumn('to_s3', 'integer', (c) => c.notNull())
        .addColumn('s3_endpoint', 'text', (c) => c.notNull())
        .addColumn('s3_region', 'text', (c) => c.notNull())
        .addColumn('s3_bucket', 'text', (c) => c.notNull())
        .addColumn('s3_prefix', 'text', (c) => c.notNull())
        .addColumn('s3_access_key', 'text', (c) => c.notNull())
        .addColumn('s3_secret_sealed', 'text')
        .addColumn('passphrase_sealed', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await (db as Kysely<{ backup_settings: Record<string, unknown> }>)
        .insertInto('backup_settings')
        .values({
          id: 1,
          schedule: 'off',
          time: '03:00',
          weekday: 0,
          time_zone: 'UTC',
          keep_daily: 7,
          keep_weekly: 4,
          to_directory: 1,
          to_s3: 0,
          s3_endpoint: '',
          s3_region: '',
          s3_bucket: '',
          s3_prefix: '',
          s3_access_key: '',
          updated_at: new Date().toISOString(),
        })
        .execute()

      await db.schema
        .createTable('backup_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('last_slot', 'text')
        .addColumn('lease_holder', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('last_success_at', 'text')
        .addColumn('last_failure_at', 'text')
        .addColumn('last_failure', 'text')
        .execute()
      await (db as Kysely<{ backup_state: { id: number } }>)
        .insertInto('backup_state')
        .values({ id: 1 })
        .execute()

      await db.schema
        .createTable('backup_catalog')
        .addColumn('id', 'integer', id)
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('checked_at', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('entries', 'integer', (c) => c.notNull())
        .addColumn('images', 'integer', (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addUniqueConstraint('backup_catalog_destination_name', ['destination', 'name'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['backup_catalog', 'backup_state', 'backup_settings']) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
