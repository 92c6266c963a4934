import fs from 'node:fs'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DatabaseHandle } from '@/db/database.ts'
import { appliedMigrationNames } from '@/db/migrate.ts'
import { projectRoot } from '../web-host/web-mode.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupArchiveError,
  writeBackupArchive,
} from './backup-archive.ts'
import { BACKUP_TABLES, MEDIA_BYTES_COLUMN, OWNER_PROFILE_COLUMNS } from './backup-tables.ts'
import { tableNames, type AnyDatabase } from './database-tables.ts'
import { encodeRows, rowsWriter, type Row } from './row-encoding.ts'

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
 * Rows read at a time: a table of any size streams through a bounded amount of memory. A batch
 * small enough to die in V8's young generation (twenty projects with their case studies are a
 * few hundred kB): with a hundred, the batches outlived it and the old generation grew by 5–8 MiB
 * while a large site's backup was read (docs/performance.md).
 */
const ROWS_PER_READ = 20
/** The media table's rows carry whole images: a few at a time. */
const MEDIA_ROWS_PER_READ = 4
/** The extra column that carries SQLite's rowid, for reading on from the last row. */
const ROWID = '__vitrine_rowid'

/** PostgreSQL: through a cursor of the snapshot's transaction, closed however the reading ends. */
async function* postgresRows(
  trx: Transaction<AnyDatabase>,
  table: string,
  batch: number,
): AsyncGenerator<Row[]> {
  await sql`declare vitrine_backup no scroll cursor for select * from ${sql.table(table)}`.execute(
    trx,
  )
  try {
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.lit(batch)} from vitrine_backup`.execute(
        trx,
      )
      if (rows.length === 0) return
      yield rows
    }
  } finally {
    await sql`close vitrine_backup`.execute(trx)
  }
}

/** SQLite: on from the last rowid, the order a plain `select *` answers. */
async function* sqliteRows(
  trx: Transaction<AnyDatabase>,
  table: string,
  batch: number,
): AsyncGenerator<Row[]> {
  let last: unknown
  for (;;) {
    const after = last === undefined ? sql.raw('') : sql`where rowid > ${last}`
    const { rows } = await sql<Row>`select rowid as ${sql.id(ROWID)}, * from ${sql.table(table)}
      ${after} order by rowid limit ${batch}`.execute(trx)
    if (rows.length === 0) return
    last = rows[rows.length - 1]![ROWID]
    for (const row of rows) delete row[ROWID]
    yield rows
    // better-sqlite3 reads without waiting: without this turn of the event loop, the server
    // would answer nobody until the whole snapshot is read (seconds on a large site).
    await setImmediate()
  }
}

/**
 * Writes one archive of everything the owner made (see backup-tables.ts) from one consistent
 * snapshot, so the server may keep running: SQLite reads inside one transaction (WAL keeps the
 * snapshot), PostgreSQL in a read-only REPEATABLE READ transaction. Rows are read, encoded and
 * written a batch at a time: the server's memory does not grow with the content.
 */
export async function createBackup(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
  const db = handle.db as unknown as Kysely<AnyDatabase>
  const snapshot =
    handle.dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction()
  const tables: Record<string, number> = {}
  await writeBackupArchive(file, (stage) =>
    snapshot.execute(async (trx) => {
      const migrations = await appliedMigrationNames(trx)
      if (!migrations?.length) {
        throw new BackupArchiveError('No Vitrine database here: no migration was ever applied')
      }
      const existing = await tableNames(trx, handle.dialect)
      // A table's rows, a batch at a time.
      const tableRows = handle.dialect === 'postgres' ? postgresRows : sqliteRows
      for (const table of BACKUP_TABLES) {
        if (!existing.has(table)) continue
        const json = rowsWriter((text) => stage.append(`content/${table}.json`, text))
        let count = 0
        const batch = table === 'media' ? MEDIA_ROWS_PER_READ : ROWS_PER_READ
        for await (const rows of tableRows(trx, table, batch)) {
          count += rows.length
          if (table === 'media') {
            for (const row of rows) {
              const bytes = row[MEDIA_BYTES_COLUMN] as Uint8Array
              stage.append(`media/${String(row.hash)}.${String(row.extension)}`, bytes)
              delete row[MEDIA_BYTES_COLUMN]
            }
          }
          json.add(rows)
        }
        json.end()
        tables[table] = count
      }
      const owner = await trx.selectFrom('owner').select(OWNER_PROFILE_COLUMNS).limit(1).execute()
      tables.owner = owner.length
      stage.append('content/owner.json', encodeRows(owner))
      return {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: appVersion(),
        createdAt: new Date().toISOString(),
        database: handle.dialect,
        migrations,
        tables,
      }
    }),
  )
  return { file, bytes: fs.statSync(file).size, tables, images: tables.media ?? 0 }
}
