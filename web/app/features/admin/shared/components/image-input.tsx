import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { AdminIcon } from './admin-icons.tsx'
import { useDataUrl } from './use-data-url.ts'
import { onFirstUse } from '@contract/first-use.ts'

interface ImageInputProps {
  label: string
  file: File | null
  onChange: (file: File | null) => void
  /** Upload progress from 0 to 1 while sending, else null. */
  progress: number | null
  /** An image already stored, shown until a new file is chosen. */
  currentUrl?: string
  required?: boolean
  /** What is wrong with the choice (none made where one is needed), in words. */
  error?: string
}

const sizeFormat = onFirstUse(() => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }))

/** "840 KB", "1.2 MB": how big the chosen file is. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat().format(Math.max(1, bytes / 1024))} KB`
  return `${sizeFormat().format(bytes / (1024 * 1024))} MB`
}

/**
 * An image drop zone: drop a file on it, or click or press Enter/Space on it to choose one (the
 * native file input, focusable, inside the zone). Images only; a preview of the chosen file (or
 * of the stored image) with its name and size, a way to undo the choice, and the upload's
 * progress. The preview is a data: URL: the Content-Security-Policy allows data: images, not
 * blob: ones.
 */
export function ImageInput({
  label,
  file,
  onChange,
  progress,
  currentUrl,
  required,
  error,
}: ImageInputProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const preview = useDataUrl(file)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ''
  }, [file])

  function choose(chosen: File | null) {
    if (chosen && !chosen.type.startsWith('image/')) {
      setProblem('Please choose an image file')
      if (inputRef.current) inputRef.current.value = ''
      onChange(null)
      return
    }
    setProblem(null)
    onChange(chosen)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) choose(dropped)
  }

  const shown = preview ?? currentUrl
  const hintId = `${id}-hint`
  const said = problem ?? error
  return (
    <div className="admin-field">
      <span className="admin-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className="admin-dropzone"
        data-dragging={dragging || undefined}
        data-invalid={said ? true : undefined}
        onDragEnter={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={onDrop}
        // Anywhere on the zone chooses a file, as its text does.
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('button, label, input')) {
            inputRef.current?.click()
          }
        }}
      >
        {shown ? (
          <img src={shown} alt={`Preview of ${label.toLowerCase()}`} className="admin-preview" />
        ) : (
          <span className="admin-dropzone-icon">
            <AdminIcon name="upload" size={24} />
          </span>
        )}
        <label htmlFor={id} className="admin-dropzone-text">
          <span className="admin-dropzone-action">
            {file ? 'Choose another image' : shown ? 'Replace the image' : 'Choose an image'}
          </span>{' '}
          <span id={hintId} className="admin-hint">
            {file
              ? `${file.name} · ${fileSize(file.size)}`
              : 'or drop one here: PNG, JPEG, WebP, GIF or AVIF'}
          </span>
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          required={required}
          className="admin-dropzone-input"
          aria-labelledby={`${id}-label`}
          aria-describedby={[hintId, said && `${id}-problem`].filter(Boolean).join(' ')}
          aria-invalid={said ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {file && (
          <button type="button" className="admin-button" onClick={() => choose(null)}>
            {currentUrl ? 'Keep the current image' : 'Remove'}
          </button>
        )}
      </div>
      {said && (
        <span id={`${id}-problem`} role="alert" className="field-error">
          {said}
        </span>
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
