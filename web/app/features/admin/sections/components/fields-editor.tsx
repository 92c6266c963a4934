import { useId } from 'react'
import { SECTION_LIMITS } from '@contract/limits.ts'
import {
  FIELD_KIND_NAMES,
  FIELD_KINDS,
  type FieldKind,
  type SectionField,
} from '@contract/section.ts'
import { MoveButton } from '@/features/admin/shared/components/move-button.tsx'
import { SortableList, type ItemMoves } from '@/features/admin/shared/components/sortable-list.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { itemCount } from '../section-words.ts'

/** What each kind of field holds, under its name in the form. */
const KIND_HINTS: Record<FieldKind, string> = {
  title: 'Always there, first: what each item is called',
  subtitle: 'A second line: an event, a publisher, an issuer',
  place: 'Where: a city, a venue, “Online”',
  date: 'A date, or a period from a start to an end or “present”',
  link: 'A web address with its text, like “Slides”',
  link2: 'Another web address with its text, like “Video”',
  tags: 'Short words, like the technologies used',
  text: 'A few paragraphs, with bold, italics and links',
  image: 'A picture for each item: cards show it',
}

/** The input of a field's name, for focus after a change (`data-field` is the summary's). */
const inputOf = (kind: FieldKind) =>
  document.querySelector<HTMLElement>(`[data-field-kind="${kind}"]`)
const addButtonOf = (kind: FieldKind) =>
  document.querySelector<HTMLElement>(`[data-add-kind="${kind}"]`)

/** A field taken away from a saved section, and how many of its items hold a value in it. */
export interface RemovedField {
  field: SectionField
  holding: number
}

function FieldRow({
  field,
  moves,
  invalid,
  onLabel,
  onRemove,
}: {
  field: SectionField
  moves: ItemMoves
  invalid: boolean
  onLabel: (label: string) => void
  onRemove: () => void
}) {
  const id = useId()
  const kind = FIELD_KIND_NAMES[field.kind]
  return (
    <div className="section-field-row">
      <div className="section-field-name">
        <TextField
          label={`${kind} field`}
          hint={KIND_HINTS[field.kind]}
          value={field.label}
          placeholder={kind}
          maxLength={SECTION_LIMITS.label}
          aria-invalid={invalid || undefined}
          data-field-kind={field.kind}
          onChange={(event) => onLabel(event.target.value)}
        />
      </div>
      <div className="section-field-actions">
        <MoveButton id={`${id}-up`} direction="up" name={`the ${kind} field`} move={moves.up} />
        <MoveButton
          id={`${id}-down`}
          direction="down"
          name={`the ${kind} field`}
          move={moves.down}
        />
        <button type="button" className="admin-button" onClick={onRemove}>
          Remove<span className="sr-only"> the {kind} field</span>
        </button>
      </div>
    </div>
  )
}

/**
 * The fields a section's items have: the title first and always, then the others in the
 * owner's order (dragged by their handle, or moved with the arrows), each named in the owner's
 * words; kinds not chosen yet are a button each. Removing a field never loses what items hold
 * in it: the form says so, and how many items hold a value there.
 */
export function FieldsEditor({
  fields,
  onChange,
  removed,
  problem,
}: {
  /** The title first. */
  fields: SectionField[]
  onChange: (fields: SectionField[]) => void
  removed: RemovedField[]
  problem?: string
}) {
  const hintId = useId()
  const problemId = useId()
  const [title, ...others] = fields
  const chosen = new Set(fields.map((field) => field.kind))
  const missing = FIELD_KINDS.filter((kind) => !chosen.has(kind))
  const invalidKind = problem
    ? fields.find((field) => !field.label.trim() || field.label.length > SECTION_LIMITS.label)?.kind
    : undefined
  const relabel = (kind: FieldKind, label: string) =>
    onChange(fields.map((field) => (field.kind === kind ? { ...field, label } : field)))
  const add = (kind: FieldKind) => {
    onChange([...fields, { kind, label: FIELD_KIND_NAMES[kind] }])
    requestAnimationFrame(() => inputOf(kind)?.focus())
  }
  const remove = (kind: FieldKind) => {
    onChange(fields.filter((field) => field.kind !== kind))
    requestAnimationFrame(() => addButtonOf(kind)?.focus())
  }
  const hiding = removed.filter(({ holding }) => holding > 0)

  return (
    <fieldset
      className="admin-fieldset section-fields"
      aria-describedby={[hintId, problem && problemId].filter(Boolean).join(' ')}
    >
      <legend>Fields of its items</legend>
      <p id={hintId} className="admin-hint">
        Name each field as your visitors should read it: “Event” rather than “Subtitle”. Removing a
        field never deletes what items hold in it: the values are kept out of sight and come back if
        you add the field again.
      </p>
      {title && (
        <div className="section-field-row section-field-fixed">
          <div className="section-field-name">
            <TextField
              label="Title field"
              hint={KIND_HINTS.title}
              value={title.label}
              placeholder={FIELD_KIND_NAMES.title}
              maxLength={SECTION_LIMITS.label}
              aria-invalid={invalidKind === 'title' || undefined}
              data-field="fields"
              data-field-kind="title"
              onChange={(event) => relabel('title', event.target.value)}
            />
          </div>
        </div>
      )}
      {others.length > 0 && (
        <SortableList
          items={others.map((field) => ({ ...field, _id: field.kind }))}
          nameOf={(field) => `the ${FIELD_KIND_NAMES[field.kind]} field`}
          onReorder={(next) =>
            onChange([
              ...(title ? [title] : []),
              ...next.map(({ kind, label }) => ({ kind, label })),
            ])
          }
          renderItem={(field, _index, moves) => (
            <FieldRow
              field={field}
              moves={moves}
              invalid={invalidKind === field.kind}
              onLabel={(label) => relabel(field.kind, label)}
              onRemove={() => remove(field.kind)}
            />
          )}
        />
      )}
      {hiding.length > 0 && (
        <div role="status" className="admin-banner section-fields-hidden">
          {hiding.map(({ field, holding }) => (
            <p key={field.kind}>
              {holding === 1 ? '1 item holds' : `${itemCount(holding)} hold`} a value in “
              {field.label}”. Once you save, {holding === 1 ? 'it is' : 'they are'} kept out of
              sight, not deleted: add a {FIELD_KIND_NAMES[field.kind]} field again and{' '}
              {holding === 1 ? 'it comes' : 'they come'} back.
            </p>
          ))}
        </div>
      )}
      {problem && (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      )}
      {missing.length > 0 && (
        <div role="group" aria-label="Add a field" className="section-field-add">
          <span className="admin-field-label" aria-hidden="true">
            Add a field
          </span>
          <div className="section-field-chips">
            {missing.map((kind) => (
              <button
                key={kind}
                type="button"
                className="admin-button section-field-chip"
                data-add-kind={kind}
                onClick={() => add(kind)}
              >
                <span aria-hidden="true">+ </span>
                <span className="sr-only">Add </span>
                {FIELD_KIND_NAMES[kind]}
              </button>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  )
}
