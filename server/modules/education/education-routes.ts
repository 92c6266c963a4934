import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { educationColumns, presentEducation } from './education-presenter.ts'

export default async function educationRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    ...CONTENT_TYPES.education,
    repository: (app) => app.repositories.education,
    toColumns: educationColumns,
    present: presentEducation,
  })
}
