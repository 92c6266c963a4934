import { useId, type InputHTMLAttributes, type Ref } from 'react'

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
