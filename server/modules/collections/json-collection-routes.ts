import type { FastifyInstance } from 'fastify'
import { Type, type Static, type TObject, type TSchema } from 'typebox'
import {
  AddManyBody,
  AddResponse,
  IdParams,
  MessageResponse,
  errorResponses,
} from '@contract/common.ts'
import { LIMITS } from '@contract/limits.ts'
import { errors } from '@/errors.ts'
import type { CollectionStore } from './ordered-repository.ts'
import { parseId } from './record-id.ts'
import { registerListRoute } from './list-route.ts'
import { registerReorderRoute } from './reorder-route.ts'

/**
 * One JSON content list of docs/contract.md §7 (about, education, experience, certificates):
 * list (public), add many, update, delete and, given a path, reorder (owner). Each resource
 * folder supplies its paths, its contract schemas, its presenter and the messages of
 * docs/contract.md §8.
 */
export interface JsonCollection<Row, Columns, Input extends TObject, Record extends TSchema> {
  /** The OpenAPI tag: the type's plural title. */
  title: string
  /** Used in messages: "No <noun> with id 7". */
  noun: string
  paths: { list: string; add: string; update: string; remove: string; reorder?: string }
  input: Input
  record: Record
  repository: (app: FastifyInstance) => CollectionStore<Row, Columns>
  toColumns: (input: Static<Input>) => Columns
  present: (row: Row) => Static<Record>
  messages: { added: string; updated: string; deleted: string }
  /** The field an update answers its record in (about answers `updatedAbout`). */
  updateKey?: 'updatedData' | 'updatedAbout'
}

// Skills and projects read parseId from here too.
export { parseId }

export function registerJsonCollection<Row, Columns, Input extends TObject, Record extends TSchema>(
  app: FastifyInstance,
  collection: JsonCollection<Row, Columns, Input, Record>,
) {
  const { paths, title: tag, noun, messages } = collection
  const updateKey = collection.updateKey ?? 'updatedData'
  const repository = () => collection.repository(app)
  const tags = [tag]

  registerListRoute(app, {
    path: paths.list,
    tag,
    noun,
    record: collection.record,
    list: () => repository().list(),
    present: collection.present,
  })

  app.post<{ Body: Static<Input>[] }>(
    paths.add,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Add one or more ${noun} records`,
        body: AddManyBody(collection.input, LIMITS.addBatch),
        response: { 200: AddResponse(collection.record), ...errorResponses },
      },
    },
    async (request) => {
      const inputs = request.body
      const rows = await repository().insertMany(inputs.map(collection.toColumns))
      return { success: true, data: rows.map(collection.present), message: messages.added }
    },
  )

  app.put<{ Params: IdParams }>(
    paths.update,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Replace the fields of one ${noun}`,
        params: IdParams,
        body: collection.input,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            [updateKey]: collection.record,
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      // TypeScript cannot resolve a body type of a generic schema (Input): the one cast left.
      const input = request.body as Static<Input>
      // Kysely's Updateable and Insertable agree on these plain text columns.
      const row = await repository().update(parseId(id), collection.toColumns(input))
      if (!row) throw errors.notFound(noun, id)
      return { success: true, [updateKey]: collection.present(row), message: messages.updated }
    },
  )

  app.delete<{ Params: IdParams }>(
    paths.remove,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Delete one ${noun}`,
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await repository().remove(parseId(id))
      if (!row) throw errors.notFound(noun, id)
      return { success: true, message: messages.deleted }
    },
  )

  if (paths.reorder) {
    registerReorderRoute(app, {
      path: paths.reorder,
      tag,
      noun,
      record: collection.record,
      repository: { reorder: (ids) => repository().reorder(ids) },
      present: collection.present,
    })
  }
}
