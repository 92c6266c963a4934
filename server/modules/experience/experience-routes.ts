import type { FastifyInstance } from 'fastify'
import { Experience, ExperienceInput } from '@contract/experience.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { experienceColumns, presentExperience } from './experience-presenter.ts'

export default async function experienceRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    tag: 'Experience',
    noun: 'experience entry',
    paths: {
      list: '/api/exp/fetchexp',
      add: '/api/exp/addexp',
      update: '/api/exp/updateexp/:id',
      remove: '/api/exp/deleteexp/:id',
      reorder: REORDER_PATHS.experience,
    },
    input: ExperienceInput,
    record: Experience,
    repository: (app) => app.repositories.experience,
    toColumns: experienceColumns,
    present: presentExperience,
    messages: {
      added: 'Experience Details Added',
      updated: 'Experience Updated Successfully',
      deleted: 'Experience Deleted Successfully',
    },
  })
}
