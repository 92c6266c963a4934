import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { errorResponses, IdParams } from '@contract/common.ts'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import {
  GALLERY_IMAGE_PATH,
  GALLERY_PATH,
  GalleryImageInput,
  GalleryImageParams,
  GalleryInput,
  GalleryResponse,
  PROJECT_MESSAGES,
} from '@contract/project.ts'
import type { Database, ProjectRow } from '@/db/schema.ts'
import { AppError, errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import { keepBodyImages } from '../media/body-images.ts'
import { mediaUrl } from '../media/media-url.ts'
import { writeWithImage } from '../media/record-image.ts'
import {
  galleryColumn,
  hashOfAddress,
  storedGallery,
  type StoredGalleryImage,
} from './project-gallery.ts'
import { presentProject } from './projects-content.ts'

const { noun, title } = CONTENT_TYPES.projects
const tags = [title]

/**
 * A project's gallery (owner), shown on its case study: add an image (multipart, through the one
 * image pipeline: checked, re-encoded, stored in the same transaction as the gallery), arrange
 * the gallery (order, alt texts, captions; an image left out is taken out) and remove one. Each
 * write keeps a revision of the project, so history and undo bring a gallery back as they do its
 * other fields. At most CASE_STUDY_LIMITS.gallery images; every refusal is in words and changes
 * nothing.
 */
export default async function galleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  async function storedProject(id: string): Promise<ProjectRow> {
    const row = await app.repositories.projects.findById(parseId(id))
    if (!row) throw errors.notFound(noun, id)
    return row
  }

  /**
   * Writes the project's gallery as `change` makes it from the stored one, in `trx`, keeping
   * `newImages` with the project from now on.
   */
  async function writeGallery(
    trx: Transaction<Database>,
    id: string,
    change: (gallery: StoredGalleryImage[]) => StoredGalleryImage[],
    newImages: string[] = [],
  ): Promise<ProjectRow> {
    if (app.database.dialect === 'postgres') {
      // Two writes to one gallery read and write the whole list: the second waits for the first
      // (PostgreSQL's READ COMMITTED would let both read the same list, and one add be lost).
      // SQLite has one writer at a time already.
      await trx
        .selectFrom('projects')
        .select('id')
        .where('id', '=', parseId(id))
        .forUpdate()
        .execute()
    }
    const projects = app.repositories.projects.within(trx)
    const row = await projects.findById(parseId(id))
    if (!row) throw errors.notFound(noun, id)
    const updated = await projects.update(row.id, {
      gallery: galleryColumn(change(storedGallery(row.gallery))),
    })
    if (!updated) throw errors.notFound(noun, id)
    await keepBodyImages(trx, 'project_images', row.id, newImages)
    return updated
  }

  const answer = (row: ProjectRow, message: string) => ({
    success: true as const,
    data: presentProject(row),
    message,
  })

  app.post(
    GALLERY_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Add an image to a project's gallery, last (multipart: 'image', 'alt', 'caption'; at most ${CASE_STUDY_LIMITS.gallery})`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: GalleryImageInput,
        response: { 200: GalleryResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      // Refused before the upload is decoded when it cannot go in anyway.
      const stored = await storedProject(id)
      if (storedGallery(stored.gallery).length >= CASE_STUDY_LIMITS.gallery) {
        throw errors.conflict(PROJECT_MESSAGES.galleryFull)
      }
      const { alt, caption = '' } = request.body
      const row = await writeWithImage(app, { upload: request.body.image }, (image, trx) => {
        const hash = image.image_hash!
        return writeGallery(
          trx!,
          id,
          (gallery) => {
            if (gallery.length >= CASE_STUDY_LIMITS.gallery) {
              throw errors.conflict(PROJECT_MESSAGES.galleryFull)
            }
            if (gallery.some((item) => item.hash === hash)) {
              throw errors.conflict(PROJECT_MESSAGES.galleryHasImage)
            }
            return [...gallery, { hash, alt: alt.trim(), caption: caption.trim() }]
          },
          [hash],
        )
      })
      return answer(row, PROJECT_MESSAGES.galleryAdded)
    },
  )

  app.put(
    GALLERY_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          "Arrange a project's gallery: its images in order with their alt texts and captions",
        description:
          'Each image must be in the gallery already, listed once (400 in words otherwise); an image left out is taken out of the gallery.',
        params: IdParams,
        body: GalleryInput,
        response: { 200: GalleryResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await app.database.db.transaction().execute((trx) =>
        writeGallery(trx, id, (gallery) => {
          const stored = new Set(gallery.map((item) => item.hash))
          const listed = new Set<string>()
          return request.body.images.map(({ image, alt, caption = '' }) => {
            const hash = hashOfAddress(image)
            if (!stored.has(hash)) {
              throw errors.badRequest(PROJECT_MESSAGES.galleryUnknownImage(image))
            }
            if (listed.has(hash)) throw errors.badRequest(PROJECT_MESSAGES.galleryTwice(image))
            listed.add(hash)
            return { hash, alt: alt.trim(), caption: caption.trim() }
          })
        }),
      )
      return answer(row, PROJECT_MESSAGES.galleryUpdated)
    },
  )

  app.delete(
    GALLERY_IMAGE_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Take an image out of a project's gallery (an undo can bring it back)",
        params: GalleryImageParams,
        response: { 200: GalleryResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, image } = request.params
      const row = await app.database.db.transaction().execute((trx) =>
        writeGallery(trx, id, (gallery) => {
          if (!gallery.some((item) => item.hash === image)) {
            throw new AppError(
              'not_found',
              404,
              PROJECT_MESSAGES.galleryUnknownImage(mediaUrl(image)),
            )
          }
          return gallery.filter((item) => item.hash !== image)
        }),
      )
      return answer(row, PROJECT_MESSAGES.galleryRemoved)
    },
  )
}
