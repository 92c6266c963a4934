import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { CertificatesManager } from '@/features/admin/certificates/components/certificates-manager.tsx'
import { certificatesApi } from '@/features/admin/certificates/api/certificates-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Certificates')

export async function clientLoader() {
  return prefetch(certificatesApi.listQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Certificates</h1>
      <CertificatesManager />
    </>
  )
}
