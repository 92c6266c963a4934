import { Type, type Static, type TSchema } from 'typebox'
import { Id } from './common.ts'
import { CONTENT_TYPE_LIST, type CONTENT_TYPES, type ContentTypeKey } from './content-types.ts'

/** The owner-only endpoints that put one ordered list in a new order (from the descriptors). */
export const REORDER_PATHS = Object.fromEntries(
  CONTENT_TYPE_LIST.map((type) => [type.key, type.paths.reorder]),
) as { [K in ContentTypeKey]: (typeof CONTENT_TYPES)[K]['paths']['reorder'] }

/** A bound on the body, far above any portfolio list (each add carries at most 50 records). */
const MAX_REORDERED_RECORDS = 1000

/** Every id of the list exactly once, first to last. */
export const ReorderBody = Type.Object(
  {
    ids: Type.Array(Id, {
      maxItems: MAX_REORDERED_RECORDS,
      title: 'The new order',
      description: 'Every record id of the list exactly once, in the new order',
    }),
  },
  { additionalProperties: false },
)
export type ReorderBody = Static<typeof ReorderBody>

/** A reorder answers the whole list in its new order, as the list route presents it. */
export const ReorderResponse = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), message: Type.String() })

export const REORDER_MESSAGES = {
  updated: 'Order Updated Successfully',
  mismatch: 'The new order must list every record exactly once',
} as const
