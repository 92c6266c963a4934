import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import { PasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useOwner } from '../api/get-owner.ts'
import { useUpdatePassword } from '../api/update-password.ts'

function PasswordForm({ onDone }: { onDone: () => void }) {
  const update = useUpdatePassword()
  const [visible, setVisible] = useState(false)
  const form = useForm({ defaultValues: { oldpass: '', newpass: '' } })
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.reset()
        onDone()
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        visible={visible}
        {...form.register('oldpass')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        visible={visible}
        onToggle={() => setVisible((shown) => !shown)}
        {...form.register('newpass')}
      />
      <button type="submit" className="admin-button admin-button-solid" disabled={update.isPending}>
        {update.isPending ? 'Updating…' : 'Update'}
      </button>
    </form>
  )
}

/** docs/contract.md §2, Admin Profile: read-only Name, Email, Username and 'Update Password'. */
export function OwnerAccount() {
  const owner = useOwner()
  const [changing, setChanging] = useState(false)
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title" className="admin-subtitle">
        Account
      </h2>
      <QueryState query={owner} loadingLabel="Loading the account">
        {(account) => (
          <dl className="admin-cards">
            {(
              [
                ['Name', account.name],
                ['Email', account.email],
                ['Username', account.username],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="card p-4">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-semibold break-all">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
      <button type="button" className="admin-button mt-4" onClick={() => setChanging(true)}>
        Update Password
      </button>
      <Dialog open={changing} title="Update Password" onClose={() => setChanging(false)}>
        <PasswordForm onDone={() => setChanging(false)} />
      </Dialog>
    </section>
  )
}
