import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerImageCollection } from '../collections/image-collection-routes.ts'
import { presentSkill, skillColumns } from './skills-presenter.ts'

export default async function skillsRoutes(app: FastifyInstance) {
  registerImageCollection(app, {
    ...CONTENT_TYPES.skills,
    repository: app.repositories.skills,
    toColumns: skillColumns,
    present: presentSkill,
  })
}
