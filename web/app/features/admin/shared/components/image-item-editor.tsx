import { useState } from 'react'
import { useForm, type FieldValues, type Path } from 'react-hook-form'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ImageItemUpdate } from '../api/collection-api.ts'
import { Dialog } from './dialog.tsx'
import { ImageInput } from './image-input.tsx'
import { TextAreaField, TextField } from './text-field.tsx'

export interface EditorField<Fields> {
  name: keyof Fields & string
  label: string
  multiline?: boolean
  type?: 'text' | 'url'
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
  fields,
  update,
}: {
  noun: string
  itemName: string
  id: string
  values: Fields
  imageUrl: string
  fields: EditorField<Fields>[]
  update: UseMutationResult<unknown, Error, ImageItemUpdate<Fields>>
}) {
  const [open, setOpen] = useState(false)
  const [image, setImage] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = useForm<Fields>({ defaultValues: values as never })
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
            {fields.map((field) =>
              field.multiline ? (
                <TextAreaField
                  key={field.name}
                  label={field.label}
                  {...form.register(field.name as unknown as Path<Fields>)}
                />
              ) : (
                <TextField
                  key={field.name}
                  label={field.label}
                  type={field.type ?? 'text'}
                  {...form.register(field.name as unknown as Path<Fields>)}
                />
              ),
            )}
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
