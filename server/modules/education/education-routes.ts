import type { FastifyInstance } from 'fastify'
import { Education, EducationInput } from '@contract/education.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { educationColumns, presentEducation } from './education-presenter.ts'

export default async function educationRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    tag: 'Education',
    noun: 'education entry',
    paths: {
      list: '/api/edu/fetchedu',
      add: '/api/edu/addedu',
      update: '/api/edu/updateedu/:id',
      remove: '/api/edu/deleteedu/:id',
      reorder: REORDER_PATHS.education,
    },
    input: EducationInput,
    record: Education,
    repository: (app) => app.repositories.education,
    toColumns: educationColumns,
    present: presentEducation,
    messages: {
      added: 'Education Details Added',
      updated: 'Education Updated Successfully',
      deleted: 'Education Deleted Successfully',
    },
  })
}
