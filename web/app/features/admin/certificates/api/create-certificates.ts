import type { Certificate, CertificateInput } from '@contract/certificate.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { CERTIFICATES_KEY } from './list-certificates.ts'

/** Adds one or more records at once (the repeatable form). */
export function createCertificates(inputs: CertificateInput[]) {
  return ownerRequest<AddAnswer<Certificate>>('/api/cer/addcertificate', {
    method: 'POST',
    json: inputs,
  })
}

export const useCreateCertificates = () => useAppendMutation(CERTIFICATES_KEY, createCertificates)
