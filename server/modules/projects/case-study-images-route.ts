import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { errorResponses } from '@contract/common.ts'
import { PostImageResponse } from '@contract/post.ts'
import { CASE_STUDY_IMAGES_PATH, CaseStudyImageInput, PROJECT_MESSAGES } from '@contract/project.ts'
import { uploadBodyImageFor } from '../media/body-image-upload.ts'
import { keepBodyImages } from '../media/body-images.ts'

const { noun, title } = CONTENT_TYPES.projects

/**
 * An image for a case study's Markdown, in the default language or another (owner): stored
 * through the one upload pipeline, as a page's body's images are, and with `project` kept with
 * that project from now on (`project_images`), so it survives the clean-up before the text that
 * shows it is saved.
 */
export default async function caseStudyImagesRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.post(
    CASE_STUDY_IMAGES_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags: [title],
        summary:
          "Upload an image for a case study's text (multipart): its address goes in the text",
        description:
          'Checked and re-encoded like every upload. With `project`, the image is kept with that project from now on; otherwise once a saved case study (in any language) shows it.',
        consumes: ['multipart/form-data'],
        body: CaseStudyImageInput,
        response: { 200: PostImageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { media, projects } = app.repositories
      const data = await uploadBodyImageFor(media, request.body.image, request.body.project, {
        noun,
        find: (id) => projects.findById(id),
        keep: (id, hash, trx) => keepBodyImages(trx, 'project_images', id, [hash]),
      })
      return { success: true as const, data, message: PROJECT_MESSAGES.imageAdded }
    },
  )
}
