import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type TObject, type TSchema } from 'typebox'
import {
  AddManyBody,
  AddResponse,
  IdParams,
  ImageUpdate,
  MessageResponse,
  errorResponses,
  newImageOf,
} from '@contract/common.ts'
import { legacyListOrder } from '@contract/content-types.ts'
import { LIMITS } from '@contract/limits.ts'
import { errors } from '@/errors.ts'
import type { AnyListContent } from '../content/list-content.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { keepRecordImages } from '../media/body-images.ts'
import { releaseImage, writeWithImage, type ImageChange } from '../media/record-image.ts'
import { contentRepository } from './ordered-repository.ts'
import { parseId } from './record-id.ts'
import { registerListRoute } from './list-route.ts'
import { registerReorderRoute } from './reorder-route.ts'

const JSON_TYPE = 'application/json'
const MULTIPART = 'multipart/form-data'

type Row = { id: number; image_hash: string | null } & Record<string, unknown>
/** What an add or update of any content type sends: its fields, and maybe an image. */
type Body = Record<string, unknown> & {
  image?: Uint8Array | string
  removeImage?: boolean | string
}

/** The fields of an input without its image: what `columns` turns into a row. */
function textOf(body: Body): Record<string, unknown> {
  const { image: _image, removeImage: _remove, ...fields } = body
  return fields
}

/** What an update asks of the image: a new file, its removal (optional images), or nothing. */
function imageChangeOf(body: Body): ImageChange {
  const upload = newImageOf(body.image)
  if (upload) return { upload }
  if (body.removeImage === true || body.removeImage === 'true') return { remove: true }
  return { keep: true }
}

/**
 * What an add asks of the image: a type that needs one takes the file as sent (an empty file, what
 * a browser sends when none was chosen, is refused in words by the upload checks).
 */
function addedImage(rule: AnyListContent['type']['image'], image: Body['image']): ImageChange {
  if (rule === 'required on add') return { upload: image as Uint8Array }
  const upload = newImageOf(image)
  return upload ? { upload } : { keep: true }
}

/** An update's body: the add's fields, with an image that may be left out to keep the current. */
function updateSchema(entry: AnyListContent): TObject {
  const input = entry.type.input as TObject
  if (entry.type.image !== 'required on add') return input
  const image = input.properties.image as TSchema & { title?: string }
  return Type.Object(
    { ...input.properties, image: ImageUpdate(image.title ?? 'Image') },
    { additionalProperties: false },
  )
}

/**
 * A multipart form's fields are text: a field the input declares as a list or an object (a
 * project's outcome figures) comes as JSON text, read here before the schema checks it. Text that
 * is not JSON stays as it is, and the check answers that the field must be a list, in words.
 */
function structuredFields(input: TObject) {
  const names = Object.entries(input.properties)
    .filter(([, schema]) =>
      ['array', 'object'].includes(String((schema as { type?: unknown }).type)),
    )
    .map(([name]) => name)
  if (names.length === 0) return undefined
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return
    const body = request.body as Record<string, unknown> | undefined
    for (const name of names) {
      const value = body?.[name]
      if (typeof value !== 'string') continue
      try {
        body![name] = JSON.parse(value)
      } catch {
        // Left as text: the schema's check words it.
      }
    }
  }
}

/**
 * Every route of one content type, from its registry entry (contract/content-types.ts and
 * content/list-content.ts): its list in the owner's order (public), the contract's list in the
 * contract's order where it has one, add (a JSON array of records for the contract's JSON lists;
 * one record otherwise, as multipart when an image is sent), update, delete (to the trash) and
 * reorder (owner). A record with an image goes through the one image pipeline
 * (media/record-image.ts), whatever the image rule.
 */
