import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { SkillsManager } from '@/features/admin/skills/components/skills-manager.tsx'
import { listSkillsQueryOptions } from '@/features/admin/skills/api/list-skills.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Manage Skills')

export async function clientLoader() {
  return prefetch(listSkillsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Manage Skills</h1>
      <SkillsManager />
    </>
  )
}
