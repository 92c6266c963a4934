import type { FormEvent } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import type { ContentItem, TextFields } from '@/features/admin/shared/api/collection-api.ts'
import { ImageField, useImageChoice } from '@/features/admin/shared/components/image-field.tsx'
import { SubmitButton } from '@/features/admin/shared/components/submit-button.tsx'
import { markdownImageUpload } from '@/features/admin/shared/api/markdown-images.ts'
import { SchemaFields } from '@/features/admin/shared/forms/schema-fields.tsx'
import { useDirtyReport } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { PreviewSplit } from '@/features/admin/preview/preview-split.tsx'
import type { ContentPageModel } from '../content-pages.ts'
import type { FormExtra } from '../form-extra.ts'
import { AddFormPreview, EditFormPreview } from './content-preview.tsx'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface FormProps {
  model: ContentPageModel
  /** After a save: the drawer closes. */
  onDone: () => void
  /** Whether the form holds changes not yet saved (the drawer asks before closing then). */
  onDirtyChange: (dirty: boolean) => void
}

function Fields({
  model,
  form,
  names,
  prefix = '',
  recordId,
}: {
  model: ContentPageModel
  form: UseFormReturn<never>
  names: readonly string[]
  prefix?: string
  /** The record being edited: images uploaded into its Markdown are kept with it at once. */
  recordId?: string
}) {
  return (
    <SchemaFields
      schema={model.schema}
      names={names}
      overrides={model.overrides}
      markdown={model.markdown}
      upload={model.markdownImages && markdownImageUpload(model.markdownImages, recordId)}
      form={form}
      prefix={prefix}
    />
  )
}

const noExtra = (): FormExtra | undefined => undefined

/** The fields outside the type's group, and those in it (a project's case study). */
function splitFields(model: ContentPageModel, names: readonly string[]) {
  const grouped = new Set(model.group?.fields ?? [])
  return {
    ungrouped: names.filter((name) => !grouped.has(name)),
    grouped: names.filter((name) => grouped.has(name)),
  }
}

/**
 * The type's group of fields under its legend (a project's case study), after the others and the
 * image, ending with what the form edits beyond text there.
 */
function FieldGroup({
  model,
  form,
  names,
  prefix,
  extra,
  recordId,
}: {
  model: ContentPageModel
  form: UseFormReturn<never>
  names: readonly string[]
  prefix?: string
  extra: FormExtra | undefined
  recordId?: string
}) {
  const { group } = model
  if (!group) return null
  return (
    <fieldset className="admin-fieldset admin-field-group">
      <legend>{group.legend}</legend>
      <p className="admin-hint">{group.hint}</p>
      <Fields model={model} form={form} names={names} prefix={prefix} recordId={recordId} />
      {extra?.fields}
    </fieldset>
  )
}

/**
 * The add form of a content type (docs/contract.md §2): its fields from the contract, an image
 * where the type takes one, and Submit; the contract's JSON lists repeat it (Add More, Remove).
 */
