import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ADDRESS_MESSAGES } from '@contract/addresses.ts'
import { errorResponses, MessageResponse } from '@contract/common.ts'
import {
  SECTION_MESSAGES,
  SectionAddressParams,
  SectionIdParams,
  SectionInput,
  SectionItemImageBody,
  SectionItemInput,
  SectionItemListResponse,
  SectionItemOrder,
  SectionItemParams,
  SectionItemResponse,
  SectionListResponse,
  SectionResponse,
  SectionUpdate,
  SectionWithItemsResponse,
} from '@contract/section.ts'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { isUniqueViolation } from '@/db/constraint-errors.ts'
import type { SectionRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import { releaseImage, writeWithImage, type ImageChange } from '../media/record-image.ts'
import type { AddressOwner } from '../addresses/address-book.ts'
import { checkedFields, itemValues } from './section-definition.ts'
import { fieldsOf, presentItem, presentSection } from './sections-presenter.ts'
import type { SectionChanges } from './sections-repository.ts'

const tags = ['Custom sections']
const DEFAULT_ICON = 'award'
const DEFAULT_LAYOUT = 'list'

/**
 * Custom sections (docs/decisions/0016): public reads of every section and of one with its
 * items, the owner's writes of definitions and items. Addresses are checked by the address book,
 * which sections join as an owner; items are checked against their section's stored definition.
 */
export default async function sectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const sections = () => app.repositories.sections

  const sectionAddresses: AddressOwner = {
    name: 'section',
    async holderOf(address) {
      const row = await sections().findByAddress(address)
      return row && { id: row.id, description: `the section “${row.name}”` }
    },
  }
  app.addressBook.join(sectionAddresses)

  /** Another write took the address in the meantime: the same words as the check's. */
  async function writing<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (address && isUniqueViolation(error)) {
        throw errors.badRequest(ADDRESS_MESSAGES.taken(address, 'another section'))
      }
      throw error
    }
  }

  async function sectionOf(id: string): Promise<SectionRow> {
    const row = await sections().findById(parseId(id))
    if (!row) throw errors.notFound('section', id)
    return row
  }

  app.get(
    '/api/sections',
    {
      config: { access: 'public', cache: 'content' },
      schema: {
        tags,
        summary: "Every custom section with its definition (fields, layout), in the owner's order",
        response: { 200: SectionListResponse, ...errorResponses },
      },
    },
    async () => ({
      success: true as const,
      data: (await sections().list()).map(presentSection),
    }),
  )

  app.get(
    '/api/sections/:address',
    {
      config: { access: 'public', cache: 'content' },
      schema: {
        tags,
        summary: "One custom section by its address, with its items in the owner's order",
        description: "An item answers the values of the section's current fields only.",
        params: SectionAddressParams,
        response: { 200: SectionWithItemsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await sections().findByAddress(request.params.address)
      if (!row) throw errors.notFound('Section')
      const fields = fieldsOf(row)
      const items = await sections().items(row.id)
      return {
        success: true as const,
        data: {
          section: presentSection(row),
          items: items.map((item) => presentItem(item, fields)),
        },
      }
    },
  )

  app.post(
    '/api/sections',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a custom section',
        description: `Refused (400) when the address is one of the site's own or already used; at most ${SECTION_LIMITS.sections} sections.`,
        body: SectionInput,
        response: { 200: SectionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      const fields = checkedFields(input.fields)
      await app.addressBook.check(input.address, { owner: 'section' })
      const now = new Date().toISOString()
      const row = await writing(input.address, () =>
        sections().create(
          {
            address: input.address,
            name: input.name.trim() || input.name,
            intro: input.intro ?? '',
            icon: input.icon ?? DEFAULT_ICON,
            layout: input.layout ?? DEFAULT_LAYOUT,
            resume_list: input.resumeList ?? null,
            fields: JSON.stringify(fields),
            created_at: now,
            updated_at: now,
          },
          input.position,
        ),
      )
      return { success: true as const, data: presentSection(row), message: SECTION_MESSAGES.added }
    },
  )

  app.put(
    '/api/sections/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change a custom section: only the fields sent change',
        description:
          'New `fields` replace the list; items keep every value, and a value of a field removed comes back when the field is added again. A new `position` moves the section.',
        params: SectionIdParams,
        body: SectionUpdate,
        response: { 200: SectionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const current = await sectionOf(request.params.id)
      const input = request.body
      const changes: SectionChanges = { updated_at: new Date().toISOString() }
      if (input.fields !== undefined) changes.fields = JSON.stringify(checkedFields(input.fields))
      if (input.address !== undefined && input.address !== current.address) {
        await app.addressBook.check(input.address, { owner: 'section', id: current.id })
        changes.address = input.address
      }
      if (input.name !== undefined) changes.name = input.name
      if (input.intro !== undefined) changes.intro = input.intro
      if (input.icon !== undefined) changes.icon = input.icon
      if (input.layout !== undefined) changes.layout = input.layout
      if (input.resumeList !== undefined) changes.resume_list = input.resumeList
      const row = await writing(input.address, () =>
        sections().update(current.id, changes, input.position),
      )
      if (!row) throw errors.notFound('section', request.params.id)
      return {
        success: true as const,
        data: presentSection(row),
        message: SECTION_MESSAGES.updated,
      }
    },
  )

  app.delete(
    '/api/sections/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a custom section and its items (to the trash, together)',
        params: SectionIdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await sections().delete(parseId(request.params.id))
      if (!deleted) throw errors.notFound('section', request.params.id)
      return { success: true, message: SECTION_MESSAGES.deleted }
    },
  )

  app.post(
    '/api/sections/:id/items',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add an item to a custom section (last)',
        description: `Only the section's own fields are accepted (400 in words otherwise); at most ${SECTION_LIMITS.items} items a section.`,
        params: SectionIdParams,
        body: SectionItemInput,
        response: { 200: SectionItemResponse, ...errorResponses },
      },
    },
    async (request) => {
      const section = await sectionOf(request.params.id)
      const values = itemValues(section, request.body)
      const row = await sections().addItem(section, values)
      return {
        success: true as const,
        data: presentItem(row, fieldsOf(section)),
        message: SECTION_MESSAGES.itemAdded,
      }
    },
  )

  app.put(
    '/api/sections/:id/items/order',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Put a custom section's items in a new order",
        params: SectionIdParams,
        body: SectionItemOrder,
        response: { 200: SectionItemListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const section = await sectionOf(request.params.id)
      const rows = await sections().reorderItems(section.id, request.body.ids.map(parseId))
      if (!rows) throw errors.badRequest(SECTION_MESSAGES.badOrder)
      const fields = fieldsOf(section)
      return {
        success: true as const,
        data: rows.map((row) => presentItem(row, fields)),
        message: SECTION_MESSAGES.reordered,
      }
    },
  )

  app.put(
    '/api/sections/:id/items/:itemId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Replace the values of an item's fields",
        description:
          "The section's current fields take the values sent (one left out is emptied); values of fields the section no longer has stay stored.",
        params: SectionItemParams,
        body: SectionItemInput,
        response: { 200: SectionItemResponse, ...errorResponses },
      },
    },
    async (request) => {
      const section = await sectionOf(request.params.id)
      const itemId = parseId(request.params.itemId)
      const stored = await sections().findItem(section.id, itemId)
      if (!stored) throw errors.notFound('item', request.params.itemId)
      const values = itemValues(section, request.body, stored)
      const row = await sections().updateItem(section.id, itemId, values)
      if (!row) throw errors.notFound('item', request.params.itemId)
      return {
        success: true as const,
        data: presentItem(row, fieldsOf(section)),
        message: SECTION_MESSAGES.itemUpdated,
      }
    },
  )

  app.delete(
    '/api/sections/:id/items/:itemId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete an item of a custom section (to the trash)',
        params: SectionItemParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const section = await sectionOf(request.params.id)
      const deleted = await sections().deleteItem(section.id, parseId(request.params.itemId))
      if (!deleted) throw errors.notFound('item', request.params.itemId)
      await releaseImage(app, deleted.image_hash)
      return { success: true, message: SECTION_MESSAGES.itemDeleted }
    },
  )

  /**
   * An item's image through the one image pipeline (checked, re-encoded, stored with the item in
   * one transaction; the image it replaces goes when nothing else uses it). Items are JSON, so
   * their image has a route of its own: an item with an image is added, then given its image.
   */
  async function changeImage(params: { id: string; itemId: string }, change: ImageChange) {
    const section = await sectionOf(params.id)
    const fields = fieldsOf(section)
    if (!fields.some((field) => field.kind === 'image')) {
      throw errors.badRequest(SECTION_MESSAGES.noImageField(section.name))
    }
    const stored = await sections().findItem(section.id, parseId(params.itemId))
    if (!stored) throw errors.notFound('item', params.itemId)
    const row = await writeWithImage(
      app,
      change,
      async (image, trx) => {
        const updated = await sections().setItemImage(stored.id, image.image_hash, trx)
        if (!updated) throw errors.notFound('item', params.itemId)
        return updated
      },
      { hash: stored.image_hash, now: (updated) => updated.image_hash },
    )
    return presentItem(row, fields)
  }

  app.put(
    '/api/sections/:id/items/:itemId/image',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Give an item of a custom section a new image (multipart, one file 'image')",
        description: 'Only for a section with the image field (400 in words otherwise).',
        consumes: ['multipart/form-data'],
        params: SectionItemParams,
        body: SectionItemImageBody,
        response: { 200: SectionItemResponse, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeImage(request.params, { upload: request.body.image }),
      message: SECTION_MESSAGES.imageUpdated,
    }),
  )

  app.delete(
    '/api/sections/:id/items/:itemId/image',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Take an item's image away",
        params: SectionItemParams,
        response: { 200: SectionItemResponse, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeImage(request.params, { remove: true }),
      message: SECTION_MESSAGES.imageRemoved,
    }),
  )
}
