import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import {
  passkeysQueryOptions,
  sessionsQueryOptions,
  signInStatusQueryOptions,
} from '@/features/admin/security/api/security-api.ts'
import { SecurityPage } from '@/features/admin/security/components/security-page.tsx'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Security')

export async function clientLoader() {
  return prefetch(signInStatusQueryOptions(), passkeysQueryOptions(), sessionsQueryOptions())
}
clientLoader.hydrate = true as const

export default function Page() {
  return (
    <>
      <h1 className="admin-title">Security</h1>
      <SecurityPage />
    </>
  )
}
