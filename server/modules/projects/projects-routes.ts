import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerImageCollection } from '../collections/image-collection-routes.ts'
import { presentProject, projectColumns } from './projects-presenter.ts'

export default async function projectsRoutes(app: FastifyInstance) {
  registerImageCollection(app, {
    ...CONTENT_TYPES.projects,
    repository: app.repositories.projects,
    toColumns: projectColumns,
    present: presentProject,
  })
}
