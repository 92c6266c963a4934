import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { SiteSettingsManager } from '@/features/admin/site/components/site-settings-form.tsx'
import { getSiteSettingsQueryOptions } from '@/features/admin/shared/api/get-site-settings.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Site settings')

export async function clientLoader() {
  return prefetch(getSiteSettingsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Site settings</h1>
      <SiteSettingsManager />
    </>
  )
}
