import type { FastifyInstance } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { ListResponse, errorResponses } from '@contract/common.ts'

export interface ListRoute<Row, Record extends TSchema> {
  path: string
  tag: string
  /** Singular, as in "List every skill, in the owner's order". */
  noun: string
  record: Record
  /**
   * `reversed`: the owner's order back to front, newest last, as the original server answered
   * (contract/content-types.ts legacyListOrder).
   */
  order?: 'owner' | 'reversed'
  list: () => Promise<Row[]>
  present: (row: Row) => Static<Record>
}

/**
 * GET <path> (public): an ordered list, in the owner's order, as `{success, data}`; answered from
 * memory until the next content write (plugins/public-read-cache.ts).
 */
export function registerListRoute<Row, Record extends TSchema>(
  app: FastifyInstance,
  route: ListRoute<Row, Record>,
) {
  app.get(
    route.path,
    {
      config: { access: 'public', cache: 'content' },
      schema: {
        tags: [route.tag],
        summary:
          route.order === 'reversed'
            ? `List every ${route.noun}, newest last as the original server did (its clients reverse it)`
            : `List every ${route.noun}, in the owner's order`,
        response: { 200: ListResponse(route.record), ...errorResponses },
      },
    },
    async () => ({ success: true, data: (await route.list()).map((row) => route.present(row)) }),
  )
}
