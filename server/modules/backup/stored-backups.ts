import type { Kysely } from 'kysely'
import {
  BACKUP_DESTINATIONS,
  type BackupDestination,
  type BackupReason,
  type ContentSummary,
  type StoredBackup,
} from '@contract/backup.ts'
import { CONTENT_TABLES } from '@contract/content-types.ts'
import type { Database } from '@/db/schema.ts'
import { tableNames, type AnyDatabase } from './database-tables.ts'
import type { Destination } from './backup-destinations.ts'
import { ENCRYPTED_SUFFIX } from './archive-encryption.ts'
import { madeAt } from './backup-retention.ts'

/**
 * What "the site" holds, for the restore's confirmation and an archive's description: the owner's
 * entries (every content type and the posts), the images, the contact messages.
 */
const SUMMARY_TABLES: Record<keyof ContentSummary, readonly string[]> = {
  entries: [...CONTENT_TABLES, 'posts'],
  images: ['media'],
  messages: ['contact_messages'],
}

/** The summary of rows per table (an archive's manifest counts). */
export function summarize(tables: Record<string, number>): ContentSummary {
  const sum = (names: readonly string[]) =>
    names.reduce((total, name) => total + (tables[name] ?? 0), 0)
  return {
    entries: sum(SUMMARY_TABLES.entries),
    images: sum(SUMMARY_TABLES.images),
    messages: sum(SUMMARY_TABLES.messages),
  }
}

/** What the database holds now. */
export async function currentSummary(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
): Promise<ContentSummary> {
  const any = db as unknown as Kysely<AnyDatabase>
  const existing = await tableNames(any, dialect)
  const counts: Record<string, number> = {}
  for (const table of Object.values(SUMMARY_TABLES).flat()) {
    if (!existing.has(table)) continue
    const { count } = await any
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(count)
  }
  return summarize(counts)
}

export interface CatalogEntry {
  where: BackupDestination
  name: string
  createdAt: Date
  bytes: number
  sha256: string
  reason: BackupReason
  content: ContentSummary
}

/** The archives this server wrote and checked (the `backup_catalog` table). */
export function backupCatalog(db: Kysely<Database>) {
  return {
    async add(entry: CatalogEntry, checkedAt: Date) {
      await db
        .insertInto('backup_catalog')
        .values({
          destination: entry.where,
          name: entry.name,
          created_at: entry.createdAt.toISOString(),
          bytes: entry.bytes,
          sha256: entry.sha256,
          checked_at: checkedAt.toISOString(),
          reason: entry.reason,
          entries: entry.content.entries,
          images: entry.content.images,
          messages: entry.content.messages,
        })
        .execute()
    },

    async remove(where: BackupDestination, name: string) {
      await db
        .deleteFrom('backup_catalog')
        .where('destination', '=', where)
        .where('name', '=', name)
        .execute()
    },

    /** The names, in any destination, that start with `prefix` (archives made in one second). */
    async namesStartingWith(prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom('backup_catalog')
        .select('name')
        .where('name', 'like', `${prefix}%`)
        .execute()
      return rows.map((row) => row.name)
    },

    /**
     * Every archive the destinations hold, newest first, with what this server knows of each
     * (when it was checked, why it was made, what it holds). A destination that cannot be listed
     * is named in `problems`, in words.
     */
    async list(destinations: Destination[]) {
      const rows = await db.selectFrom('backup_catalog').selectAll().execute()
      const known = new Map(rows.map((row) => [`${row.destination}/${row.name}`, row]))
      const stored: StoredBackup[] = []
      const problems: string[] = []
      for (const destination of destinations) {
        let objects
        try {
          objects = await destination.list()
        } catch (error) {
          problems.push((error as Error).message)
          continue
        }
        for (const object of objects) {
          const row = known.get(`${destination.where}/${object.name}`)
          stored.push({
            where: destination.where,
            name: object.name,
            createdAt: (row ? new Date(row.created_at) : madeAt(object.name))!.toISOString(),
            bytes: object.bytes,
            encrypted: object.name.endsWith(ENCRYPTED_SUFFIX),
            // Checked only if the archive is still the one that was checked.
            checkedAt: row && row.bytes === object.bytes ? row.checked_at : null,
            reason: (row?.reason as BackupReason | undefined) ?? null,
            content: row
              ? { entries: row.entries, images: row.images, messages: row.messages }
              : null,
          })
        }
      }
      stored.sort(
        (a, b) =>
          b.createdAt.localeCompare(a.createdAt) ||
          BACKUP_DESTINATIONS.indexOf(a.where) - BACKUP_DESTINATIONS.indexOf(b.where),
      )
      return { stored, problems }
    },
  }
}
