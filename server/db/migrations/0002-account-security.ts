import type { Kysely, Migration } from 'kysely'

/** Login throttling counters, one-time password-reset ids, and request counters (contact limit). */
export function accountSecurityMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_attempts')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addPrimaryKeyConstraint('login_attempts_pk', ['address', 'username'])
        .execute()

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('owner.id').onDelete('cascade'),
        )
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('rate_counters')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_counters_pk', ['scope', 'subject', 'window_start'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['rate_counters', 'password_reset_tokens', 'login_attempts']) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
