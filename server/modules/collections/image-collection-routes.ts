import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { Type, type Static, type TObject, type TSchema } from 'typebox'
import type { Database } from '@/db/schema.ts'
import {
  AddResponse,
  IdParams,
  ImageUpdate,
  MessageResponse,
  UpdateResponse,
  errorResponses,
  newImageOf,
} from '@contract/common.ts'
import { errors } from '@/errors.ts'
import { processUpload } from '../media/image-processing.ts'
import { parseId } from './record-id.ts'
import { registerListRoute } from './list-route.ts'
import { registerReorderRoute, type Reorderable } from './reorder-route.ts'

/** What the image collection routes need of a repository (every ordered repository has it). */
export interface ImageCollectionStore<Row, Columns> extends Reorderable<Row> {
  list(): Promise<Row[]>
  findById(id: number): Promise<Row | undefined>
  insertMany(records: Columns[]): Promise<Row[]>
  update(id: number, changes: Columns | (Columns & { image_url: null })): Promise<Row | undefined>
  remove(id: number): Promise<Row | undefined>
  /** The same store, writing inside the caller's transaction. */
  within(
    trx: Transaction<Database>,
  ): Pick<ImageCollectionStore<Row, Columns>, 'insertMany' | 'update'>
}

/**
 * One ordered list whose records carry an uploaded image (skills, projects): list (public), add
 * one with its image as multipart, delete (and its image when nothing else uses it) and reorder
 * (owner). The upload is checked and re-encoded by media/, and stored with the record or not at all.
 */
export interface ImageCollection<
  Row extends { id: number; image_hash: string | null },
  Columns,
  Input extends TObject,
  Record extends TSchema,
> {
  /** The OpenAPI tag: the type's plural title. */
  title: string
  /** Used in messages: "No <noun> with id 7". */
  noun: string
  /** `update` (beside the legacy routes): the fields, and a new image or none to keep it. */
  paths: { list: string; add: string; update: string; remove: string; reorder: string }
  input: Input
  record: Record
  repository: ImageCollectionStore<Row, Columns>
  /** The columns of an input; `imageHash` null keeps no stored image. */
  toColumns: (input: Static<Input>, imageHash: string | null) => Columns
  present: (row: Row) => Static<Record>
  messages: { added: string; updated: string; deleted: string }
  /**
   * Work a write needs before it starts (checks that may refuse it, columns made from the input
   * asynchronously, like rendered Markdown); `existingId` on an update.
   */
  prepare?: (input: Static<Input>, existingId?: number) => Promise<Partial<Columns>>
}

export function registerImageCollection<
  Row extends { id: number; image_hash: string | null },
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
      const prepared = (await collection.prepare?.(input)) ?? {}
      const image = await processUpload(input.image)
      const rows = await media.attach(image, (hash, trx) =>
        repository.within(trx).insertMany([{ ...collection.toColumns(input, hash), ...prepared }]),
      )
      return { success: true, data: rows.map(present), message: messages.added }
    },
  )

  // The same fields as an add; the image may be left out (or '' / 'null'): the current one stays.
  const updateInput = Type.Object(
    { ...collection.input.properties, image: ImageUpdate('Image') },
    { additionalProperties: false },
  )
  app.put<{ Params: IdParams }>(
    paths.update,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Replace the fields of a ${noun}; without a new image the current one stays`,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParams,
        body: updateInput,
        response: { 200: UpdateResponse(collection.record), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      // TypeScript cannot resolve a body type of a generic schema (Input): the one cast left.
      const input = request.body as Static<Input> & { image?: Uint8Array | string }
      const existing = await repository.findById(parseId(id))
      if (!existing) throw errors.notFound(noun, id)
      const upload = newImageOf(input.image)
      const prepared = (await collection.prepare?.(input, existing.id)) ?? {}
      const update = async (hash: string | null, trx?: Transaction<Database>) => {
        // A new upload replaces an external image link as well (at most one of the two).
        const changes: Columns | (Columns & { image_url: null }) = upload
          ? { ...collection.toColumns(input, hash), ...prepared, image_url: null }
          : { ...collection.toColumns(input, existing.image_hash), ...prepared }
        const row = await (trx ? repository.within(trx) : repository).update(existing.id, changes)
        if (!row) throw errors.notFound(noun, id)
        return row
      }
      const row = upload
        ? await media.attach(await processUpload(upload), update)
        : await update(existing.image_hash)
      if (existing.image_hash && existing.image_hash !== row.image_hash) {
        await media.deleteIfUnused(existing.image_hash)
      }
      return { success: true as const, updatedData: present(row), message: messages.updated }
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
