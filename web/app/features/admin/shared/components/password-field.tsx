import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'

type PasswordFieldProps = {
  label: string
  visible: boolean
  /** With it, the field carries the show/hide toggle (which may control other fields too). */
  onToggle?: () => void
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

/** A password input with a visible label and an optional 'Show password' / 'Hide password' toggle. */
export function PasswordField({ label, visible, onToggle, ...input }: PasswordFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <div className="flex gap-2">
        <input {...input} id={id} type={visible ? 'text' : 'password'} className="field" />
        {onToggle && (
          <button
            type="button"
            className="admin-button shrink-0"
            aria-pressed={visible}
            onClick={onToggle}
          >
            {visible ? 'Hide password' : 'Show password'}
          </button>
        )}
      </div>
    </div>
  )
}

/** "Current password", with a show/hide toggle of its own: the one a change is confirmed with. */
export function CurrentPasswordField({
  label = 'Current password',
  ...input
}: Omit<PasswordFieldProps, 'visible' | 'onToggle' | 'label'> & { label?: string }) {
  const [visible, setVisible] = useState(false)
  return (
    <PasswordField
      label={label}
      autoComplete="current-password"
      visible={visible}
      onToggle={() => setVisible((shown) => !shown)}
      {...input}
    />
  )
}
