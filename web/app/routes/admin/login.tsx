import type { MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { LoginForm } from '@/features/admin/auth/components/login-form.tsx'
import { skipLoginWithToken } from '@/features/admin/shared/route-guards.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Log in')

export async function clientLoader() {
  return skipLoginWithToken()
}
clientLoader.hydrate = true as const

export default function LoginPage() {
  return (
    <main id="main" className="admin-auth">
      <div className="card admin-auth-card">
        <h1 className="admin-title">Log in</h1>
        <LoginForm />
      </div>
    </main>
  )
}
