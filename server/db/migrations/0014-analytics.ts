import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Visitor analytics (docs/privacy.md). `analytics_events`: one row per counted page
 * view or contact message, with a visitor hash that cannot be traced back (its salt lives one
 * day), kept ANALYTICS_EVENT_DAYS. `analytics_daily`: per day, the totals by page, referrer,
 * campaign, device and browser, rolled up from the events, kept ANALYTICS_DAILY_DAYS.
 * `analytics_salts`: today's secret salt only. `analytics_settings`: the owner's choices.
 */
export function analyticsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement()
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('path', 'text')
        .addColumn('visitor', 'text')
        .addColumn('referrer', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('device', 'text')
        .addColumn('browser', 'text')
        .execute()
      await db.schema
        .createIndex('analytics_events_by_day')
        .on('analytics_events')
        .column('day')
        .execute()
      await db.schema
        .createIndex('analytics_events_by_time')
        .on('analytics_events')
        .column('at')
        .execute()
      await db.schema
        .createTable('analytics_daily')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addColumn('visitors', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'dimension', 'value'])
        .execute()
      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('analytics_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('respect_do_not_track', 'integer', (c) => c.notNull())
        .addColumn('count_own_visits', 'integer', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'analytics_settings',
        'analytics_salts',
        'analytics_daily',
        'analytics_events',
      ]) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
