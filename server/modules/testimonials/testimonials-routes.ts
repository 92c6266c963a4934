import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import {
  AddResponse,
  IdParams,
  MessageResponse,
  UpdateResponse,
  errorResponses,
  newImageOf,
} from '@contract/common.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { Testimonial, TestimonialInput } from '@contract/testimonial.ts'
import type { Database } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { registerListRoute } from '../collections/list-route.ts'
import { parseId } from '../collections/record-id.ts'
import { registerReorderRoute } from '../collections/reorder-route.ts'
import { processUpload } from '../media/image-processing.ts'
import { presentTestimonial, testimonialColumns } from './testimonials-presenter.ts'

const { title, noun, paths, messages } = CONTENT_TYPES.testimonials
const tags = [title]
/** JSON, or multipart when a photo is sent (plugins/multipart-guard.ts reads this list). */
const consumes = ['application/json', 'multipart/form-data']

const removesImage = (input: TestimonialInput) =>
  input.removeImage === true || input.removeImage === 'true'

/**
 * Testimonials at `/api/testimonials` (contract/testimonial.ts): list (public, in the owner's
 * order), add, update, delete and reorder (owner). One record per request; the photo is optional.
 */
export default async function testimonialsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { testimonials, media } = app.repositories

  registerListRoute(app, {
    path: paths.list,
    tag: title,
    noun,
    record: Testimonial,
    list: () => testimonials.list(),
    present: presentTestimonial,
  })

  app.post(
    paths.add,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a testimonial at the end of the list (with a photo: multipart)',
        consumes,
        body: TestimonialInput,
        response: { 200: AddResponse(Testimonial), ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      const columns = testimonialColumns(input)
      const upload = newImageOf(input.image)
      const rows = upload
        ? await media.attach(await processUpload(upload), (hash, trx) =>
            testimonials.within(trx).insertMany([{ ...columns, image_hash: hash }]),
          )
        : await testimonials.insertMany([{ ...columns, image_hash: null }])
      return {
        success: true as const,
        data: rows.map(presentTestimonial),
        message: messages.added,
      }
    },
  )

  app.put(
    paths.update,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Replace the fields of a testimonial; without a new photo the old one stays',
        consumes,
        params: IdParams,
        body: TestimonialInput,
        response: { 200: UpdateResponse(Testimonial), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const input = request.body
      const existing = await testimonials.findById(parseId(id))
      if (!existing) throw errors.notFound(noun, id)
      const columns = testimonialColumns(input)
      const update = async (hash?: string | null, trx?: Transaction<Database>) => {
        const changes = hash === undefined ? columns : { ...columns, image_hash: hash }
        const row = await (trx ? testimonials.within(trx) : testimonials).update(
          existing.id,
          changes,
        )
        if (!row) throw errors.notFound(noun, id)
        return row
      }
      const upload = newImageOf(input.image)
      const row = upload
        ? await media.attach(await processUpload(upload), update)
        : await update(removesImage(input) ? null : undefined)
      if (existing.image_hash && existing.image_hash !== row.image_hash) {
        await media.deleteIfUnused(existing.image_hash)
      }
      return {
        success: true as const,
        updatedData: presentTestimonial(row),
        message: messages.updated,
      }
    },
  )

  app.delete(
    paths.remove,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a testimonial, and its photo when nothing else uses it',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await testimonials.remove(parseId(id))
      if (!row) throw errors.notFound(noun, id)
      if (row.image_hash) await media.deleteIfUnused(row.image_hash)
      return { success: true, message: messages.deleted }
    },
  )

  registerReorderRoute(app, {
    path: paths.reorder,
    tag: title,
    noun,
    record: Testimonial,
    repository: testimonials,
    present: presentTestimonial,
  })
}
