import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { experienceColumns, presentExperience } from './experience-presenter.ts'

export default async function experienceRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    ...CONTENT_TYPES.experience,
    repository: (app) => app.repositories.experience,
    toColumns: experienceColumns,
    present: presentExperience,
  })
}
