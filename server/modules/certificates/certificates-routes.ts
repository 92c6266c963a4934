import type { FastifyInstance } from 'fastify'
import { Certificate, CertificateInput } from '@contract/certificate.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { registerJsonCollection } from '../collections/json-collection-routes.ts'
import { certificateColumns, presentCertificate } from './certificates-presenter.ts'

export default async function certificatesRoutes(app: FastifyInstance) {
  registerJsonCollection(app, {
    tag: 'Certificates',
    noun: 'certificate',
    paths: {
      list: '/api/cer/fetchcertificates',
      add: '/api/cer/addcertificate',
      update: '/api/cer/updatecertificate/:id',
      remove: '/api/cer/deletecer/:id',
      reorder: REORDER_PATHS.certificates,
    },
    input: CertificateInput,
    record: Certificate,
    repository: (app) => app.repositories.certificates,
    toColumns: certificateColumns,
    present: presentCertificate,
    messages: {
      added: 'Certificate details Added',
      updated: 'Certificate Updated Successfully',
      deleted: 'Certificate Deleted Successfully',
    },
  })
}
