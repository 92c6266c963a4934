import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { errorMessage } from '@/lib/api/api-client.ts'
import { WIDE_SCREEN_QUERY } from '@/lib/browser/media-queries.ts'
import { notify } from '@/lib/toast/notify.ts'
import { useRenderedMarkdown } from '../api/markdown-api.ts'

const MODE_STORAGE_KEY = 'post-editor-mode'

type Mode = 'write' | 'split' | 'preview'
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'write', label: 'Write' },
  { mode: 'split', label: 'Side by side' },
  { mode: 'preview', label: 'Preview' },
]

interface Upload {
  id: number
  name: string
  progress: number
}

let uploadCounter = 0

/** "My photo.png" → "My photo": the image's text until the owner writes a better one. */
const altFromName = (name: string) =>
  name.replace(/\.[a-z0-9]+$/i, '').replace(/[[\]]/g, '') || 'Image'

function initialMode(): Mode {
  try {
    const stored = localStorage.getItem(MODE_STORAGE_KEY)
    if (stored === 'write' || stored === 'split' || stored === 'preview') return stored
  } catch {
    // No storage: the default below.
  }
  return window.matchMedia(WIDE_SCREEN_QUERY).matches ? 'split' : 'write'
}

/** Sends an image and answers its address, reporting progress from 0 to 1. */
export type ImageUpload = (
  file: File,
  onUploadProgress: (fraction: number) => void,
) => Promise<{ url: string }>

/**
 * A Markdown text (a post's body, a project's case study): typed in a plain text area (a few
 * buttons and shortcuts wrap the selection), images pasted or dropped into it uploaded with their
 * progress and written in as Markdown (where the text takes images), and a live preview of the
 * text as the public page will show it, rendered by the server's renderer.
 */
