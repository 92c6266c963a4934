import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import type { BodyImageTable } from '../media/body-images.ts'

/** A stored row of any table history keeps, as history keeps it (JSON). */
export type StoredRow = Record<string, unknown> & { id: number }

/**
 * How history reads and writes one kind of record: its name (`GET /api/revisions?type=`), its
 * table, a title for people, the wire form its own API answers (what a revision's `data` is), and
 * whether it is an ordered list (a restore from the trash takes its old position back). The
 * content types' kinds are derived from their entries (registry.ts); the records that are not
 * lists (the profile, site settings, posts, messages) declare theirs beside their presenters.
 */
export interface HistoryKind {
  name: string
  table: keyof Database
  ordered: boolean
  /**
   * Where a Markdown body's images are kept with the record (posts, pages, projects), its
   * translations' too: back with it from the trash.
   */
  bodyImages?: BodyImageTable
  /**
   * Records that belong to one of this kind and leave with it (a section's items): the trash keeps
   * them inside the record's own item, a put back restores them, a delete for good forgets them.
   */
  children?: { name: string; table: keyof Database }
  /**
   * Its records hold an address of the address book (`address`; pages, sections): one comes back
   * only while no other record has taken that address.
   */
  addressed?: boolean
  /**
   * How many records of the kind a site may hold (`per`: in one parent, by that column): one put
   * back from the trash past it is refused in words, as an add would be.
   */
  limit?: { count: number; per?: string; full: string }
  /**
   * A row about to come back (a put back, a restored version) fitted to what is there now, with
   * a sentence for the owner when it changed (a post whose language its translations took since
   * comes back on its own). Runs in the restore's transaction.
   */
  settle?(db: Kysely<Database>, row: StoredRow): Promise<{ row: StoredRow; note?: string }>
  title(row: StoredRow): string
  present(row: StoredRow): Record<string, unknown>
}

/** A presenter of one row type, applied to a row read back from history's JSON. */
// The presenters take their own row types; a stored row is that row, read back from JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const presentStored = (present: (row: any) => object) => (row: StoredRow) =>
  present(row) as Record<string, unknown>

export const storedText = (value: unknown) => (typeof value === 'string' ? value : '')
