import { CONTENT_TABLES } from '@contract/content-types.ts'

/**
 * What a backup carries: the one list. Rows are copied generically (column names come from the
 * rows), so a migration that adds a column needs no change here; a migration that adds a table
 * must add it to exactly one of the two lists below (backup-tables.test.ts fails until it does).
 */

/** Tables copied whole, parents first: restore inserts in this order and deletes in reverse. */
export const BACKUP_TABLES = [
  'media',
  'user_details',
  ...CONTENT_TABLES,
  'project_images',
  'posts',
  'post_images',
  'pages',
  'page_images',
  'sections',
  'section_items',
  'translations',
  'imports',
  'project_sources',
  'site_settings',
  'contact_messages',
  'revisions',
  'trash',
  'trash_images',
  'audit_log',
  'analytics_settings',
  'analytics_events',
  'analytics_daily',
] as const

/** Tables never copied, and why. Secrets, counters and derived caches stay out of every archive. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  owner: 'the account: only its profile columns (OWNER_PROFILE_COLUMNS) are backed up',
  login_attempts: 'login throttling counters',
  password_reset_tokens: 'one-time password-reset links',
  rate_counters: 'rate-limit counters',
  image_variants: 'derived cache of image variants, rebuilt from media on demand',
  analytics_salts: "today's secret for the visitor hash: it must never outlive its day",
  recovery_codes: 'two-factor recovery codes: secrets of the account, not content',
  passkeys: "passkeys belong to the account and the machine's address, not to the content",
  sessions: 'signed-in browsers of this server',
  auth_challenges: 'one-time passkey challenges',
  content_state: "a counter the running servers watch; a restore bumps the target's own",
  backup_settings:
    "where this server's backups go, with secrets sealed by its own secret: a restore never redirects them",
  backup_state: "this server's backup schedule state and lease",
  backup_catalog: 'the archives this server wrote, where they are and whether they were checked',
  search_index:
    "derived from posts, projects, section items and translations by the database's triggers on every write",
}

/** Derived caches that point at media: emptied before a replacing restore, rebuilt by the app. */
export const DERIVED_TABLES = ['image_variants'] as const

/**
 * The owner's profile, allow-listed: never the password hash, the token version or the username
 * the target signs in with.
 */
export const OWNER_PROFILE_COLUMNS = ['name', 'email'] as const

/** The media table keeps image bytes in this column; the archive holds them as files. */
export const MEDIA_BYTES_COLUMN = 'bytes'
