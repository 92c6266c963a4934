import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { TextAreaField, TextField } from '../components/text-field.tsx'
import { MarkdownField, type ImageUpload } from './markdown-field.tsx'
import { schemaField, type ObjectSchema } from './schema-field.ts'

/** What a page may say differently from the contract for one field. */
export interface FieldOverride {
  label?: string
  hint?: string
  multiline?: boolean
  type?: 'text' | 'url' | 'email'
}

/**
 * The text fields of a form, from the content type's contract: labels, help texts and checks.
 * Each problem shows beside its field, in words, as soon as the form is submitted (and again
 * while it is being put right); react-hook-form moves focus to the first one.
 */
export function SchemaFields<Values extends FieldValues>({
  schema,
  names,
  form,
  prefix = '',
  overrides = {},
  markdown = [],
  upload,
}: {
  schema: ObjectSchema
  names: readonly string[]
  form: UseFormReturn<Values>
  /** Where the fields sit in the form's values, e.g. `entries.0.` for a repeated form. */
  prefix?: string
  overrides?: Partial<Record<string, FieldOverride>>
  /** Fields written in Markdown: the Markdown editor, with its preview. */
  markdown?: readonly string[]
  /** Where images pasted or dropped into those go, when the kind's Markdown takes images. */
  upload?: ImageUpload
}) {
  return (
    <>
      {names.map((name) => {
        const field = { ...schemaField(schema, name), ...overrides[name] }
        const path = `${prefix}${name}` as Path<Values>
        const error = (get(form.formState.errors, path) as { message?: string } | undefined)
          ?.message
        if (markdown.includes(name)) {
          return (
            <Controller
              key={name}
              control={form.control}
              name={path}
              rules={{ validate: field.validate }}
              render={({ field: control }) => (
                <MarkdownField
                  label={field.label}
                  hint={field.hint}
                  value={typeof control.value === 'string' ? control.value : ''}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  error={error}
                  required={field.required}
                  upload={upload}
                />
              )}
            />
          )
        }
        const props = {
          label: field.label,
          hint: field.hint,
          error,
          required: field.required,
          ...form.register(path, { validate: field.validate }),
        }
        return field.multiline ? (
          <TextAreaField key={name} {...props} />
        ) : (
          <TextField key={name} type={overrides[name]?.type ?? field.inputType} {...props} />
        )
      })}
    </>
  )
}
