import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { PROJECT_MESSAGES } from '@contract/project.ts'
import { errors } from '@/errors.ts'
import { registerImageCollection } from '../collections/image-collection-routes.ts'
import { caseStudyText, presentProject, projectColumns } from './projects-presenter.ts'

export default async function projectsRoutes(app: FastifyInstance) {
  registerImageCollection(app, {
    ...CONTENT_TYPES.projects,
    repository: app.repositories.projects,
    toColumns: projectColumns,
    present: presentProject,
    // A case study's address is the project's own; its Markdown is rendered once, here.
    async prepare(input, existingId) {
      if (input.slug && (await app.repositories.caseStudies.slugTaken(input.slug, existingId))) {
        throw errors.conflict(PROJECT_MESSAGES.slugTaken(input.slug))
      }
      if (input.body === undefined) return {}
      const rendered = await app.markdown.render(caseStudyText(input.body))
      return { html: rendered.html }
    },
  })
}
