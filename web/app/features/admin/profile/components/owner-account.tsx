import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import {
  CurrentPasswordField,
  PasswordField,
} from '@/features/admin/shared/components/password-field.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { PLACEHOLDER_OWNER_EMAIL, type Owner } from '@contract/account.ts'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { useOwner } from '@/features/admin/shared/api/get-owner.ts'
import { useUpdateAccount } from '../api/update-account.ts'
import { useUpdatePassword } from '../api/update-password.ts'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'

function PasswordForm({ onDone }: { onDone: () => void }) {
  const update = useUpdatePassword()
  const [visible, setVisible] = useState(false)
  const form = useForm({ defaultValues: { oldpass: '', newpass: '' } })
  useUnsavedChanges(form.formState.isDirty)
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

/** Name, e-mail and username; the current password confirms the change. */
function AccountForm({ account, onDone }: { account: Owner; onDone: () => void }) {
  const update = useUpdateAccount()
  const form = useForm({ defaultValues: { ...account, password: '' } })
  useUnsavedChanges(form.formState.isDirty)
  const onSubmit = form.handleSubmit(({ name, email, username, password }) =>
    update.mutate({ name, email, username, password }, { onSuccess: onDone }),
  )
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <TextField label="Name" autoComplete="name" {...form.register('name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        hint="Password-reset links and contact notifications go here"
        {...form.register('email')}
      />
      <TextField label="Username" autoComplete="username" {...form.register('username')} />
      <CurrentPasswordField {...form.register('password')} />
      <button type="submit" className="admin-button admin-button-solid" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save account'}
      </button>
    </form>
  )
}

/** docs/contract.md §2, Admin Profile: read-only Name, Email, Username and 'Update Password'. */
export function OwnerAccount() {
  const owner = useOwner()
  const [changing, setChanging] = useState(false)
  const [editing, setEditing] = useState(false)
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title" className="admin-subtitle">
        Account
      </h2>
      <QueryState query={owner} loadingLabel="Loading the account" shape="form">
        {(account) => (
          <>
            {account.email === PLACEHOLDER_OWNER_EMAIL && (
              <p role="status" className="admin-banner mb-4">
                Your account&apos;s e-mail is still {PLACEHOLDER_OWNER_EMAIL}: password-reset links
                and contact notifications cannot reach you. Set your own with{' '}
                <strong>Update account</strong>.
              </p>
            )}
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
            <Dialog open={editing} title="Update account" onClose={() => setEditing(false)}>
              {editing && <AccountForm account={account} onDone={() => setEditing(false)} />}
            </Dialog>
          </>
        )}
      </QueryState>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="admin-button" onClick={() => setEditing(true)}>
          Update account
        </button>
        <button type="button" className="admin-button" onClick={() => setChanging(true)}>
          Update Password
        </button>
        <Link to="/dashboard/security" className="admin-button">
          Two-factor, passkeys and sessions
        </Link>
      </div>
      <Dialog open={changing} title="Update Password" onClose={() => setChanging(false)}>
        <PasswordForm onDone={() => setChanging(false)} />
      </Dialog>
    </section>
  )
}
