import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ApiError, errorMessage } from '@/lib/api/api-client.ts'
import { storeToken } from '@/lib/api/owner-session.ts'
import { notify } from '@/lib/toast/notify.ts'
import { PasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { Spinner } from '@/features/admin/shared/components/spinner.tsx'
import { DASHBOARD_HOME } from '@/features/admin/shared/route-guards.ts'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { logIn } from '../api/log-in.ts'
import { requestPasswordReset } from '../api/request-password-reset.ts'
import {
  browserSupportsWebAuthn,
  promptClosed,
  signInWithPasskey,
} from '../api/sign-in-with-passkey.ts'

/** The server asks for a second factor: the password was right, a code is needed too. */
function needsCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.body as { twoFactorRequired?: unknown } | undefined)?.twoFactorRequired === true
  )
}

/**
 * docs/contract.md §2, Login: username, password with show/hide, Forgot Password, Login. With
 * two-factor sign-in on, a second step asks for the app's code or a recovery code;
 * a passkey signs in instead of both.
 */
export function LoginForm() {
  const navigate = useNavigate()
  const [visible, setVisible] = useState(false)
  const [requestingReset, setRequestingReset] = useState(false)
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [recovery, setRecovery] = useState(false)
  const [passkeys, setPasskeys] = useState(false)
  const [passkeyPending, setPasskeyPending] = useState(false)
  const form = useForm({ defaultValues: { username: '', password: '', code: '' } })

  // Known only in the browser: the button appears after hydration where passkeys work.
  useEffect(() => setPasskeys(browserSupportsWebAuthn()), [])

  // The code step opens with its field focused, ready for the code (or the phone's autofill).
  useEffect(() => {
    if (step === 'code') form.setFocus('code')
  }, [step, recovery, form])

  const signedIn = async (answer: { authtoken: string; message: string }) => {
    storeToken(answer.authtoken)
    void notify('success', answer.message)
    await navigate(DASHBOARD_HOME)
  }

  const onSubmit = form.handleSubmit(async ({ username, password, code }) => {
    if (!username || !password || (step === 'code' && !code.trim())) {
      void notify('warning', 'Please fill all fields')
      return
    }
    try {
      await signedIn(
        await logIn(step === 'code' ? { username, password, code } : { username, password }),
      )
    } catch (error) {
      if (needsCode(error)) {
        // The first step's answer asks for the code; a wrong code says so.
        if (step === 'code') void notify('error', errorMessage(error))
        setStep('code')
        form.setValue('code', '')
        if (step === 'code') form.setFocus('code')
        return
      }
      void notify('error', errorMessage(error))
    }
  })

  const passkeySignIn = async () => {
    setPasskeyPending(true)
    try {
      await signedIn(await signInWithPasskey())
    } catch (error) {
      if (!promptClosed(error)) void notify('error', errorMessage(error))
    } finally {
      setPasskeyPending(false)
    }
  }

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

  if (step === 'code') {
    return (
      <form onSubmit={onSubmit} className="admin-form" noValidate aria-labelledby="code-step-title">
        <h2 id="code-step-title" className="admin-subtitle">
          Two-factor sign-in
        </h2>
        <TextField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          hint={
            recovery
              ? 'One of the recovery codes you saved when you turned two-factor sign-in on. Each works once.'
              : 'The 6-digit code your authenticator app shows for this site.'
          }
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          {...form.register('code')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="admin-button admin-button-solid"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? 'Verifying…' : 'Verify'}
          </button>
          <button
            type="button"
            className="admin-link"
            onClick={() => {
              setRecovery((shown) => !shown)
              form.setValue('code', '')
            }}
          >
            {recovery ? 'Use the code from my app' : 'Use a recovery code'}
          </button>
          <button
            type="button"
            className="admin-link"
            onClick={() => {
              setStep('password')
              setRecovery(false)
              form.setValue('code', '')
            }}
          >
            Back
          </button>
        </div>
      </form>
    )
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
      {passkeys && (
        <div className="admin-login-alternative">
          <button
            type="button"
            className="admin-button"
            onClick={() => void passkeySignIn()}
            disabled={passkeyPending}
          >
            {passkeyPending ? 'Waiting for your passkey…' : 'Log in with a passkey'}
          </button>
        </div>
      )}
      <p>
        <Link to="/" className="admin-link">
          Back to the site
        </Link>
      </p>
    </form>
  )
}
