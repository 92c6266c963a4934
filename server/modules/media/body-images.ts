import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'

/**
 * The tables that keep the stored images a Markdown body has used (a post's, a page's), each
 * with the column naming its record. Images are only ever added: one taken out of the text may
 * come back with an undo, so it goes with the record, not before.
 */
const BODY_IMAGE_TABLES = {
  post_images: 'post_id',
  page_images: 'page_id',
} as const
export type BodyImageTable = keyof typeof BODY_IMAGE_TABLES

/**
 * Keeps these stored images with the record (those already kept and unknown hashes are left
 * alone: a body may name an image that is not ours).
 */
export async function keepBodyImages(
  executor: Kysely<Database>,
  table: BodyImageTable,
  recordId: number,
  hashes: readonly string[],
): Promise<void> {
  if (hashes.length === 0) return
  const known = await executor
    .selectFrom('media')
    .select('hash')
    .where('hash', 'in', [...new Set(hashes)])
    .execute()
  if (known.length === 0) return
  const column = BODY_IMAGE_TABLES[table]
  // Both tables have the same shape; Kysely cannot follow a column chosen at run time.
  await (executor as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values(known.map((row) => ({ [column]: recordId, image_hash: row.hash })))
    .onConflict((conflict) => conflict.columns([column, 'image_hash']).doNothing())
    .execute()
}
