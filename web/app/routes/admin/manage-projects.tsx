import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { ProjectsManager } from '@/features/admin/projects/components/projects-manager.tsx'
import { listProjectsQueryOptions } from '@/features/admin/projects/api/list-projects.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Projects')

export async function clientLoader() {
  return prefetch(listProjectsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Projects</h1>
      <ProjectsManager />
    </>
  )
}
