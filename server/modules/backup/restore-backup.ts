import path from 'node:path'
import { sql, type Kysely, type Migration } from 'kysely'
import type { DatabaseHandle } from '@/db/database.ts'
import { knownMigrationNames, migrateToLatest } from '@/db/migrate.ts'
import { translatedBodyImagesMigration } from '@/db/migrations/0036-translated-body-images.ts'
import { BackupArchiveError, readBackupArchive, type BackupManifest } from './backup-archive.ts'
import {
  BACKUP_TABLES,
  DERIVED_TABLES,
  MEDIA_BYTES_COLUMN,
  OWNER_PROFILE_COLUMNS,
} from './backup-tables.ts'
import { tableNames, type AnyDatabase } from './database-tables.ts'
import { decodeRows, type Row } from './row-encoding.ts'

export interface RestoreOptions {
  /** Replace whatever content the target holds (in the same transaction as the restore). */
  replace?: boolean
  /** Who restored, for the account log (default: the command line) and what (the archive). */
  requester?: { address: string; browser: string; detail?: string }
}

export interface RestoreSummary {
  manifest: BackupManifest
  tables: Record<string, number>
  replaced: boolean
  ownerProfileApplied: boolean
}

/**
 * Migrations that write rows from other rows, not only the schema: an archive of a database
 * they never ran on holds the rows they would have read but not what they would have written,
 * so each runs again over the restored rows (a translated body's images kept with its record).
 */
const DATA_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0036-translated-body-images': translatedBodyImagesMigration,
}

/** Rows per insert statement: well under SQLite's and PostgreSQL's limits on bound values. */
const INSERT_BATCH = 50

/**
 * Restores an archive into the database of `handle`. The archive is read and checked in full
 * first; the target is migrated to this version's schema; then everything is written in one
 * transaction that also holds the write lock, so a running server keeps answering the old
 * content until the new content is committed, and a failure leaves the target as it was.
 *
 * The target must hold no content (no row in any backed-up table), unless `replace` is set.
 * The owner account stays the target's; only its name and e-mail come from the archive.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { manifest, files } = await readBackupArchive(file)
  const known = new Set(knownMigrationNames(handle.dialect))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new BackupArchiveError(
      `This backup comes from a newer Vitrine (${manifest.appVersion}, migrations ${unknown.join(', ')}): upgrade this instance first`,
    )
  }
  const content = new Map<string, Row[]>()
  for (const table of [...BACKUP_TABLES, 'owner']) {
    const name = `content/${table}.json`
    const text = files.get(name)
    if (!text) continue
    const rows = decodeRows(text, name)
    if (rows.length !== manifest.tables[table]) {
      throw new BackupArchiveError(`${file} is damaged: ${name} does not hold the rows it should`)
    }
    content.set(table, rows)
  }
  for (const row of content.get('media') ?? []) {
    const bytes = files.get(`media/${String(row.hash)}.${String(row.extension)}`)
    if (!bytes)
      throw new BackupArchiveError(`${file} is damaged: image ${String(row.hash)} is missing`)
    row[MEDIA_BYTES_COLUMN] = bytes
  }

  await migrateToLatest(handle)
  const db = handle.db as unknown as Kysely<AnyDatabase>
  return db.connection().execute(async (connection) => {
    // SQLite: take the write lock before reading, so no other writer slips in between.
    await sql.raw(handle.dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(connection)
    try {
      const summary = await restoreInTransaction(connection, handle.dialect, content, {
        ...options,
        archive: path.basename(file),
        applied: manifest.migrations,
      })
      await sql`commit`.execute(connection)
      return { manifest, ...summary }
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}

async function restoreInTransaction(
  db: Kysely<AnyDatabase>,
  dialect: DatabaseHandle['dialect'],
  content: Map<string, Row[]>,
  options: RestoreOptions & { archive: string; applied: readonly string[] },
) {
  const existing = await tableNames(db, dialect)
  const tables = BACKUP_TABLES.filter((table) => existing.has(table))
  if (dialect === 'postgres') {
    // Writers wait until the restore commits; readers keep seeing the old content meanwhile.
    await sql`lock table ${sql.join(tables.map((t) => sql.table(t)))} in exclusive mode`.execute(db)
  }

  // The account log is not content: the target's own entries (its sign-ins) never make it
  // "not empty", and they are kept, after the archive's, with the restore itself.
  const ownLog = existing.has('audit_log')
    ? await db.selectFrom('audit_log').selectAll().orderBy('id').execute()
    : []
  if (ownLog.length > 0) await db.deleteFrom('audit_log').execute()

  const held: string[] = []
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    if (Number(count) > 0) held.push(`${Number(count)} ${table.replace(/_/g, ' ')}`)
  }
  if (held.length > 0 && !options.replace) {
    throw new BackupArchiveError(
      `The target instance is not empty (${held.join(', ')}). An instance that has been started ` +
        'once holds the demo content, which counts too. Run the restore again with --replace to ' +
        'replace everything it holds.',
    )
  }
  if (held.length > 0) {
    for (const table of DERIVED_TABLES) {
      if (existing.has(table)) await db.deleteFrom(table).execute()
    }
    for (const table of [...tables].reverse()) await db.deleteFrom(table).execute()
  }

  const restored: Record<string, number> = {}
  for (const table of tables) {
    const rows = content.get(table) ?? []
    const batch = table === 'media' ? 1 : INSERT_BATCH
    for (let start = 0; start < rows.length; start += batch) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + batch))
        .execute()
    }
    restored[table] = rows.length
    if (dialect === 'postgres' && rows.some((row) => 'id' in row)) {
      // Explicit ids leave an identity sequence behind: move it past the largest restored id.
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.table(table)}`.execute(
        db,
      )
    }
  }
  for (const [name, migration] of Object.entries(DATA_MIGRATIONS)) {
    if (!options.applied.includes(name)) await migration.up(db as unknown as Kysely<unknown>)
  }
  // Saved settings tell the demo seeder this database is in use, so it never adds its content
  // at the next start. An empty record reads as the defaults, exactly as no record does.
  if (existing.has('site_settings') && restored.site_settings === 0) {
    await db
      .insertInto('site_settings')
      .values({ id: 1, value: '{}', updated_at: new Date().toISOString() })
      .execute()
  }

  // Servers running on this database notice the new content and drop their copies of the old.
  if (existing.has('content_state')) {
    await db
      .updateTable('content_state')
      .set((eb) => ({ version: eb('version', '+', 1), changed_at: new Date().toISOString() }))
      .where('id', '=', 1)
      .execute()
  }

  const profile = content.get('owner')?.[0]
  let ownerProfileApplied = false
  if (profile) {
    const values = Object.fromEntries(
      OWNER_PROFILE_COLUMNS.map((column) => [column, profile[column]]),
    )
    const result = await db.updateTable('owner').set(values).executeTakeFirst()
    ownerProfileApplied = result.numUpdatedRows > 0n
  }
  if (existing.has('audit_log')) {
    for (const { id: _id, ...entry } of ownLog)
      await db.insertInto('audit_log').values(entry).execute()
    await db
      .insertInto('audit_log')
      .values({
        event: 'restore',
        address: options.requester?.address ?? 'command line',
        browser: options.requester?.browser ?? 'npm run restore',
        detail: options.requester?.detail ?? options.archive,
        at: new Date().toISOString(),
      })
      .execute()
  }
  return { tables: restored, replaced: held.length > 0, ownerProfileApplied }
}