export function AddContentForm({ model, onDone, onDirtyChange }: FormProps) {
  const { type } = model
  const create = model.api.useCreate()
  const many = type.add === 'many'
  const form = useForm<{ entries: TextFields[] }>({
    defaultValues: { entries: [model.blank] },
    reValidateMode: 'onChange',
  })
  const entries = useFieldArray({ control: form.control, name: 'entries' as never })
  const image = useImageChoice(model.imageLabel, type.image === 'required on add')
  // The page is keyed by its type (routes/admin/manage-content.tsx): the hook never changes.
  const extra = (model.useExtra ?? noExtra)()
  useDirtyReport(form.formState.isDirty || image.chosen || Boolean(extra?.dirty), onDirtyChange)
  const label = capitalized(model.singular)
  const { ungrouped, grouped } = splitFields(model, model.fieldNames)

  const send = form.handleSubmit(
    (values) => {
      const extraValid = extra?.check() ?? true
      if (!image.check(!extraValid) || !extraValid) return
      image.setProgress(image.choice.file ? 0 : null)
      create.mutate(
        {
          entries: values.entries.map((entry) => ({ ...entry, ...extra?.values })),
          image: image.choice.file,
          onUploadProgress: image.setProgress,
          then: extra?.then,
        },
        { onSuccess: onDone, onSettled: () => image.setProgress(null) },
      )
    },
    () => {
      image.check(true)
      extra?.check(false)
    },
  )
  const onSubmit = (event: FormEvent) => void send(event)

  return (
    <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
      <PreviewSplit
        preview={
          <AddFormPreview
            model={model}
            control={form.control}
            image={image.choice}
            extra={extra?.preview}
          />
        }
      >
        <div className="admin-drawer-fields">
          {many ? (
            entries.fields.map((entry, index) => (
              <fieldset key={entry.id} className="admin-fieldset">
                <legend>
                  {label} {index + 1}
                </legend>
                <Fields
                  model={model}
                  form={form as never}
                  names={model.fieldNames}
                  prefix={`entries.${index}.`}
                />
                {entries.fields.length > 1 && (
                  <button
                    type="button"
                    className="admin-button self-start"
                    aria-label={`Remove ${label} ${index + 1}`}
                    onClick={() => entries.remove(index)}
                  >
                    Remove
                  </button>
                )}
              </fieldset>
            ))
          ) : (
            <Fields model={model} form={form as never} names={ungrouped} prefix="entries.0." />
          )}
          {type.image !== 'none' && (
            <div ref={image.zone}>
              <ImageField
                label={model.imageLabel}
                value={image.choice}
                onChange={image.setChoice}
                progress={image.progress}
                required={type.image === 'required on add'}
                error={image.error}
              />
            </div>
          )}
          {!many && (
            <FieldGroup
              model={model}
              form={form as never}
              names={grouped}
              prefix="entries.0."
              extra={extra}
            />
          )}
        </div>
      </PreviewSplit>
      <div className="admin-drawer-actions">
        {many && (
          <button
            type="button"
            className="admin-button"
            onClick={() => entries.append({ ...model.blank } as never)}
          >
            Add More
          </button>
        )}
        <SubmitButton pending={create.isPending} label="Submit" busy="Submitting…" />
      </div>
    </form>
  )
}

/** The update form of one record: its current values, and its image kept, replaced or removed. */
export function EditContentForm({
  model,
  item,
  onDone,
  onDirtyChange,
}: FormProps & { item: ContentItem }) {
  const { type } = model
  const update = model.api.useUpdate()
  const current = model.fieldsOf(item)
  const form = useForm<TextFields>({ defaultValues: current, reValidateMode: 'onChange' })
  const image = useImageChoice(model.imageLabel, false)
  // The page is keyed by its type (routes/admin/manage-content.tsx): the hook never changes.
  const extra = (model.useExtra ?? noExtra)(item)
  useDirtyReport(form.formState.isDirty || image.chosen || Boolean(extra?.dirty), onDirtyChange)
  const names = model.fieldNames.filter((name) => !model.update.hidden.includes(name))
  const { ungrouped, grouped } = splitFields(model, names)

  const send = form.handleSubmit(
    (values) => {
      if (extra && !extra.check()) return
      image.setProgress(image.choice.file ? 0 : null)
      update.mutate(
        {
          id: item._id,
          fields: { ...model.update.send({ ...current, ...values }), ...extra?.values },
          image: image.choice.file,
          removeImage: image.choice.remove,
          onUploadProgress: image.setProgress,
          then: extra?.then,
        },
        { onSuccess: onDone, onSettled: () => image.setProgress(null) },
      )
    },
    () => extra?.check(false),
  )
  const onSubmit = (event: FormEvent) => void send(event)

  return (
    <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
      <PreviewSplit
        preview={
          <EditFormPreview
            model={model}
            control={form.control}
            item={item}
            image={image.choice}
            extra={extra?.preview}
          />
        }
      >
        <div className="admin-drawer-fields">
          <Fields model={model} form={form as never} names={ungrouped} recordId={item._id} />
          {type.image !== 'none' && (
            <ImageField
              label={model.imageLabel}
              value={image.choice}
              onChange={image.setChoice}
              progress={image.progress}
              currentUrl={model.thumbnailOf(item)}
              removable={type.image === 'optional'}
            />
          )}
          <FieldGroup
            model={model}
            form={form as never}
            names={grouped}
            extra={extra}
            recordId={item._id}
          />
          {model.update.note && <p className="admin-hint">{model.update.note}</p>}
        </div>
      </PreviewSplit>
      <div className="admin-drawer-actions">
        <SubmitButton pending={update.isPending} label="Update" busy="Updating…" />
      </div>
    </form>
  )
}
