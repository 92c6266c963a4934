import { Outlet, type MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { SidePanel } from '@/features/admin/shared/components/side-panel.tsx'
import { requireToken } from '@/features/admin/shared/route-guards.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Dashboard')

export async function clientLoader() {
  return requireToken()
}
clientLoader.hydrate = true as const

/** /dashboard: the side panel and the current page. */
export default function DashboardLayout() {
  return (
    <div className="dashboard">
      <a href="#main" className="skip-link sr-only-focusable">
        Skip to content
      </a>
      <SidePanel />
      <main id="main" tabIndex={-1} className="dashboard-main">
        <Outlet />
      </main>
    </div>
  )
}
