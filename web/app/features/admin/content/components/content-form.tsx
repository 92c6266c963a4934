import type { FormEvent } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import type { ContentItem, TextFields } from '@/features/admin/shared/api/collection-api.ts'
import { ImageField, useImageChoice } from '@/features/admin/shared/components/image-field.tsx'
import { SubmitButton } from '@/features/admin/shared/components/submit-button.tsx'
import { SchemaFields } from '@/features/admin/shared/forms/schema-fields.tsx'
import { useDirtyReport } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { PreviewSplit } from '@/features/admin/preview/preview-split.tsx'
import type { ContentPageModel } from '../content-pages.ts'
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
}: {
  model: ContentPageModel
  form: UseFormReturn<never>
  names: readonly string[]
  prefix?: string
}) {
  return (
    <SchemaFields
      schema={model.schema}
      names={names}
      overrides={model.overrides}
      markdown={model.markdown}
      form={form}
      prefix={prefix}
    />
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
  useDirtyReport(form.formState.isDirty || image.chosen, onDirtyChange)
  const label = capitalized(model.singular)

  const send = form.handleSubmit(
    (values) => {
      if (!image.check(false)) return
      image.setProgress(image.choice.file ? 0 : null)
      create.mutate(
        {
          entries: values.entries,
          image: image.choice.file,
          onUploadProgress: image.setProgress,
        },
        { onSuccess: onDone, onSettled: () => image.setProgress(null) },
      )
    },
    () => image.check(true),
  )
  const onSubmit = (event: FormEvent) => void send(event)

  return (
    <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
      <PreviewSplit
        preview={<AddFormPreview model={model} control={form.control} image={image.choice} />}
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
            <Fields
              model={model}
              form={form as never}
              names={model.fieldNames}
              prefix="entries.0."
            />
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
  useDirtyReport(form.formState.isDirty || image.chosen, onDirtyChange)
  const names = model.fieldNames.filter((name) => !model.update.hidden.includes(name))

  const send = form.handleSubmit((values) => {
    image.setProgress(image.choice.file ? 0 : null)
    update.mutate(
      {
        id: item._id,
        fields: model.update.send({ ...current, ...values }),
        image: image.choice.file,
        removeImage: image.choice.remove,
        onUploadProgress: image.setProgress,
      },
      { onSuccess: onDone, onSettled: () => image.setProgress(null) },
    )
  })
  const onSubmit = (event: FormEvent) => void send(event)

  return (
    <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
      <PreviewSplit
        preview={
          <EditFormPreview model={model} control={form.control} item={item} image={image.choice} />
        }
      >
        <div className="admin-drawer-fields">
          <Fields model={model} form={form as never} names={names} />
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
          {model.update.note && <p className="admin-hint">{model.update.note}</p>}
        </div>
      </PreviewSplit>
      <div className="admin-drawer-actions">
        <SubmitButton pending={update.isPending} label="Update" busy="Updating…" />
      </div>
    </form>
  )
}
