import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Static, TObject, TSchema } from 'typebox'
import type { Database } from '@/db/schema.ts'
import { AddResponse, IdParams, MessageResponse, errorResponses } from '@contract/common.ts'
import { errors } from '@/errors.ts'
import { processUpload } from '../media/image-processing.ts'
import { parseId } from './record-id.ts'
import { registerListRoute } from './list-route.ts'
import { registerReorderRoute, type Reorderable } from './reorder-route.ts'

/** What the image collection routes need of a repository (every ordered repository has it). */
export interface ImageCollectionStore<Row, Columns> extends Reorderable<Row> {
  list(): Promise<Row[]>
  insertMany(records: Columns[]): Promise<Row[]>
  remove(id: number): Promise<Row | undefined>
  /** The same store, writing inside the caller's transaction. */
  within(trx: Transaction<Database>): Pick<ImageCollectionStore<Row, Columns>, 'insertMany'>
}

/**
 * One ordered list whose records carry an uploaded image (skills, projects): list (public), add
 * one with its image as multipart, delete (and its image when nothing else uses it) and reorder
 * (owner). The upload is checked and re-encoded by media/, and stored with the record or not at all.
 */
export interface ImageCollection<
  Row extends { image_hash: string | null },
  Columns,
  Input extends TObject,
  Record extends TSchema,
> {
  /** The OpenAPI tag: the type's plural title. */
  title: string
  /** Used in messages: "No <noun> with id 7". */
  noun: string
  paths: { list: string; add: string; remove: string; reorder: string }
  input: Input
  record: Record
  repository: ImageCollectionStore<Row, Columns>
  toColumns: (input: Static<Input>, imageHash: string) => Columns
  present: (row: Row) => Static<Record>
  messages: { added: string; deleted: string }
}

export function registerImageCollection<
  Row extends { image_hash: string | null },
  Columns,
  Input extends TObject,
  Record extends TSchema,
>(app: FastifyInstance, collection: ImageCollection<Row, Columns, Input, Record>) {
  const { paths, noun, repository, present, messages } = collection
  const tags = [collection.title]
  const media = app.repositories.media

  registerListRoute(app, {
    path: paths.list,
    tag: collection.title,
    noun,
    record: collection.record,
    list: () => repository.list(),
    present,
  })

  app.post(
    paths.add,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Add a ${noun} with its image (multipart)`,
        consumes: ['multipart/form-data'],
        body: collection.input,
        response: { 200: AddResponse(collection.record), ...errorResponses },
      },
    },
    async (request) => {
      // TypeScript cannot resolve a body type of a generic schema (Input): the one cast left.
      const input = request.body as Static<Input> & { image: Uint8Array }
      const image = await processUpload(input.image)
      const rows = await media.attach(image, (hash, trx) =>
        repository.within(trx).insertMany([collection.toColumns(input, hash)]),
      )
      return { success: true, data: rows.map(present), message: messages.added }
    },
  )

  app.delete<{ Params: IdParams }>(
    paths.remove,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Delete a ${noun}, and its image when nothing else uses it`,
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await repository.remove(parseId(id))
      if (!row) throw errors.notFound(noun, id)
      if (row.image_hash) await media.deleteIfUnused(row.image_hash)
      return { success: true, message: messages.deleted }
    },
  )

  registerReorderRoute(app, {
    path: paths.reorder,
    tag: collection.title,
    noun,
    record: collection.record,
    repository,
    present,
  })
}
