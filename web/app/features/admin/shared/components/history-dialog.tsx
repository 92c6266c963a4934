import { useRef, useState } from 'react'
import type { Revision } from '@contract/history.ts'
import type { ObjectSchema } from '../forms/schema-field.ts'
import { useRestoreRevision, useRevisions } from '../api/revisions-api.ts'
import { Dialog } from './dialog.tsx'
import { QueryState } from './query-state.tsx'
import { formatDateTime } from '@contract/dates.ts'
import { onFirstUse } from '@contract/first-use.ts'

const ACTION_LABELS: Record<Revision['action'], string> = {
  create: 'Added',
  update: 'Saved',
  delete: 'Deleted',
  restore: 'Restored',
}

/**
 * Fields that say nothing to a person comparing versions: ids, what the server derives (the
 * rendered HTML, reading time, an about paragraph's animation delay, which follows its place).
 */
const HIDDEN = new Set(['_id', 'html', 'updatedAt', 'readingMinutes', 'animIn'])

const listFormat = onFirstUse(() => new Intl.ListFormat('en-GB', { type: 'conjunction' }))

/** A field's label: its contract title when the form has one, else its name in words. */
function labelOf(schema: ObjectSchema | undefined, key: string): string {
  const title = (schema?.properties[key] as { title?: string } | undefined)?.title
  if (title) return title
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Fields = Record<string, unknown>

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The labels of the fields that differ between two versions, as the form names them; a field
 * the API answers grouped (a project's `links`) is compared by its parts, which the form edits.
 */
function changedLabels(schema: ObjectSchema | undefined, before: Fields, after: Fields): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const labels = keys
    .filter((key) => !HIDDEN.has(key))
    .flatMap((key) => {
      const [old, now] = [before[key], after[key]]
      if (isFields(old) && isFields(now)) return changedLabels(schema, old, now)
      return JSON.stringify(old) === JSON.stringify(now) ? [] : [labelOf(schema, key)]
    })
  return [...new Set(labels)]
}

/** A label inside a sentence: "Case study" → "case study"; a name such as "GitHub" stays. */
const inSentence = (label: string) =>
  /^[A-Z][^A-Z\s]*(\s|$)/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label

/**
 * A version's one line. An update says which fields it changed in the form's words, read from
 * the version before it; the server's own line (which names stored columns) is kept where there
 * is no version before it to compare with, or no form to name the fields.
 */
function summaryOf(revision: Revision, older: Revision | undefined, schema?: ObjectSchema) {
  if (revision.action !== 'update' || !older || !schema) return revision.summary
  const labels = changedLabels(schema, older.data, revision.data)
  return labels.length === 0
    ? revision.summary
    : `Changed ${listFormat().format(labels.map(inSentence))}`
}

const isMediaUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^\/media\/[0-9a-f]{64}\.webp$/.test(value)

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted">(empty)</span>
  }
  if (isMediaUrl(value)) {
    return <img src={value} alt="" className="history-image" />
  }
  if (typeof value === 'string') return <span className="whitespace-pre-line">{value}</span>
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return <span>{value.join(', ')}</span>
  }
  // A gallery shows its pictures, each with its alt text as its name.
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => isFields(item) && isMediaUrl(item.image))
  ) {
    return (
      <span className="history-images">
        {value.map((item) => {
          const { image, alt } = item as { image: string; alt?: unknown }
          return (
            <img
              key={image}
              src={image}
              alt={typeof alt === 'string' ? alt : ''}
              className="history-image"
            />
          )
        })}
      </span>
    )
  }
  // Figures read as they are shown: "40% faster checkout".
  if (
    Array.isArray(value) &&
    value.every(
      (item) => isFields(item) && typeof item.value === 'string' && typeof item.label === 'string',
    )
  ) {
    return (
      <span>
        {value
          .map((item) => `${String((item as Fields).value)} ${String((item as Fields).label)}`)
          .join(' · ')}
      </span>
    )
  }
  // A list of named things (a custom section's fields) reads as their names.
  if (
    Array.isArray(value) &&
    value.every((item) => isFields(item) && typeof item.label === 'string')
  ) {
    return <span>{value.map((item) => String((item as Fields).label)).join(', ')}</span>
  }
  if (typeof value === 'object') {
    return (
      <span>
        {Object.entries(value as Record<string, unknown>)
          .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
          .join(' · ')}
      </span>
    )
  }
  return <span>{String(value)}</span>
}

