import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { getOwnerQueryOptions } from '@/features/admin/shared/api/get-owner.ts'
import { listUserDetailsQueryOptions } from '@/features/admin/profile/api/list-user-details.ts'
import { checklistQueryOptions } from '@/features/admin/first-run/api/first-run-api.ts'
import { FirstRunChecklist } from '@/features/admin/first-run/components/first-run-checklist.tsx'
import { AccountLog } from '@/features/admin/profile/components/account-log.tsx'
import { OwnerAccount } from '@/features/admin/profile/components/owner-account.tsx'
import { PositioningForm } from '@/features/admin/profile/components/positioning-form.tsx'
import { UserDetailsManager } from '@/features/admin/profile/components/user-details-manager.tsx'
import { getSiteSettingsQueryOptions } from '@/features/admin/shared/api/get-site-settings.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Profile')

export async function clientLoader() {
  return prefetch(
    getOwnerQueryOptions(),
    listUserDetailsQueryOptions(),
    getSiteSettingsQueryOptions(),
    checklistQueryOptions(),
  )
}
clientLoader.hydrate = true as const

export default function AdminProfilePage() {
  return (
    <>
      <h1 className="admin-title">Profile</h1>
      <FirstRunChecklist />
      <OwnerAccount />
      <UserDetailsManager />
      <PositioningForm />
      <AccountLog />
    </>
  )
}
