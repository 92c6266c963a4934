import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useFieldArray, useForm, type ArrayPath, type FieldValues } from 'react-hook-form'
import type { Identified } from '../api/list-cache.ts'
import type { ObjectSchema } from '../forms/schema-field.ts'
import { SchemaFields, type FieldOverride } from '../forms/schema-fields.tsx'
import { DeleteButton } from './delete-button.tsx'
import { HistoryButton } from './history-dialog.tsx'
import { Dialog } from './dialog.tsx'
import { OrderHint } from './order-hint.tsx'
import { QueryState } from './query-state.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { SortableList } from './sortable-list.tsx'

/** A field of the form: its label, help text and checks come from the contract's schema. */
export interface FieldSpec<Input> extends FieldOverride {
  name: keyof Input & string
}

export interface CollectionManagerProps<T extends Identified, Input extends FieldValues> {
  /** Singular, for legends and dialog titles: "Education". */
  noun: string
  /** Its history type (contract/content-types.ts `name`): the History button of each item. */
  historyType: string
  /** The content type's input schema (contract/): labels, help texts, limits. */
  schema: ObjectSchema
  listTitle: string
  emptyText: string
  fields: FieldSpec<Input>[]
  /** Fields of the Update dialog, when they differ from the add form's. */
  updateFields?: FieldSpec<Input>[]
  /** A note shown in the Update dialog. */
  updateNote?: string
  blank: Input
  toInput: (item: T) => Input
  /** Turns the Update dialog's values into what is sent (certificates copy platform to label). */
  beforeUpdate?: (values: Input) => Input
  summary: (item: T) => ReactNode
  /** How an item is named for delete and reorder ("Education-2"). */
  itemName: (item: T, index: number) => string
  /** Where a new record lands (its descriptor's `newAt`), said above the list. */
  newAt: 'start' | 'end'
  list: UseQueryResult<T[]>
  create: UseMutationResult<unknown, Error, Input[]>
  update: UseMutationResult<unknown, Error, { id: string; input: Input }>
  remove: UseMutationResult<unknown, Error, string>
  reorder: UseMutationResult<unknown, Error, T[]>
}

type Entries<Input> = { entries: Input[] }

function overridesOf<Input>(fields: FieldSpec<Input>[]): Record<string, FieldOverride> {
  return Object.fromEntries(fields.map(({ name, ...override }) => [name, override]))
}

function AddForm<T extends Identified, Input extends FieldValues>(
  props: CollectionManagerProps<T, Input>,
) {
  const { noun, fields, blank, create, schema } = props
  const form = useForm<Entries<Input>>({
    defaultValues: { entries: [blank] } as never,
    reValidateMode: 'onChange',
  })
  useUnsavedChanges(form.formState.isDirty)
  const entries = useFieldArray({
    control: form.control,
    name: 'entries' as ArrayPath<Entries<Input>>,
  })

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values.entries, {
      onSuccess: () => form.reset({ entries: [blank] } as never),
    }),
  )

  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      {entries.fields.map((entry, index) => (
        <fieldset key={entry.id} className="admin-fieldset card">
          <legend>
            {noun} {index + 1}
          </legend>
          <SchemaFields
            schema={schema}
            names={fields.map((field) => field.name)}
            overrides={overridesOf(fields)}
            form={form}
            prefix={`entries.${index}.`}
          />
          {entries.fields.length > 1 && (
            <button
              type="button"
              className="admin-button"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => entries.remove(index)}
            >
              Remove
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="admin-button"
          onClick={() => entries.append(blank as never)}
        >
          Add More
        </button>
        <button
          type="submit"
          className="admin-button admin-button-solid"
          disabled={create.isPending}
        >
          {create.isPending ? 'Submitting…' : 'Submit'}
        </button>
      </div>
    </form>
  )
}

function UpdateForm<T extends Identified, Input extends FieldValues>({
  props,
  item,
  onDone,
}: {
  props: CollectionManagerProps<T, Input>
  item: T
  onDone: () => void
}) {
  const { update, toInput, beforeUpdate = (values: Input) => values, updateNote } = props
  const form = useForm<Input>({ defaultValues: toInput(item) as never, reValidateMode: 'onChange' })
  useUnsavedChanges(form.formState.isDirty)
  const fields = props.updateFields ?? props.fields
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: item._id, input: beforeUpdate({ ...toInput(item), ...values }) },
      { onSuccess: onDone },
    ),
  )
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <SchemaFields
        schema={props.schema}
        names={fields.map((field) => field.name)}
        overrides={overridesOf(fields)}
        form={form}
      />
      {updateNote && <p className="admin-hint">{updateNote}</p>}
      <button type="submit" className="admin-button admin-button-solid" disabled={update.isPending}>
        {update.isPending ? 'Updating…' : 'Update'}
      </button>
    </form>
  )
}

/**
 * The page pattern of about, education, experience and certificates (docs/contract.md §2): repeatable
 * add forms (Remove, Add More, Submit), then the list with Delete, Update (a dialog) and ordering.
 */
export function CollectionManager<T extends Identified, Input extends FieldValues>(
  props: CollectionManagerProps<T, Input>,
) {
  const { list, remove, reorder, noun, itemName } = props
  const [editing, setEditing] = useState<T | null>(null)

  return (
    <>
      <AddForm {...props} />
      <section aria-labelledby="current-list" className="mt-10">
        <h2 id="current-list" className="admin-subtitle">
          {props.listTitle}
        </h2>
        <OrderHint newAt={props.newAt} />
        <QueryState query={list} loadingLabel={`Loading ${props.listTitle.toLowerCase()}`}>
          {(items) => {
            if (items.length === 0) return <p>{props.emptyText}</p>
            return (
              <SortableList
                items={items}
                nameOf={itemName}
                disabled={reorder.isPending}
                onReorder={(next) => reorder.mutate(next)}
                renderItem={(item, index) => (
                  <article aria-label={itemName(item, index)}>
                    <h3 className="font-semibold">{itemName(item, index)}</h3>
                    <div className="admin-summary">{props.summary(item)}</div>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <button
                        type="button"
                        className="admin-button"
                        aria-label={`Update ${itemName(item, index)}`}
                        onClick={() => setEditing(item)}
                      >
                        Update
                      </button>
                      <HistoryButton
                        type={props.historyType}
                        id={item._id}
                        name={itemName(item, index)}
                        current={item}
                        schema={props.schema}
                      />
                      <DeleteButton
                        itemName={itemName(item, index)}
                        pending={remove.isPending && remove.variables === item._id}
                        onConfirm={() => remove.mutate(item._id)}
                      />
                    </div>
                  </article>
                )}
              />
            )
          }}
        </QueryState>
      </section>
      <Dialog open={editing !== null} title={`Update ${noun}`} onClose={() => setEditing(null)}>
        {editing && <UpdateForm props={props} item={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  )
}
