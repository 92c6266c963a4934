import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { EducationManager } from '@/features/admin/education/components/education-manager.tsx'
import { educationApi } from '@/features/admin/education/api/education-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Education')

export async function clientLoader() {
  return prefetch(educationApi.listQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Education</h1>
      <EducationManager />
    </>
  )
}
