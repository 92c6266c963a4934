import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { errorMessage } from '@/lib/api/api-client.ts'
import { storeToken } from '@/lib/api/owner-session.ts'
import { notify } from '@/lib/toast/notify.ts'
import { PasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { Spinner } from '@/features/admin/shared/components/spinner.tsx'
import { DASHBOARD_HOME } from '@/features/admin/shared/route-guards.ts'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { logIn } from '../api/log-in.ts'
import { requestPasswordReset } from '../api/request-password-reset.ts'

/** docs/contract.md §2, Login: username, password with show/hide, Forgot Password, Login. */
export function LoginForm() {
  const navigate = useNavigate()
  const [visible, setVisible] = useState(false)
  const [requestingReset, setRequestingReset] = useState(false)
  const form = useForm({ defaultValues: { username: '', password: '' } })

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    if (!username || !password) {
      void notify('warning', 'Please fill all fields')
      return
    }
    try {
      const answer = await logIn({ username, password })
      storeToken(answer.authtoken)
      void notify('success', answer.message)
      await navigate(DASHBOARD_HOME)
    } catch (error) {
      void notify('error', errorMessage(error))
    }
  })

  const forgotPassword = async () => {
    setRequestingReset(true)
    try {
      const answer = await requestPasswordReset()
      void notify('success', answer.message)
    } catch (error) {
      void notify('error', errorMessage(error))
    } finally {
      setRequestingReset(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <TextField label="Username" autoComplete="username" {...form.register('username')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        visible={visible}
        onToggle={() => setVisible((shown) => !shown)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="admin-button admin-button-solid"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? 'Logging in…' : 'Login'}
        </button>
        <button
          type="button"
          className="admin-link"
          onClick={() => void forgotPassword()}
          disabled={requestingReset}
        >
          Forgot Password
        </button>
        {requestingReset && <Spinner label="Sending the reset link" />}
      </div>
      <p>
        <Link to="/" className="admin-link">
          Back to the site
        </Link>
      </p>
    </form>
  )
}
