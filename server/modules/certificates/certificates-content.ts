import type { Certificate } from '@contract/certificate.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { CertificateRow } from '@/db/schema.ts'
import { listContent } from '../content/list-content.ts'
import { isoDate } from '../resume/resume-dates.ts'
import { ifSet, resumeList, text, xText } from '../resume/resume-mapping.ts'

function presentCertificate(row: CertificateRow): Certificate {
  return {
    _id: String(row.id),
    title: row.title,
    desc: row.description,
    date: row.issued_on,
    platform: row.platform,
    label: row.label,
    doc: row.certificate_url,
  }
}

function demoCertificate(title: string, platform: string, label: string, issuedOn: string) {
  return {
    title,
    description: 'A placeholder certificate. Replace it with one of your own from the dashboard.',
    issued_on: issuedOn,
    platform,
    label,
    certificate_url: 'https://example.com/certificates/demo',
  }
}

const DEMO = [
  demoCertificate('Web Development Basics (demo)', 'Example Academy', 'Web', '10-08-2023'),
  demoCertificate('JavaScript Algorithms (demo)', 'Example Learning', 'Programming', '15-01-2024'),
  demoCertificate('Databases for Beginners (demo)', 'Example Institute', 'Databases', '20-06-2024'),
]

export const certificatesContent = listContent<'certificates'>({
  type: CONTENT_TYPES.certificates,
  present: presentCertificate,
  columns: (input) => ({
    title: input.title,
    description: input.desc,
    issued_on: input.date,
    platform: input.platform,
    label: input.label,
    certificate_url: input.doc,
  }),
  demo: {
    records: async () => DEMO,
    marker: { column: 'title', values: DEMO.map((row) => row.title) },
  },
  resume: resumeList<'certificates'>(CONTENT_TYPES.certificates, {
    toEntry: (certificate) => ({
      name: certificate.title,
      issuer: certificate.platform,
      date: isoDate(certificate.date),
      url: ifSet(certificate.doc),
      'x-date': certificate.date,
      'x-description': certificate.desc,
      'x-label': certificate.label,
    }),
    fromEntry: (entry, at, problems) => ({
      input: {
        title: text(entry, 'name') ?? '',
        desc: xText(entry, 'x-description', at, problems) ?? '',
        date: xText(entry, 'x-date', at, problems) ?? text(entry, 'date') ?? '',
        platform: text(entry, 'issuer') ?? '',
        label: xText(entry, 'x-label', at, problems) ?? '',
        doc: text(entry, 'url') ?? '',
      },
    }),
    fieldPaths: {
      title: 'name',
      desc: 'x-description',
      date: 'date',
      platform: 'issuer',
      label: 'x-label',
      doc: 'url',
    },
  }),
})
