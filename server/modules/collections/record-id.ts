/** The largest id an `integer` column holds (PostgreSQL refuses a query with a larger one). */
const MAX_STORED_ID = 2_147_483_647

/**
 * The numeric id of a wire `_id` (already checked to be digits by the contract's Id). An id
 * beyond the column's range names no record, so it becomes -1, which matches none, instead of an
 * SQL error.
 */
export function parseId(id: string): number {
  const value = Number(id)
  return value <= MAX_STORED_ID ? value : -1
}
