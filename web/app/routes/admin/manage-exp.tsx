import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { ExperienceManager } from '@/features/admin/experience/components/experience-manager.tsx'
import { experienceApi } from '@/features/admin/experience/api/experience-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Experience')

export async function clientLoader() {
  return prefetch(experienceApi.listQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Experience</h1>
      <ExperienceManager />
    </>
  )
}
