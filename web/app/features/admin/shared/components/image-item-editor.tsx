import { useState } from 'react'
import { useForm, type FieldValues } from 'react-hook-form'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ImageItemUpdate } from '../api/collection-api.ts'
import { Dialog } from './dialog.tsx'
import { ImageInput } from './image-input.tsx'
import type { ObjectSchema } from '../forms/schema-field.ts'
import { SchemaFields, type FieldOverride } from '../forms/schema-fields.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'

export interface EditorField<Fields> extends FieldOverride {
  name: keyof Fields & string
}

/**
 * Update for a record with an image (a skill, a project): a dialog with its fields filled in and
 * an optional new image (the current one stays without). Saves, then closes.
 */
export function ImageItemEditor<Fields extends FieldValues & { [K in keyof Fields]: string }>({
  noun,
  itemName,
  id,
  values,
  imageUrl,
  schema,
  fields,
  update,
}: {
  noun: string
  itemName: string
  id: string
  values: Fields
  imageUrl: string
  /** The content type's input schema (contract/): labels, help texts, limits. */
  schema: ObjectSchema
  fields: EditorField<Fields>[]
  update: UseMutationResult<unknown, Error, ImageItemUpdate<Fields>>
}) {
  const [open, setOpen] = useState(false)
  const [image, setImage] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = useForm<Fields>({ defaultValues: values as never, reValidateMode: 'onChange' })
  useUnsavedChanges(form.formState.isDirty)
  const close = () => {
    setOpen(false)
    setImage(null)
  }
  const onSubmit = form.handleSubmit((fieldValues) => {
    setProgress(image ? 0 : null)
    update.mutate(
      { id, fields: { ...values, ...fieldValues }, image, onUploadProgress: setProgress },
      { onSuccess: close, onSettled: () => setProgress(null) },
    )
  })
  return (
    <>
      <button
        type="button"
        className="admin-button"
        aria-label={`Update ${itemName}`}
        onClick={() => {
          form.reset(values as never)
          setOpen(true)
        }}
      >
        Update
      </button>
      <Dialog open={open} title={`Update ${noun}`} onClose={close}>
        {open && (
          <form onSubmit={onSubmit} className="admin-form" noValidate>
            <SchemaFields
              schema={schema}
              names={fields.map((field) => field.name)}
              overrides={Object.fromEntries(fields.map(({ name, ...rest }) => [name, rest]))}
              form={form}
            />
            <ImageInput
              label={`New ${noun.toLowerCase()} image (optional)`}
              file={image}
              onChange={setImage}
              progress={progress}
              currentUrl={imageUrl || undefined}
            />
            <button
              type="submit"
              className="admin-button admin-button-solid"
              disabled={update.isPending}
            >
              {update.isPending ? 'Updating…' : 'Update'}
            </button>
          </form>
        )}
      </Dialog>
    </>
  )
}
