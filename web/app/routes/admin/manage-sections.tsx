import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { sectionsQueryOptions } from '@/features/admin/shared/api/list-sections.ts'
import { SectionsManager } from '@/features/admin/sections/components/sections-manager.tsx'

/** The owner's custom sections (docs/decisions/0016): their list and definitions. */
export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Sections')

export async function clientLoader() {
  return prefetch(sectionsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return <SectionsManager />
}
