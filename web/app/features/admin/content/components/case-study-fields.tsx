import { useEffect, useId, useRef, useState } from 'react'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import { GalleryImageInput, Outcome, type Project } from '@contract/project.ts'
import type { ContentItem } from '@/features/admin/shared/api/collection-api.ts'
import { AdminIcon } from '@/features/admin/shared/components/admin-icons.tsx'
import { MoveButton } from '@/features/admin/shared/components/move-button.tsx'
import { schemaField } from '@/features/admin/shared/forms/schema-field.ts'
import { saveGallery, type GalleryDraftImage } from '../api/project-gallery.ts'
import type { FormExtra } from '../form-extra.ts'

/** A figure being edited: its key keeps its inputs while rows move. */
interface FigureRow {
  key: string
  value: string
  label: string
}

let keys = 0
const newKey = () => `case-study-${(keys += 1)}`

/** The contract's checks, in the server's words (shared/forms/schema-field.ts). */
const CHECKS = {
  value: schemaField(Outcome, 'value'),
  label: schemaField(Outcome, 'label'),
  alt: schemaField(GalleryImageInput, 'alt'),
  caption: schemaField(GalleryImageInput, 'caption'),
}
type Checked = keyof typeof CHECKS

/** A row left wholly empty is no figure: it is not sent. */
const filled = (row: FigureRow) => row.value.trim() !== '' || row.label.trim() !== ''

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/** Up and down for the row at `index` of `count` (none past either end). */
const movesOf = (index: number, count: number, move: (from: number, to: number) => void) => ({
  up: index > 0 ? () => move(index, index - 1) : undefined,
  down: index < count - 1 ? () => move(index, index + 1) : undefined,
})

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** One input of a row: its visible name, the row it belongs to said to screen readers first. */
function RowInput({
  id,
  row,
  name,
  value,
  error,
  hint,
  maxLength,
  required,
  placeholder,
  multiline = false,
  onChange,
}: {
  id: string
  /** "Figure 1", "Picture 2". */
  row: string
  name: string
  value: string
  error?: string
  hint?: string
  maxLength: number
  required?: boolean
  placeholder?: string
  /** A sentence (alt text): two lines shown, still one line of text. */
  multiline?: boolean
  onChange: (value: string) => void
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const control = {
    id,
    className: 'field',
    value,
    maxLength,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        <span className="sr-only">{row} </span>
        {name}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="admin-hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea
          {...control}
          rows={2}
          // One line of text: a line break typed or pasted becomes a space.
          onChange={(event) => onChange(event.target.value.replace(/\s*\n\s*/g, ' '))}
        />
      ) : (
        <input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}

/** Move up, move down and remove, for the row named `name`. */
function RowActions({
  id,
  name,
  moves,
  onRemove,
}: {
  id: string
  name: string
  moves: { up?: () => void; down?: () => void }
  onRemove: () => void
}) {
  return (
    <div className="case-study-row-actions">
      <MoveButton id={`${id}-up`} direction="up" name={name} move={moves.up} />
      <MoveButton id={`${id}-down`} direction="down" name={name} move={moves.down} />
      <button type="button" className="admin-button" onClick={onRemove}>
        Remove<span className="sr-only"> {name}</span>
      </button>
    </div>
  )
}

/**
 * A project's case study beyond its text fields: its outcome figures (a short value and what it
 * measures, at most four, added, moved and removed in place) and its gallery (pictures added
 * from files, each with its alt text, moved and removed; at most eight). The figures are saved
 * with the project; the gallery right after it (api/project-gallery.ts), so the toast's Undo
 * goes back to the version before the whole save. Each problem shows beside its field in the
 * server's words before anything is sent.
 */
export function useCaseStudyFields(item?: ContentItem): FormExtra {
  const id = useId()
  const project = item as unknown as Project | undefined
  const [initial] = useState(() => ({
    figures: (project?.outcomes ?? []).map((outcome) => ({ key: newKey(), ...outcome })),
    gallery: (project?.gallery ?? []).map(({ image, alt, caption }): GalleryDraftImage => ({
      key: newKey(),
      image,
      alt,
      caption,
    })),
  }))
  const [figures, setFigures] = useState<FigureRow[]>(initial.figures)
  const [gallery, setGallery] = useState<GalleryDraftImage[]>(initial.gallery)
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A focus asked for without a change on screen (a check) still needs a render to happen.
  const [, rendered] = useState(0)
  const [notice, setNotice] = useState('')
  const latestGallery = useRef(gallery)
  latestGallery.current = gallery
  const inputId = (key: string, field: Checked) => `${id}-${key}-${field}`
  // What takes the focus once the change that makes it (a row added or removed) is on screen.
  const focusNext = useRef<string | null>(null)
  const focus = (elementId: string) => {
    focusNext.current = elementId
  }
  useEffect(() => {
    const target = focusNext.current && document.getElementById(focusNext.current)
    if (!target) return
    focusNext.current = null
    target.focus()
  })

  const clear = (key: string, field: Checked) => {
    if (errors[`${key}.${field}`]) setErrors(({ [`${key}.${field}`]: _, ...rest }) => rest)
  }
  const setFigure = (key: string, field: 'value' | 'label', text: string) => {
    setFigures((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: text } : row)))
    clear(key, field)
  }
  const setWords = (key: string, field: 'alt' | 'caption', text: string) => {
    setGallery((items) =>
      items.map((image) => (image.key === key ? { ...image, [field]: text } : image)),
    )
    clear(key, field)
  }

  async function addPictures(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'))
    const room = CASE_STUDY_LIMITS.gallery - latestGallery.current.length
    const taken = images.slice(0, Math.max(0, room))
    const problems = [
      images.length < files.length &&
        `Only images go in the gallery: ${plural(files.length - images.length, 'file was', 'files were')} left out`,
      taken.length < images.length &&
        `A gallery holds at most ${CASE_STUDY_LIMITS.gallery} pictures: ${plural(images.length - taken.length, 'was', 'were')} left out`,
    ].filter(Boolean)
    setNotice(problems.join('. '))
    if (taken.length === 0) return
    const added = await Promise.all(
      taken.map(async (file): Promise<GalleryDraftImage> => ({
        key: newKey(),
        file,
        preview: await readAsDataUrl(file),
        alt: '',
        caption: '',
      })),
    )
    setGallery((items) => [...items, ...added])
    // Its alt text is asked for at once.
    focus(inputId(added[0]!.key, 'alt'))
  }

  const rowsToSend = figures.filter(filled)
  const values = {
    outcomes: rowsToSend.map(({ value, label }) => ({ value: value.trim(), label: label.trim() })),
  }
  const snapshot = (rows: FigureRow[], images: GalleryDraftImage[]) =>
    JSON.stringify([
      rows.filter(filled).map(({ value, label }) => [value, label]),
      images.map(({ image, file, alt, caption }) => [image ?? file?.name, alt, caption]),
    ])

  function check(focusFirst = true): boolean {
    const found: Record<string, string> = {}
    const order: string[] = []
    const test = (key: string, field: Checked, text: string) => {
      const verdict = CHECKS[field].validate(text)
      if (verdict === true) return
      found[`${key}.${field}`] = verdict
      order.push(inputId(key, field))
    }
    for (const row of rowsToSend) {
      test(row.key, 'value', row.value)
      test(row.key, 'label', row.label)
    }
    for (const image of gallery) {
      test(image.key, 'alt', image.alt)
      test(image.key, 'caption', image.caption)
    }
    setErrors(found)
    if (order[0] && focusFirst) {
      focus(order[0])
      rendered((count) => count + 1)
    }
    return order.length === 0
  }

  const fields = (
    <>
      <fieldset className="admin-fieldset case-study-rows" aria-describedby={`${id}-figures-hint`}>
        <legend>Outcome figures</legend>
        <p id={`${id}-figures-hint`} className="admin-hint">
          Optional, up to {CASE_STUDY_LIMITS.outcomes}, shown large on the case study: a short value
          (40%, 2.1 s, 12k) and what it measures.
        </p>
        {figures.length > 0 && (
          <ol className="case-study-list">
            {figures.map((row, index) => {
              const name = `Figure ${index + 1}`
              return (
                <li key={row.key} className="case-study-row">
                  <span className="case-study-row-title">{name}</span>
                  <div className="case-study-figure-inputs">
                    <RowInput
                      id={inputId(row.key, 'value')}
                      row={name}
                      name="Value"
                      value={row.value}
                      placeholder="40%"
                      maxLength={CASE_STUDY_LIMITS.outcomeValue}
                      error={errors[`${row.key}.value`]}
                      onChange={(text) => setFigure(row.key, 'value', text)}
                    />
                    <RowInput
                      id={inputId(row.key, 'label')}
                      row={name}
                      name="Label"
                      value={row.label}
                      placeholder="faster checkout"
                      maxLength={CASE_STUDY_LIMITS.outcomeLabel}
                      error={errors[`${row.key}.label`]}
                      onChange={(text) => setFigure(row.key, 'label', text)}
                    />
                  </div>
                  <RowActions
                    id={`${id}-${row.key}`}
                    name={name.toLowerCase()}
                    moves={movesOf(index, figures.length, (from, to) =>
                      setFigures((rows) => moved(rows, from, to)),
                    )}
                    onRemove={() => {
                      setFigures((rows) => rows.filter((other) => other.key !== row.key))
                      focus(`${id}-add-figure`)
                    }}
                  />
                </li>
              )
            })}
          </ol>
        )}
        <button
          type="button"
          id={`${id}-add-figure`}
          className="admin-button self-start"
          aria-disabled={figures.length >= CASE_STUDY_LIMITS.outcomes || undefined}
          aria-describedby={`${id}-figures-hint`}
          onClick={() => {
            if (figures.length >= CASE_STUDY_LIMITS.outcomes) return
            const key = newKey()
            setFigures((rows) => [...rows, { key, value: '', label: '' }])
            focus(inputId(key, 'value'))
          }}
        >
          <AdminIcon name="plus" size={16} />
          Add a figure
        </button>
      </fieldset>

      <fieldset className="admin-fieldset case-study-rows" aria-describedby={`${id}-gallery-hint`}>
        <legend>Gallery</legend>
        <p id={`${id}-gallery-hint`} className="admin-hint">
          Optional, up to {CASE_STUDY_LIMITS.gallery} pictures shown under the case study. Give each
          its alt text: what it shows, for people who cannot see it. They are sent when you save.
        </p>
        {gallery.length > 0 && (
          <ol className="case-study-list">
            {gallery.map((image, index) => {
              const name = `Picture ${index + 1}`
              return (
                <li key={image.key} className="case-study-row case-study-picture">
                  <span className="case-study-row-title">
                    {name}
                    {image.file && <span className="case-study-new"> · new</span>}
                  </span>
                  <img
                    src={image.preview ?? image.image}
                    alt=""
                    className="case-study-thumbnail"
                    width={160}
                    height={100}
                  />
                  <div className="case-study-picture-inputs">
                    <RowInput
                      id={inputId(image.key, 'alt')}
                      row={name}
                      name="Alt text"
                      hint="Required: what the picture shows, in a sentence"
                      value={image.alt}
                      multiline
                      required
                      maxLength={CASE_STUDY_LIMITS.alt}
                      error={errors[`${image.key}.alt`]}
                      onChange={(text) => setWords(image.key, 'alt', text)}
                    />
                    <RowInput
                      id={inputId(image.key, 'caption')}
                      row={name}
                      name="Caption"
                      hint="Optional: shown under it (else its alt text is)"
                      value={image.caption}
                      maxLength={CASE_STUDY_LIMITS.caption}
                      error={errors[`${image.key}.caption`]}
                      onChange={(text) => setWords(image.key, 'caption', text)}
                    />
                  </div>
                  <RowActions
                    id={`${id}-${image.key}`}
                    name={name.toLowerCase()}
                    moves={movesOf(index, gallery.length, (from, to) =>
                      setGallery((items) => moved(items, from, to)),
                    )}
                    onRemove={() => {
                      setGallery((items) => items.filter((other) => other.key !== image.key))
                      setNotice('')
                      focus(`${id}-add-pictures`)
                    }}
                  />
                </li>
              )
            })}
          </ol>
        )}
        <div className="case-study-add-pictures">
          <label
            className="admin-button"
            data-disabled={gallery.length >= CASE_STUDY_LIMITS.gallery || undefined}
          >
            <AdminIcon name="upload" size={16} />
            Add pictures
            <input
              id={`${id}-add-pictures`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              multiple
              className="sr-only"
              aria-describedby={`${id}-gallery-hint ${id}-gallery-notice`}
              aria-disabled={gallery.length >= CASE_STUDY_LIMITS.gallery || undefined}
              onClick={(event) => {
                if (gallery.length >= CASE_STUDY_LIMITS.gallery) event.preventDefault()
              }}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])]
                event.target.value = ''
                void addPictures(files)
              }}
            />
          </label>
          <span className="admin-hint">
            {gallery.length >= CASE_STUDY_LIMITS.gallery
              ? `The gallery is full: remove a picture to add another`
              : `${gallery.length} of ${CASE_STUDY_LIMITS.gallery}`}
          </span>
        </div>
        <p id={`${id}-gallery-notice`} role="status" className="field-error">
          {notice}
        </p>
      </fieldset>
    </>
  )

  return {
    fields,
    values,
    dirty: snapshot(figures, gallery) !== snapshot(initial.figures, initial.gallery),
    check,
    then: (record) =>
      saveGallery(record, latestGallery.current, (key, image) =>
        setGallery((items) =>
          items.map((other) =>
            other.key === key ? { key, image, alt: other.alt, caption: other.caption } : other,
          ),
        ),
      ),
    preview: {
      ...values,
      gallery: gallery.flatMap(({ image, preview, alt, caption }) => {
        const shown = image ?? preview
        return shown ? [{ image: shown, alt, caption }] : []
      }),
    },
  }
}
