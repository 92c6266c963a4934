import { ownerRequest } from '@/lib/api/api-client.ts'
import { useRemoveMutation, type MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { CERTIFICATES_KEY } from './list-certificates.ts'

export function deleteCertificate(id: string) {
  return ownerRequest<MessageAnswer>(`/api/cer/deletecer/${id}`, { method: 'DELETE' })
}

export const useDeleteCertificate = () => useRemoveMutation(CERTIFICATES_KEY, deleteCertificate)
