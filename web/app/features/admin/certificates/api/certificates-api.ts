import type { Certificate, CertificateInput } from '@contract/certificate.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { collectionApi } from '@/features/admin/shared/api/collection-api.ts'

/** The dashboard's calls for this list, derived from its descriptor. */
export const certificatesApi = collectionApi<Certificate, CertificateInput>(
  CONTENT_TYPES.certificates,
)
