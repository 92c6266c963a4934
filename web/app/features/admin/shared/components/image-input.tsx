import { useEffect, useId, useRef, useState } from 'react'

interface ImageInputProps {
  label: string
  file: File | null
  onChange: (file: File | null) => void
  /** Upload progress from 0 to 1 while sending, else null. */
  progress: number | null
  /** An image already stored, shown until a new file is chosen. */
  currentUrl?: string
  required?: boolean
}

/**
 * An image file input (images only) with a preview and an upload progress bar. The preview is a
 * data: URL: the Content-Security-Policy allows data: images, not blob: ones.
 */
export function ImageInput({
  label,
  file,
  onChange,
  progress,
  currentUrl,
  required,
}: ImageInputProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreview(null)
      if (inputRef.current) inputRef.current.value = ''
      return
    }
    const reader = new FileReader()
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  const shown = preview ?? currentUrl
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        required={required}
        className="field"
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null
          if (chosen && !chosen.type.startsWith('image/')) {
            setProblem('Please choose an image file')
            event.target.value = ''
            onChange(null)
            return
          }
          setProblem(null)
          onChange(chosen)
        }}
      />
      {problem && (
        <span id={`${id}-problem`} role="alert" className="admin-error">
          {problem}
        </span>
      )}
      {shown && (
        <img src={shown} alt={`Preview of ${label.toLowerCase()}`} className="admin-preview" />
      )}
      {progress !== null && (
        <progress
          className="admin-progress"
          max={1}
          value={progress}
          aria-label={`Uploading ${label.toLowerCase()}`}
        />
      )}
    </div>
  )
}
