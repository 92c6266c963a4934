import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react'

interface LabelProps {
  label: string
  /** A format hint shown under the label, e.g. "Format: 2021-2025". */
  hint?: string
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

type TextFieldProps = LabelProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/** A text input with a visible label (and hint); takes react-hook-form's register() props. */
export function TextField({ label, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        type={type}
        {...input}
        id={id}
        className="field"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  )
}

type TextAreaFieldProps = LabelProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }

export function TextAreaField({ label, hint, rows = 4, ...area }: TextAreaFieldProps) {
  const id = useId()
  return (
    <div className="admin-field">
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        rows={rows}
        {...area}
        id={id}
        className="field"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  )
}
