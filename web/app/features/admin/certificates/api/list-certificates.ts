import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Certificate } from '@contract/certificate.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from '@/features/admin/shared/api/list-cache.ts'

export const CERTIFICATES_KEY = ['admin', 'certificates'] as const

/** Every certificates record, in the owner's order. */
export async function listCertificates(): Promise<Certificate[]> {
  return (await ownerRequest<ListAnswer<Certificate>>('/api/cer/fetchcertificates')).data
}

export const listCertificatesQueryOptions = () =>
  queryOptions({ queryKey: CERTIFICATES_KEY, queryFn: listCertificates })

export const useCertificatesList = () => useQuery(listCertificatesQueryOptions())
