import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react'

interface LabelProps {
  label: string
  /** A format hint shown under the label, e.g. "Format: 2021-2025". */
  hint?: string
  /** What is wrong with the value, in words; shown under the field and read with it. */
  error?: string
}

function FieldLabel({ id, label, hint }: LabelProps & { id: string }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="admin-hint">
          {hint}
        </span>
      )}
    </>
  )
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  ) : null
}

function described(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type TextFieldProps = LabelProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/** A text input with a visible label (and hint); takes react-hook-form's register() props. */
export function TextField({ label, hint, error, type = 'text', ...input }: TextFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        type={type}
        {...input}
        id={id}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}

type TextAreaFieldProps = LabelProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }

export function TextAreaField({ label, hint, error, rows = 4, ...area }: TextAreaFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        rows={rows}
        {...area}
        id={id}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}
