import type { Certificate, CertificateInput } from '@contract/certificate.ts'
import type { CertificateRow } from '@/db/schema.ts'

export function presentCertificate(row: CertificateRow): Certificate {
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

export function certificateColumns(input: CertificateInput) {
  return {
    title: input.title,
    description: input.desc,
    issued_on: input.date,
    platform: input.platform,
    label: input.label,
    certificate_url: input.doc,
  }
}
