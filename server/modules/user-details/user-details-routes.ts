import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import {
  AddResponse,
  IdParams,
  ListResponse,
  MessageResponse,
  UpdateResponse,
  errorResponses,
  newImageOf,
} from '@contract/common.ts'
import { UserDetails, UserDetailsInput, UserDetailsUpdateInput } from '@contract/user-details.ts'
import { errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import { releaseImage, writeWithImage } from '../media/record-image.ts'
import { presentUserDetails, userDetailsColumns } from './user-details-presenter.ts'

const tags = ['Profile']
const alreadyExists = () =>
  errors.conflict('Profile details already exist; update or delete them instead')

export default async function userDetailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { userDetails } = app.repositories

  app.get(
    '/api/user/fetchuserdetails',
    {
      config: { access: 'public', cache: 'content' },
      schema: {
        tags,
        summary: 'The profile details: a list of at most one record',
        response: { 200: ListResponse(UserDetails), ...errorResponses },
      },
    },
    async () => {
      const row = await userDetails.first()
      return { success: true as const, data: row ? [presentUserDetails(row)] : [] }
    },
  )

  app.post(
    '/api/user/adduserdetails',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add the profile details with a photo (multipart); there can be only one record',
        consumes: ['multipart/form-data'],
        body: UserDetailsInput,
        response: { 200: AddResponse(UserDetails), ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      // Checked first so a refused add costs no image work; the unique column settles a race.
      if (await userDetails.first()) throw alreadyExists()
      const row = await writeWithImage(app, { upload: input.image }, async (image, trx) => {
        const created = await (trx ? userDetails.within(trx) : userDetails).create({
          ...userDetailsColumns(input),
          image_hash: null,
          ...image,
        })
        if (!created) throw alreadyExists()
        return created
      })
      return {
        success: true,
        message: 'Details Added Successfully',
        data: [presentUserDetails(row)],
      }
    },
  )

  app.put(
    '/api/user/updateuserdetails/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Replace the profile details; without a new photo the old one stays',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: UserDetailsUpdateInput,
        response: { 200: UpdateResponse(UserDetails), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const input = request.body
      const existing = await userDetails.findById(parseId(id))
      if (!existing) throw errors.notFound('profile details', id)
      const columns = userDetailsColumns(input)
      const upload = newImageOf(input.image)
      const row = await writeWithImage(
        app,
        upload ? { upload } : { keep: true },
        async (image, trx) => {
          const updated = await (trx ? userDetails.within(trx) : userDetails).update(existing.id, {
            ...columns,
            ...image,
          })
          if (!updated) throw errors.notFound('profile details', id)
          return updated
        },
        { hash: existing.image_hash, now: (updated) => updated.image_hash },
      )
      return {
        success: true,
        updatedData: presentUserDetails(row),
        message: 'Details Updated Successfully',
      }
    },
  )

  app.delete(
    '/api/user/deleteuserdetails/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete the profile details, and the photo when nothing else uses it',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await userDetails.remove(parseId(id))
      if (!row) throw errors.notFound('profile details', id)
      await releaseImage(app, row.image_hash)
      return { success: true, message: 'Details Deleted Successfully' }
    },
  )
}
