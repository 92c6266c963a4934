import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { AboutManager } from '@/features/admin/about/components/about-manager.tsx'
import { aboutApi } from '@/features/admin/about/api/about-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage About')

export async function clientLoader() {
  return prefetch(aboutApi.listQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage About</h1>
      <AboutManager />
    </>
  )
}
