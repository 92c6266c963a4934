import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '@/db/database.ts'
import { appliedMigrationNames } from '@/db/migrate.ts'
import { projectRoot } from '../web-host/web-mode.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupArchiveError,
  writeBackupArchive,
  type BackupFiles,
} from './backup-archive.ts'
import { BACKUP_TABLES, MEDIA_BYTES_COLUMN, OWNER_PROFILE_COLUMNS } from './backup-tables.ts'
import { tableNames, type AnyDatabase } from './database-tables.ts'
import { encodeRows } from './row-encoding.ts'

export interface BackupSummary {
  file: string
  bytes: number
  tables: Record<string, number>
  images: number
}

function appVersion(): string {
  const manifest = path.join(projectRoot(), 'package.json')
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * Writes one archive of everything the owner made (see backup-tables.ts) from one consistent
 * snapshot, so the server may keep running: SQLite reads inside one transaction (WAL keeps the
 * snapshot), PostgreSQL in a read-only REPEATABLE READ transaction.
 */
export async function createBackup(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
  const db = handle.db as unknown as Kysely<AnyDatabase>
  const snapshot =
    handle.dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction()
  const { migrations, files, tables } = await snapshot.execute(async (trx) => {
    const migrations = await appliedMigrationNames(trx)
    if (!migrations?.length) {
      throw new BackupArchiveError('No Vitrine database here: no migration was ever applied')
    }
    const existing = await tableNames(trx, handle.dialect)
    const files: BackupFiles = new Map()
    const tables: Record<string, number> = {}
    for (const table of BACKUP_TABLES) {
      if (!existing.has(table)) continue
      const rows = await trx.selectFrom(table).selectAll().execute()
      tables[table] = rows.length
      if (table === 'media') {
        for (const row of rows) {
          const bytes = row[MEDIA_BYTES_COLUMN] as Uint8Array
          files.set(`media/${String(row.hash)}.${String(row.extension)}`, Buffer.from(bytes))
          delete row[MEDIA_BYTES_COLUMN]
        }
      }
      files.set(`content/${table}.json`, encodeRows(rows))
    }
    const owner = await trx.selectFrom('owner').select(OWNER_PROFILE_COLUMNS).limit(1).execute()
    tables.owner = owner.length
    files.set('content/owner.json', encodeRows(owner))
    return { migrations, files, tables }
  })

  await writeBackupArchive(
    file,
    {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: handle.dialect,
      migrations,
      tables,
    },
    files,
  )
  return { file, bytes: fs.statSync(file).size, tables, images: tables.media ?? 0 }
}