interface HistoryTarget {
  /** The record's history type (contract/history.ts). */
  type: string
  id: string
  /** How the record is named on its page ("Education-2"). */
  name: string
  /** The record as its list shows it now. */
  current: object
  schema?: ObjectSchema
  /** After a restore (an editor that keeps its own copy of the text reloads it). */
  onRestored?: () => void
}

/**
 * A record's history: its revisions, newest first; choosing one compares it field by field with
 * what the record is now, and "Restore this version" brings it back (images too). Mounted only
 * while open, so its title names the record as it is.
 */
export function HistoryDialog({
  open,
  onClose,
  type,
  id,
  name,
  current,
  schema,
  onRestored,
}: HistoryTarget & { open: boolean; onClose: () => void }) {
  if (!open) return null
  return (
    <Dialog open title={`History of ${name}`} onClose={onClose} wide>
      <HistoryView
        type={type}
        id={id}
        current={current as Record<string, unknown>}
        schema={schema}
        onRestored={() => {
          onClose()
          onRestored?.()
        }}
      />
    </Dialog>
  )
}

/** A History button that opens the record's history; focus comes back to it on close. */
export function HistoryButton(target: HistoryTarget) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // The dialog leaves the page when it closes: focus goes back to the button that opened it.
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="admin-button"
        aria-label={`History of ${target.name}`}
        onClick={() => setOpen(true)}
      >
        History
      </button>
      <HistoryDialog {...target} open={open} onClose={close} />
    </>
  )
}

function HistoryView({
  type,
  id,
  current,
  schema,
  onRestored,
}: {
  type: string
  id: string
  current: Record<string, unknown>
  schema?: ObjectSchema
  onRestored: () => void
}) {
  const revisions = useRevisions(type, id)
  const [chosen, setChosen] = useState<string | null>(null)
  const restore = useRestoreRevision()
  return (
    <QueryState query={revisions} loadingLabel="Loading its history">
      {(list) => {
        if (list.length === 0) {
          return <p>No history yet: it starts with the next change you save.</p>
        }
        const selected = list.find((revision) => revision._id === chosen) ?? list[0]!
        // Every save writes a version: the newest is what is there now (unless it was deleted).
        const isNow = selected === list[0] && selected.action !== 'delete'
        const keys = [...new Set([...Object.keys(selected.data), ...Object.keys(current)])].filter(
          (key) => !HIDDEN.has(key),
        )
        const differs = (key: string) =>
          JSON.stringify(selected.data[key]) !== JSON.stringify(current[key])
        const changed = isNow ? [] : keys.filter(differs)
        const reasonId = `${selected._id}-why-not`
        return (
          <div className="history-view">
            <ol className="history-list" aria-label="Versions, newest first">
              {list.map((revision, index) => (
                <li key={revision._id}>
                  <button
                    type="button"
                    className="history-item"
                    aria-pressed={revision._id === selected._id}
                    onClick={() => setChosen(revision._id)}
                  >
                    <span className="font-semibold">
                      {ACTION_LABELS[revision.action]}{' '}
                      <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                    </span>
                    <span className="text-sm text-muted">
                      {summaryOf(revision, list[index + 1], schema)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <section aria-label="This version compared with now" className="history-compare">
              {changed.length === 0 ? (
                <p id={reasonId} className="text-muted">
                  {isNow
                    ? 'This is the version there now.'
                    : 'This version is the same as what is there now.'}
                </p>
              ) : (
                <table className="history-table">
                  <caption className="sr-only">Fields of this version that differ from now</caption>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">This version</th>
                      <th scope="col">Now</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changed.map((key) => (
                      <tr key={key}>
                        <th scope="row">{labelOf(schema, key)}</th>
                        <td>
                          <Value value={selected.data[key]} />
                        </td>
                        <td>
                          <Value value={current[key]} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <button
                type="button"
                className="admin-button admin-button-solid mt-4"
                disabled={changed.length === 0 || restore.isPending}
                aria-describedby={changed.length === 0 ? reasonId : undefined}
                onClick={() => restore.mutate(selected._id, { onSuccess: onRestored })}
              >
                {restore.isPending ? 'Restoring…' : 'Restore this version'}
              </button>
            </section>
          </div>
        )
      }}
    </QueryState>
  )
}
