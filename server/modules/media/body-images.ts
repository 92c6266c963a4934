import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'

/**
 * The tables that keep the stored images a record has used beyond its own image (a post's or a
 * page's Markdown body, a project's gallery, a page's or case study's body in another language),
 * each with the column naming its record. Images are
 * only ever added: one taken out of the text or the gallery may come back with an undo, so it
 * goes with the record, not before.
 */
const BODY_IMAGE_TABLES = {
  post_images: 'post_id',
  page_images: 'page_id',
  project_images: 'project_id',
} as const
export type BodyImageTable = keyof typeof BODY_IMAGE_TABLES

/**
 * The stored images a rendered Markdown body shows (its `<img src="/media/<hash>.webp">`), for
 * a row that keeps its HTML (a case study): what the renderer's `images` said when it was saved.
 */
export function storedImagesInHtml(html: string | null | undefined): string[] {
  if (!html) return []
  const found = html.matchAll(/<img\b[^>]*?\ssrc="\/media\/([0-9a-f]{64})\.webp"/g)
  return [...new Set([...found].map((match) => match[1]!))]
}

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

/** The stored images these records keep (for the trash, when they are deleted). */
export async function keptImagesOf(
  executor: Kysely<Database>,
  table: BodyImageTable,
  recordIds: readonly number[],
): Promise<string[]> {
  if (recordIds.length === 0) return []
  const column = BODY_IMAGE_TABLES[table]
  const rows = await (executor as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .select('image_hash')
    .where(column, 'in', [...recordIds])
    .execute()
  return [...new Set(rows.map((row) => String(row.image_hash)))]
}

/**
 * Keeps the stored images rows of a content type name beyond their own (a project's gallery:
 * ListContent.keptImages), for writes that bring whole rows (the demo, an import).
 */
export async function keepRecordImages<Row>(
  executor: Kysely<Database>,
  kept: { table: BodyImageTable; of(row: Row): string[] } | undefined,
  rows: readonly Row[],
): Promise<void> {
  if (!kept) return
  for (const row of rows) {
    await keepBodyImages(executor, kept.table, Number((row as { id: unknown }).id), kept.of(row))
  }
}

/** The stored images every record keeps in `table`, by record (for the trash, when replaced). */
export async function keptImagesByRecord(
  executor: Kysely<Database>,
  table: BodyImageTable,
): Promise<Map<number, string[]>> {
  const column = BODY_IMAGE_TABLES[table]
  const rows = await (executor as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .select([column, 'image_hash'])
    .execute()
  const kept = new Map<number, string[]>()
  for (const row of rows) {
    const id = Number(row[column])
    kept.set(id, [...(kept.get(id) ?? []), String(row.image_hash)])
  }
  return kept
}
