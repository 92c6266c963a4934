import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Outlet, useNavigate, type MetaFunction } from 'react-router'
import { UnsavedChangesGuard } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { setUnauthorizedHandler } from '@/lib/api/owner-session.ts'
import '@/features/admin/admin.css'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { adminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import { AdminToasts } from '@/features/admin/shared/components/admin-toasts.tsx'
import { Spinner } from '@/features/admin/shared/components/spinner.tsx'
import { LOGIN_PATH } from '@/features/admin/shared/route-guards.ts'

/**
 * The owner's side (/login, /reset-password, /dashboard/*): rendered in the browser only. The
 * server sends this small shell; the pages' code, TanStack Query and the toasts load here, never
 * on a public page.
 */
export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Owner')

export async function clientLoader() {
  return null
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return (
    <main id="main" className="admin-fallback">
      <Spinner label="Loading" />
    </main>
  )
}

export default function AdminShell() {
  const [queryClient] = useState(adminQueryClient)
  const navigate = useNavigate()
  // A 401 on any owner call: the token is already gone; go to /login without a reload.
  useEffect(
    () => setUnauthorizedHandler(() => void navigate(LOGIN_PATH, { replace: true })),
    [navigate],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <UnsavedChangesGuard />
      <AdminToasts />
    </QueryClientProvider>
  )
}
