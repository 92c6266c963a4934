import type { FastifyInstance } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { errorResponses } from '@contract/common.ts'
import { REORDER_MESSAGES, ReorderBody, ReorderResponse } from '@contract/ordering.ts'
import { errors } from '@/errors.ts'
import { parseId } from './record-id.ts'

/** What a reorder needs of a repository (every ordered repository has it). */
interface Reorderable<Row> {
  reorder(ids: number[]): Promise<Row[] | undefined>
}

export interface ReorderRoute<Row, Record extends TSchema> {
  path: string
  tag: string
  /** Singular, as in "Put every skill in the owner's order". */
  noun: string
  record: Record
  repository: Reorderable<Row>
  present: (row: Row) => Static<Record>
}

/**
 * PUT <path> (owner): puts an ordered list in the owner's order. The body names every id once;
 * anything else is refused with 409 and changes nothing.
 */
export function registerReorderRoute<Row, Record extends TSchema>(
  app: FastifyInstance,
  route: ReorderRoute<Row, Record>,
) {
  app.put<{ Body: ReorderBody }>(
    route.path,
    {
      config: { access: 'owner' },
      schema: {
        tags: [route.tag],
        summary: `Put every ${route.noun} in the owner's order`,
        body: ReorderBody,
        response: { 200: ReorderResponse(route.record), ...errorResponses },
      },
    },
    async (request) => {
      const { ids } = request.body
      const rows = await route.repository.reorder(ids.map(parseId))
      if (!rows) throw errors.conflict(REORDER_MESSAGES.mismatch)
      return {
        success: true,
        data: rows.map((row) => route.present(row)),
        message: REORDER_MESSAGES.updated,
      }
    },
  )
}
