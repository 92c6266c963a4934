import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@/db/schema.ts'

/** Tables whose records the owner places by a `position` from 1 (pages, custom sections). */
type PositionedTable = 'pages' | 'sections'

// Both tables have `id` and `position`; Kysely cannot follow a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (trx: Transaction<Database>) => trx as unknown as Kysely<any>

/** Gives the records positions 1..n in the order of `ids`. */
async function renumber(trx: Transaction<Database>, table: PositionedTable, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await untyped(trx)
      .updateTable(table)
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute()
  }
}

/** The ids in the owner's order with `id` moved to `position` (1-based, clamped). */
async function orderWith(
  trx: Transaction<Database>,
  table: PositionedTable,
  id: number,
  position: number,
): Promise<number[]> {
  const rows = (await untyped(trx)
    .selectFrom(table)
    .select('id')
    .orderBy('position')
    .orderBy('id')
    .execute()) as { id: number }[]
  const ids = rows.map((row) => row.id).filter((other) => other !== id)
  ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id)
  return ids
}

/** Moves the record `id` to `position` among the others, renumbering them all. */
export async function moveTo(
  trx: Transaction<Database>,
  table: PositionedTable,
  id: number,
  position: number,
) {
  await renumber(trx, table, await orderWith(trx, table, id, position))
}
