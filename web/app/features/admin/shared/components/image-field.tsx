import { useRef, useState } from 'react'
import { ImageInput } from './image-input.tsx'

/** What the owner chose for a record's image: a new file, taking the current one off, or neither. */
export interface ImageChoice {
  file: File | null
  remove: boolean
}

export const NO_IMAGE_CHOICE: ImageChoice = { file: null, remove: false }

/**
 * The image part of a form: the choice, its upload progress and its check. `zone` goes on the
 * field's wrapper, so a missing required image takes the focus.
 */
export function useImageChoice(label: string, required: boolean) {
  const [choice, setChoice] = useState<ImageChoice>(NO_IMAGE_CHOICE)
  const [progress, setProgress] = useState<number | null>(null)
  const [tried, setTried] = useState(false)
  const zone = useRef<HTMLDivElement>(null)
  const missing = required && !choice.file
  return {
    choice,
    setChoice,
    progress,
    setProgress,
    chosen: choice.file !== null || choice.remove,
    error: tried && missing ? `${label} is required` : undefined,
    zone,
    /** Marks the form as sent once; false (and focus on the field) when an image is missing. */
    check(otherProblems: boolean) {
      setTried(true)
      if (missing && !otherProblems) zone.current?.querySelector('input')?.focus()
      return !missing
    },
  }
}

/**
 * The one image field of every record with an image, whatever its rule: required when a record is
 * added (a skill, a project), optional (a testimonial's photo, with Remove when there is one), or
 * replaced only (the profile's photo). Without a new file the stored image stays.
 */
export function ImageField({
  label,
  value,
  onChange,
  progress,
  currentUrl,
  required = false,
  removable = false,
  error,
}: {
  label: string
  value: ImageChoice
  onChange: (value: ImageChoice) => void
  /** Upload progress from 0 to 1 while sending, else null. */
  progress: number | null
  /** The image stored now, when the record has one. */
  currentUrl?: string
  required?: boolean
  /** The image may be taken off (an optional image that is there). */
  removable?: boolean
  error?: string
}) {
  if (value.remove && currentUrl) {
    return (
      <div className="admin-field">
        <span className="admin-field-label">{label}</span>
        <div className="admin-image-removed" role="status">
          <span>It is taken off when you save.</span>
          <button
            type="button"
            className="admin-button"
            onClick={() => onChange({ file: null, remove: false })}
          >
            Keep the current {label.toLowerCase()}
          </button>
        </div>
      </div>
    )
  }
  return (
    <div className="admin-image-field">
      <ImageInput
        label={label}
        file={value.file}
        onChange={(file) => onChange({ file, remove: false })}
        progress={progress}
        currentUrl={currentUrl || undefined}
        required={required}
        error={error}
      />
      {removable && currentUrl && !value.file && (
        <button
          type="button"
          className="admin-button admin-button-danger self-start"
          onClick={() => onChange({ file: null, remove: true })}
        >
          Remove<span className="sr-only"> the {label.toLowerCase()}</span>
        </button>
      )}
    </div>
  )
}
