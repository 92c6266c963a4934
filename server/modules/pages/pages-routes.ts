import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ADDRESS_MESSAGES } from '@contract/addresses.ts'
import { errorResponses, IdParams, MessageResponse } from '@contract/common.ts'
import {
  AddressParams,
  PAGE_IMAGES_PATH,
  PAGE_MESSAGES,
  PageImageInput,
  PageInput,
  PageListResponse,
  PageResponse,
  PageUpdate,
  PageWriteResponse,
} from '@contract/page.ts'
import { PostImageResponse } from '@contract/post.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'
import { errors } from '@/errors.ts'
import { ownerOf } from '@/plugins/access-control.ts'
import { parseId } from '../collections/record-id.ts'
import { uploadBodyImageFor } from '../media/body-image-upload.ts'
import type { AddressOwner } from '../addresses/address-book.ts'
import type { PageChanges } from './pages-repository.ts'
import { presentPage, presentPageSummary } from './pages-presenter.ts'

const tags = ['Pages']

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)

/**
 * Pages: public reads of what is published, the owner's writes. Bodies are Markdown rendered
 * once when saved (posts/markdown.ts, on its own thread), addresses checked by the address book
 * (addresses/address-book.ts), which pages join as an owner of addresses.
 */
export default async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const pages = () => app.repositories.pages
  const media = () => app.repositories.media

  const pageAddresses: AddressOwner = {
    name: 'page',
    async holderOf(address) {
      const row = await pages().findByAddress(address)
      return row && { id: row.id, description: `the page “${row.title}”` }
    },
  }
  app.addressBook.join(pageAddresses)

  /** Another write took the address in the meantime: the same words as the check's. */
  async function writing<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (address && isUniqueViolation(error)) {
        throw errors.badRequest(ADDRESS_MESSAGES.taken(address, 'another page'))
      }
      throw error
    }
  }

  app.get(
    '/api/pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Published pages in the owner's order, without their bodies",
        description: 'With a valid owner `auth-token`: every page, drafts too, with `status`.',
        response: { 200: PageListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = Boolean(await ownerOf(app, request))
      reply.header('cache-control', owner ? 'no-store' : 'no-cache')
      const rows = owner ? await pages().listAll() : await pages().listPublic()
      return { success: true as const, data: rows.map((row) => presentPageSummary(row, owner)) }
    },
  )

  app.get(
    '/api/pages/:address',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published page: its Markdown and the HTML rendered from it',
        description: 'With a valid owner `auth-token`: any page, drafts too, with `status`.',
        params: AddressParams,
        response: { 200: PageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = Boolean(await ownerOf(app, request))
      const { address } = request.params
      const row = owner
        ? await pages().findByAddress(address)
        : await pages().findPublicByAddress(address)
      if (!row) throw errors.notFound('Page')
      reply.header('cache-control', owner ? 'no-store' : 'no-cache')
      return { success: true as const, data: presentPage(row, owner) }
    },
  )

  app.post(
    '/api/pages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a page (a draft unless status is published)',
        description:
          "Refused (400) when the address is one of the site's own or already used; at most 50 pages.",
        body: PageInput,
        response: { 200: PageWriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      await app.addressBook.check(input.address, { owner: 'page' })
      const body = input.body ?? ''
      const rendered = await app.markdown.render(body)
      const now = new Date().toISOString()
      const row = await writing(input.address, () =>
        pages().create(
          {
            address: input.address,
            title: input.title,
            body,
            html: rendered.html,
            status: input.status ?? 'draft',
            in_navigation: flag(input.inNavigation) ?? 0,
            in_footer: flag(input.inFooter) ?? 0,
            show_updated: flag(input.showUpdated) ?? 0,
            created_at: now,
            updated_at: now,
          },
          input.position,
        ),
      )
      await pages().keepImages(row.id, rendered.images)
      return { success: true as const, data: presentPage(row, true), message: PAGE_MESSAGES.added }
    },
  )

  app.put(
    '/api/pages/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change a page: only the fields sent change',
        description: 'A new `position` moves the page among the others.',
        params: IdParams,
        body: PageUpdate,
        response: { 200: PageWriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(request.params.id)
      const current = await pages().findById(id)
      if (!current) throw errors.notFound('page', request.params.id)
      const input = request.body
      if (input.address !== undefined && input.address !== current.address) {
        await app.addressBook.check(input.address, { owner: 'page', id })
      }
      const changes: PageChanges = { updated_at: new Date().toISOString() }
      if (input.title !== undefined) changes.title = input.title
      if (input.address !== undefined) changes.address = input.address
      if (input.status !== undefined) changes.status = input.status
      if (input.inNavigation !== undefined) changes.in_navigation = flag(input.inNavigation)
      if (input.inFooter !== undefined) changes.in_footer = flag(input.inFooter)
      if (input.showUpdated !== undefined) changes.show_updated = flag(input.showUpdated)
      const rendered = input.body !== undefined ? await app.markdown.render(input.body) : undefined
      if (rendered) {
        changes.body = input.body
        changes.html = rendered.html
      }
      const row = await writing(input.address, () => pages().update(id, changes, input.position))
      if (!row) throw errors.notFound('page', request.params.id)
      if (rendered) await pages().keepImages(id, rendered.images)
      return {
        success: true as const,
        data: presentPage(row, true),
        message: PAGE_MESSAGES.updated,
      }
    },
  )

  app.post(
    PAGE_IMAGES_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Upload an image for a page's body (multipart): its address goes in the body",
        description:
          'Checked and re-encoded like every upload. With `page`, the image is kept with that page from now on; otherwise once a saved page uses it.',
        consumes: ['multipart/form-data'],
        body: PageImageInput,
        response: { 200: PostImageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await uploadBodyImageFor(media(), request.body.image, request.body.page, {
        noun: 'page',
        find: (id) => pages().findById(id),
        keep: (id, hash, trx) => pages().keepImages(id, [hash], trx),
      })
      return { success: true as const, data, message: PAGE_MESSAGES.imageAdded }
    },
  )

  app.delete(
    '/api/pages/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a page (to the trash)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const images = await pages().delete(parseId(request.params.id))
      if (!images) throw errors.notFound('page', request.params.id)
      for (const hash of images) await media().deleteIfUnused(hash)
      return { success: true, message: PAGE_MESSAGES.deleted }
    },
  )
}
