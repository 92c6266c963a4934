import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'
import { AdminIcon } from './admin-icons.tsx'

type PasswordFieldProps = {
  label: string
  visible: boolean
  /** With it, the field carries the show/hide toggle (which may control other fields too). */
  onToggle?: () => void
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

/**
 * A password input with a visible label and an optional 'Show password' / 'Hide password' toggle,
 * an eye inside the field's right end, so the field keeps the form's full width.
 */
export function PasswordField({ label, visible, onToggle, ...input }: PasswordFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input {...input} id={id} type={visible ? 'text' : 'password'} className="field" />
        {onToggle && (
          <button
            type="button"
            className="icon-button password-toggle"
            aria-pressed={visible}
            title={visible ? 'Hide password' : 'Show password'}
            onClick={onToggle}
          >
            <AdminIcon name={visible ? 'eye-off' : 'eye'} />
            <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
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