function registerCollection(app: FastifyInstance, entry: AnyListContent) {
  const { type } = entry
  const { paths, noun, messages } = type
  const tags = [type.title]
  const record = type.record as TSchema
  // The contract's list and add answer what they always did (fields beyond it are not sent).
  const legacyRecord = (type.legacyRecord ?? type.record) as TSchema
  const input = type.input as TObject
  const repository = () => contentRepository(app, type.key)
  const listRows = () =>
    (entry.listRows ? entry.listRows(app) : repository().list()) as Promise<Row[]>
  const present = (row: Row) => entry.present(row) as Record<string, unknown>
  const hasImage = type.image !== 'none'
  const readStructuredFields = hasImage ? structuredFields(input) : undefined
  const consumes = (imageNeeded: boolean) =>
    !hasImage ? undefined : imageNeeded ? [MULTIPART] : [JSON_TYPE, MULTIPART]

  async function columnsOf(body: Body, existingId?: number) {
    const fields = textOf(body)
    const prepared = (await entry.prepare?.(app, fields, existingId)) ?? {}
    const derived = (await entry.derive?.(app, fields)) ?? {}
    return { ...entry.columns(fields), ...prepared, ...derived } as Record<string, unknown>
  }

  registerListRoute(app, {
    path: paths.collection,
    tag: type.title,
    noun,
    record,
    list: listRows,
    present,
  })
  if (paths.list !== paths.collection) {
    const reversed = legacyListOrder(type) === 'reversed'
    registerListRoute(app, {
      path: paths.list,
      tag: type.title,
      noun,
      record: legacyRecord,
      order: reversed ? 'reversed' : 'owner',
      list: async () => {
        const rows = await listRows()
        return reversed ? rows.reverse() : rows
      },
      present,
    })
  }

  if (type.add === 'many') {
    app.post<{ Body: Body[] }>(
      paths.add,
      {
        config: { access: 'owner' },
        schema: {
          tags,
          summary: `Add one or more ${noun} records`,
          body: AddManyBody(input, LIMITS.addBatch),
          response: { 200: AddResponse(legacyRecord), ...errorResponses },
        },
      },
      async (request) => {
        const records = await Promise.all(request.body.map((body) => columnsOf(body)))
        const rows = (await repository().insertMany(records)) as Row[]
        await keepRecordImages(app.database.db, entry.keptImages, rows)
        return { success: true, data: rows.map(present), message: messages.added }
      },
    )
  } else {
    app.post<{ Body: Body }>(
      paths.add,
      {
        config: { access: 'owner' },
        ...(readStructuredFields ? { preValidation: readStructuredFields } : {}),
        schema: {
          tags,
          summary: hasImage ? `Add a ${noun} (with an image: multipart)` : `Add a ${noun}`,
          consumes: consumes(type.image === 'required on add'),
          body: input,
          response: { 200: AddResponse(legacyRecord), ...errorResponses },
        },
      },
      async (request) => {
        const columns = await columnsOf(request.body)
        const rows = await writeWithImage(
          app,
          addedImage(type.image, request.body.image),
          async (image, trx) => {
            const added = (await (trx ? repository().within(trx) : repository()).insertMany([
              { ...columns, ...(hasImage ? { image_hash: null, ...image } : {}) },
            ])) as Row[]
            // The images it shows beyond its own (a case study's), kept with it.
            await keepRecordImages(trx ?? app.database.db, entry.keptImages, added)
            return added
          },
        )
        return { success: true, data: rows.map(present), message: messages.added }
      },
    )
  }

  app.put<{ Params: IdParams; Body: Body }>(
    paths.update,
    {
      config: { access: 'owner' },
      ...(readStructuredFields ? { preValidation: readStructuredFields } : {}),
      schema: {
        tags,
        summary: hasImage
          ? `Replace the fields of a ${noun}; without a new image the current one stays`
          : `Replace the fields of one ${noun}`,
        consumes: consumes(false),
        params: IdParams,
        body: updateSchema(entry),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            [type.updateKey]: record,
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const existing = (await repository().findById(parseId(id))) as Row | undefined
      if (!existing) throw errors.notFound(noun, id)
      const columns = await columnsOf(request.body, existing.id)
      const row = await writeWithImage(
        app,
        hasImage ? imageChangeOf(request.body) : { keep: true },
        async (image, trx) => {
          const updated = (await (trx ? repository().within(trx) : repository()).update(
            existing.id,
            { ...columns, ...image },
          )) as Row | undefined
          if (!updated) throw errors.notFound(noun, id)
          await keepRecordImages(trx ?? app.database.db, entry.keptImages, [updated])
          return updated
        },
        { hash: existing.image_hash ?? null, now: (updated) => updated.image_hash },
      )
      return { success: true, [type.updateKey]: present(row), message: messages.updated }
    },
  )

  app.delete<{ Params: IdParams }>(
    paths.remove,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: hasImage
          ? `Delete a ${noun} (to the trash), and its image when nothing else uses it`
          : `Delete one ${noun} (to the trash)`,
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = (await repository().remove(parseId(id))) as Row | undefined
      if (!row) throw errors.notFound(noun, id)
      await releaseImage(app, row.image_hash ?? null)
      return { success: true, message: messages.deleted }
    },
  )

  registerReorderRoute(app, {
    path: paths.reorder,
    tag: type.title,
    noun,
    record,
    repository: { reorder: (ids) => repository().reorder(ids) as Promise<Row[] | undefined> },
    present,
  })
}

/** Every content type's routes (content/registry.ts). */
export default async function collectionRoutes(app: FastifyInstance) {
  for (const entry of LIST_CONTENT_ENTRIES) registerCollection(app, entry)
}