export function MarkdownField({
  label = 'Text',
  value,
  onChange,
  onBlur,
  error,
  hint,
  upload: sendImage,
  footer,
  required,
  lang,
  dir,
  maxLength,
}: {
  label?: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error: string | undefined
  /** What to write (or, translating, the default language's text), under the label. */
  hint?: ReactNode
  /** Where pasted, dropped or chosen images go; without it the text takes none. */
  upload?: ImageUpload
  footer?: ReactNode
  required?: boolean
  /** The language the text is written in, when not the dashboard's (a translation). */
  lang?: string
  dir?: 'ltr' | 'rtl'
  maxLength?: number
}) {
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const latest = useRef(value)
  latest.current = value
  const [mode, setMode] = useState<Mode>(initialMode)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)

  const chooseMode = (next: Mode) => {
    setMode(next)
    try {
      localStorage.setItem(MODE_STORAGE_KEY, next)
    } catch {
      // The choice lasts for this page only.
    }
  }

  const preview = useRenderedMarkdown(value, mode !== 'write')

  /** Puts `text` in place of the selection (or at the caret) and selects what `select` says. */
  function insert(text: string, select?: [number, number]) {
    const element = area.current
    const start = element?.selectionStart ?? latest.current.length
    const end = element?.selectionEnd ?? start
    onChange(latest.current.slice(0, start) + text + latest.current.slice(end))
    requestAnimationFrame(() => {
      if (!element) return
      element.focus()
      const [from, to] = select ?? [text.length, text.length]
      element.setSelectionRange(start + from, start + to)
    })
  }

  /** Wraps the selection in `before`/`after` (or inserts them around `placeholder`). */
  function wrap(before: string, after: string, placeholder: string) {
    const element = area.current
    const selected = element
      ? latest.current.slice(element.selectionStart, element.selectionEnd)
      : ''
    const inner = selected || placeholder
    insert(`${before}${inner}${after}`, [before.length, before.length + inner.length])
  }

  function uploadImages(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'))
    if (!sendImage || images.length === 0) return false
    for (const file of images) {
      const upload: Upload = { id: ++uploadCounter, name: file.name || 'image', progress: 0 }
      const marker = `![Uploading ${altFromName(upload.name)} (${upload.id})…]()`
      insert(`${marker}\n`)
      setUploads((now) => [...now, upload])
      const setProgress = (progress: number) =>
        setUploads((now) =>
          now.map((item) => (item.id === upload.id ? { ...item, progress } : item)),
        )
      sendImage(file, setProgress)
        .then((image) => {
          onChange(latest.current.replace(marker, `![${altFromName(upload.name)}](${image.url})`))
        })
        .catch((problem: unknown) => {
          onChange(latest.current.replace(`${marker}\n`, '').replace(marker, ''))
          void notify('error', `${upload.name}: ${errorMessage(problem)}`)
        })
        .finally(() => setUploads((now) => now.filter((item) => item.id !== upload.id)))
    }
    return true
  }

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (uploadImages([...event.clipboardData.files])) event.preventDefault()
  }
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    setDragging(false)
    if (event.dataTransfer.files.length === 0) return
    event.preventDefault()
    uploadImages([...event.dataTransfer.files])
  }

  const shortcuts = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return
    const key = event.key.toLowerCase()
    if (key === 'b') {
      event.preventDefault()
      wrap('**', '**', 'bold text')
    } else if (key === 'i') {
      event.preventDefault()
      wrap('_', '_', 'italic text')
    } else if (key === 'k') {
      event.preventDefault()
      wrap('[', '](https://)', 'link text')
    }
  }

  const tools: { label: string; text: string; shortcut?: string; run: () => void }[] = [
    { label: 'Heading', text: 'H', run: () => insert('\n## ', [4, 4]) },
    { label: 'Bold', text: 'B', shortcut: 'Control+B', run: () => wrap('**', '**', 'bold text') },
    { label: 'Italic', text: 'I', shortcut: 'Control+I', run: () => wrap('_', '_', 'italic text') },
    {
      label: 'Link',
      text: 'Link',
      shortcut: 'Control+K',
      run: () => wrap('[', '](https://)', 'link text'),
    },
    { label: 'Code block', text: '</>', run: () => wrap('\n```ts\n', '\n```\n', 'code') },
    { label: 'Quote', text: '❝', run: () => insert('\n> ', [3, 3]) },
  ]

  return (
    <div className="admin-field markdown-field">
      <div className="markdown-field-head">
        <label htmlFor={id}>{label}</label>
        <div role="group" aria-label="View" className="markdown-modes">
          {MODES.map((item) => (
            <button
              key={item.mode}
              type="button"
              className="markdown-mode"
              aria-pressed={mode === item.mode}
              onClick={() => chooseMode(item.mode)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="admin-hint">
          {hint}
        </div>
      )}
      <div className="markdown-panes" data-mode={mode}>
        <div className="markdown-write" hidden={mode === 'preview'}>
          <div role="toolbar" aria-label="Formatting" aria-controls={id} className="markdown-tools">
            {tools.map((tool) => (
              <button
                key={tool.label}
                type="button"
                className="markdown-tool"
                aria-label={tool.label}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                aria-keyshortcuts={tool.shortcut}
                onClick={tool.run}
              >
                {tool.text}
              </button>
            ))}
            {sendImage && (
              <>
                <button
                  type="button"
                  className="markdown-tool"
                  onClick={() => fileInput.current?.click()}
                >
                  Image…
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  multiple
                  hidden
                  aria-label="Insert images"
                  onChange={(event) => {
                    uploadImages([...(event.target.files ?? [])])
                    event.target.value = ''
                  }}
                />
              </>
            )}
          </div>
          <textarea
            ref={area}
            id={id}
            className="field markdown-text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            required={required}
            maxLength={maxLength}
            lang={lang}
            dir={dir}
            onPaste={onPaste}
            onDrop={onDrop}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes('Files')) {
                event.preventDefault()
                setDragging(true)
              }
            }}
            onDragLeave={() => setDragging(false)}
            onKeyDown={shortcuts}
            data-dragging={dragging || undefined}
            spellCheck
            placeholder={`Write in Markdown: ## headings, **bold**, \`code\`, \`\`\`fenced blocks\`\`\`.${
              sendImage ? '\nPaste or drop images here.' : ''
            }`}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [hint && `${id}-hint`, footer && `${id}-footer`, error && `${id}-error`]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        </div>
        <section
          className="markdown-preview"
          hidden={mode === 'write'}
          aria-label="Preview"
          aria-busy={preview === undefined}
        >
          {preview === undefined ? (
            <p className="text-muted">Rendering the preview…</p>
          ) : 'problem' in preview ? (
            <p className="text-muted">{preview.problem}</p>
          ) : preview.html ? (
            // Rendered and sanitised by the server, exactly as the public page shows it.
            <div
              className="prose"
              lang={lang}
              dir={dir}
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ) : (
            <p className="text-muted">Nothing to preview yet.</p>
          )}
        </section>
      </div>
      {uploads.length > 0 && (
        <ul className="markdown-uploads" aria-label="Images uploading">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <span>{upload.name}</span>
              <progress
                className="admin-progress"
                max={1}
                value={upload.progress}
                aria-label={`Uploading ${upload.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
      {footer && (
        <p id={`${id}-footer`} className="admin-hint markdown-footer">
          {footer}
        </p>
      )}
    </div>
  )
}
