import { useEffect, useMemo } from 'react'
import { Link, useSearchParams, type MetaFunction } from 'react-router'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { ResetPasswordForm } from '@/features/admin/auth/components/reset-password-form.tsx'
import { readResetToken } from '@/features/admin/auth/reset-token.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Reset password')

export async function clientLoader() {
  return null
}
clientLoader.hydrate = true as const

export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const user = useMemo(() => readResetToken(token), [token])

  useEffect(() => {
    if (user) return
    // docs/contract.md §8: an undecodable token gives the alert 'Invalid token', also logged.
    console.warn('Invalid token: the reset link could not be decoded')
    window.alert('Invalid token')
  }, [user])

  return (
    <main id="main" className="admin-auth">
      <div className="card admin-auth-card">
        <h1 className="admin-title">Reset password</h1>
        {user ? (
          <>
            <dl className="admin-details mb-4">
              <dt>Name</dt>
              <dd>{user.name}</dd>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </dl>
            <ResetPasswordForm token={token} user={user} />
          </>
        ) : (
          <p role="alert">
            This reset link is invalid. Ask for a new one from the{' '}
            <Link to="/login" className="admin-link">
              login page
            </Link>
            .
          </p>
        )}
      </div>
    </main>
  )
}
