import type { Kysely, Migration } from 'kysely'

/**
 * Sign-in: two-factor codes on the owner row (the confirmed secret, the one being set
 * up, the last time step a code was accepted for, so a code works once), hashed recovery codes,
 * passkeys, the sessions a token names, and the one-time WebAuthn challenges.
 * Sessions that existed before this migration had no row: their tokens answer `Token has expired`
 * and the dashboard signs in again.
 */
export function signInMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('owner').addColumn('totp_secret', 'text').execute()
      await db.schema.alterTable('owner').addColumn('totp_pending_secret', 'text').execute()
      // A 30-second step number (about 59 million today) fits an integer for millennia.
      await db.schema.alterTable('owner').addColumn('totp_last_step', 'integer').execute()

      await db.schema
        .createTable('recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('owner.id').onDelete('cascade'),
        )
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('owner.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'text', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('device_type', 'text', (c) => c.notNull())
        .addColumn('backed_up', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('owner.id').onDelete('cascade'),
        )
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sessions_of_owner').on('sessions').column('owner_id').execute()

      await db.schema
        .createTable('auth_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['auth_challenges', 'sessions', 'passkeys', 'recovery_codes']) {
        await db.schema.dropTable(table).ifExists().execute()
      }
      for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret']) {
        await db.schema.alterTable('owner').dropColumn(column).execute()
      }
    },
  }
}
