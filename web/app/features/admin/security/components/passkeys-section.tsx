import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { PASSKEY_NAME_MAX, type Passkey } from '@contract/account.ts'
import { notify } from '@/lib/toast/notify.ts'
import { browserSupportsWebAuthn } from '@/features/admin/auth/api/sign-in-with-passkey.ts'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import { CurrentPasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import {
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
  type PasskeyList,
} from '../api/security-api.ts'
import { passkeyOriginProblem } from '../passkey-problems.ts'
import { formatWhen } from '@/features/admin/shared/dates.ts'

/** A name to start from: "Chrome on macOS" and the like, from what the browser says of itself. */
function suggestedName(): string {
  const agent = navigator.userAgent
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser'
  const system = /iPhone|iPad/.test(agent)
    ? 'iPhone'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : ''
  return system ? `${browser} on ${system}` : browser
}

/** Name and password, then the browser's own passkey prompt. */
function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey()
  const form = useForm({ defaultValues: { name: suggestedName(), password: '' } })
  const onSubmit = form.handleSubmit(({ name, password }) => {
    if (!name.trim() || !password) {
      void notify('warning', 'Please fill all fields')
      return
    }
    add.mutate(
      { name: name.trim(), password },
      { onSuccess: (answer) => (answer.message ? onDone() : undefined) },
    )
  })
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <TextField
        label="Name"
        hint="Where it lives, e.g. “MacBook Touch ID” or “Phone”, to tell it from others later."
        maxLength={PASSKEY_NAME_MAX}
        {...form.register('name')}
      />
      <CurrentPasswordField {...form.register('password')} />
      <p className="admin-hint">
        Your browser then asks for the device&apos;s fingerprint, face or PIN.
      </p>
      <button type="submit" className="admin-button admin-button-solid" disabled={add.isPending}>
        {add.isPending ? 'Waiting for your passkey…' : 'Add passkey'}
      </button>
    </form>
  )
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey()
  const form = useForm({ defaultValues: { name: passkey.name } })
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={form.handleSubmit(({ name }) =>
        rename.mutate({ id: passkey._id, name }, { onSuccess: onDone }),
      )}
    >
      <TextField label="Name" maxLength={PASSKEY_NAME_MAX} {...form.register('name')} />
      <button type="submit" className="admin-button admin-button-solid" disabled={rename.isPending}>
        {rename.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}

/** Passkeys: sign in with the device's lock instead of a password and a code. */
export function PasskeysSection({ passkeys, origin }: PasskeyList) {
  const remove = useRemovePasskey()
  const [renaming, setRenaming] = useState<Passkey>()
  const [adding, setAdding] = useState(false)
  const [supported, setSupported] = useState(true)
  useEffect(() => setSupported(browserSupportsWebAuthn()), [])
  const problem = passkeyOriginProblem(window.location.origin, origin)
  const problemId = useId()
  return (
    <section aria-labelledby="passkeys-title" id="passkeys" className="security-section">
      <h2 id="passkeys-title" className="admin-subtitle">
        Passkeys
      </h2>
      <p className="text-muted">
        A passkey signs you in with your fingerprint, face or device PIN instead of your password
        and code. It cannot be guessed or phished, and counts as both factors. Passkeys stay when
        the password changes: remove any you do not recognise.
      </p>
      {passkeys.length === 0 ? (
        <p>No passkey yet.</p>
      ) : (
        <ul className="security-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey._id} className="card security-item">
              <div>
                <p className="font-semibold">
                  {passkey.name}
                  {passkey.synced && <span className="status-pill ml-2">Synced</span>}
                </p>
                <p className="text-sm text-muted">
                  Added {formatWhen(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt
                    ? `last used ${formatWhen(passkey.lastUsedAt)}`
                    : 'never used'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="admin-button"
                  onClick={() => setRenaming(passkey)}
                  aria-label={`Rename ${passkey.name}`}
                >
                  Rename
                </button>
                <DeleteButton
                  itemName={passkey.name}
                  verb="Remove"
                  consequence="It can no longer sign in. Remove it from the device too, in its passwords settings."
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate(passkey._id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <div>
          <button
            type="button"
            className="admin-button admin-button-solid"
            disabled={problem !== undefined}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => setAdding(true)}
          >
            Add a passkey
          </button>
          {problem && (
            <p id={problemId} className="admin-banner mt-2">
              {problem}
            </p>
          )}
        </div>
      ) : (
        <p className="admin-banner">This browser cannot make passkeys.</p>
      )}
      <Dialog open={adding} title="Add a passkey" onClose={() => setAdding(false)}>
        {adding && <AddPasskeyForm onDone={() => setAdding(false)} />}
      </Dialog>
      <Dialog
        open={renaming !== undefined}
        title="Rename passkey"
        onClose={() => setRenaming(undefined)}
      >
        {renaming && <RenameForm passkey={renaming} onDone={() => setRenaming(undefined)} />}
      </Dialog>
    </section>
  )
}
