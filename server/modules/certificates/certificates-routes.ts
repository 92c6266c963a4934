import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { certificateColumns, presentCertificate } from './certificates-presenter.ts'

export default async function certificatesRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    ...CONTENT_TYPES.certificates,
    repository: (app) => app.repositories.certificates,
    toColumns: certificateColumns,
    present: presentCertificate,
  })
}
