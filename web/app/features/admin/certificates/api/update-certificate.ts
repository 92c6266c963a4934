import type { Certificate, CertificateInput } from '@contract/certificate.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { CERTIFICATES_KEY } from './list-certificates.ts'

export function updateCertificate({ id, input }: { id: string; input: CertificateInput }) {
  return ownerRequest<UpdateAnswer<Certificate>>(`/api/cer/updatecertificate/${id}`, {
    method: 'PUT',
    json: input,
  })
}

export const useUpdateCertificate = () => useReplaceMutation(CERTIFICATES_KEY, updateCertificate)
