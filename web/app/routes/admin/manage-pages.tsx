import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { PagesManager } from '@/features/admin/pages/components/pages-manager.tsx'
import { pagesQueryOptions } from '@/features/admin/pages/api/pages-api.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Pages')

export async function clientLoader() {
  return prefetch(pagesQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Pages</h1>
      <PagesManager />
    </>
  )
}
