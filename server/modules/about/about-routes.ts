import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { aboutColumns, presentAbout } from './about-presenter.ts'

export default async function aboutRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    ...CONTENT_TYPES.about,
    repository: (app) => app.repositories.about,
    toColumns: aboutColumns,
    present: presentAbout,
    // docs/contract.md §7: the about update alone answers its record as `updatedAbout`.
    updateKey: 'updatedAbout',
  })
}
