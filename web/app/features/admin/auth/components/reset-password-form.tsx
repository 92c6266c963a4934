import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import { PasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { resetPassword } from '../api/reset-password.ts'
import type { ResetUser } from '../reset-token.ts'

interface ResetPasswordFormProps {
  token: string
  user: ResetUser
}

/** docs/contract.md §2, Reset Password: New Password, Confirm Password, one show/hide toggle. */
export function ResetPasswordForm({ token, user }: ResetPasswordFormProps) {
  const navigate = useNavigate()
  const [visible, setVisible] = useState(false)
  const passkeysHint = useId()
  const form = useForm({
    defaultValues: { newPassword: '', confirmPassword: '', removePasskeys: false },
  })

  const onSubmit = form.handleSubmit(async ({ newPassword, confirmPassword, removePasskeys }) => {
    if (!newPassword || !confirmPassword) {
      void notify('warning', 'Please fill all fields')
      return
    }
    if (newPassword !== confirmPassword) {
      void notify('error', 'Passwords do not match')
      return
    }
    try {
      const answer = await resetPassword(token, {
        email: user.email,
        password: { newPassword, confirmPassword },
        // Left out unless ticked: the request stays the legacy one.
        ...(removePasskeys ? { removePasskeys } : {}),
      })
      void notify('success', answer.message)
      await navigate('/login')
    } catch (error) {
      void notify('error', errorMessage(error))
    }
  })

  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        visible={visible}
        onToggle={() => setVisible((shown) => !shown)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        visible={visible}
        {...form.register('confirmPassword')}
      />
      <div>
        <label className="admin-checkbox">
          <input
            type="checkbox"
            aria-describedby={passkeysHint}
            {...form.register('removePasskeys')}
          />
          <span className="font-semibold">Also remove every passkey</span>
        </label>
        <p id={passkeysHint} className="admin-hint">
          A passkey signs in without the password. If someone else may have added one, remove them
          all; you can add yours again on the Security page.
        </p>
      </div>
      <button
        type="submit"
        className="admin-button admin-button-solid"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? 'Resetting…' : 'Reset Password'}
      </button>
    </form>
  )
}
