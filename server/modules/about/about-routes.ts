import type { FastifyInstance } from 'fastify'
import { About, AboutInput } from '@contract/about.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { aboutColumns, presentAbout } from './about-presenter.ts'

export default async function aboutRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    tag: 'About',
    noun: 'about paragraph',
    paths: {
      list: '/api/about/fetchabout',
      add: '/api/about/addabout',
      update: '/api/about/updateabout/:id',
      remove: '/api/about/deleteabout/:id',
      reorder: REORDER_PATHS.about,
    },
    input: AboutInput,
    record: About,
    repository: (app) => app.repositories.about,
    toColumns: aboutColumns,
    present: presentAbout,
    messages: {
      added: 'Paragraphs Added Successfully',
      updated: 'Paragraph Updated Successfully',
      deleted: 'Paragraph Delete Successfully',
    },
    // docs/contract.md §7: the about update alone answers its record as `updatedAbout`.
    updateKey: 'updatedAbout',
  })
}
