import type { Certificate } from '@contract/certificate.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { CERTIFICATES_KEY } from './list-certificates.ts'

/** Saves a new order: every id once. The public site follows it. */
export function reorderCertificates(ids: string[]) {
  return ownerRequest<ReorderAnswer<Certificate>>(REORDER_PATHS.certificates, {
    method: 'PUT',
    json: { ids },
  })
}

export const useReorderCertificates = () =>
  useReorderMutation<Certificate>(CERTIFICATES_KEY, reorderCertificates)
