import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { SECTION_LIMITS } from '@contract/limits.ts'
import type { Section } from '@contract/section.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import { sectionItemsQueryOptions } from '@/features/admin/shared/api/list-sections.ts'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { SubmitButton } from '@/features/admin/shared/components/submit-button.tsx'
import { TextAreaField, TextField } from '@/features/admin/shared/components/text-field.tsx'
import { ErrorSummary, type FormProblem } from '@/features/admin/shared/forms/error-summary.tsx'
import { useDirtyReport } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { useCreateSection, useDeleteSection, useUpdateSection } from '../api/sections-api.ts'
import {
  blankDefinition,
  checkDefinition,
  definitionOf,
  fieldOfProblem,
  inputOf,
  removedFields,
  type DefinitionErrors,
  type DefinitionValues,
} from '../section-definition.ts'
import { itemCount, suggestAddress } from '../section-words.ts'
import { FieldsEditor } from './fields-editor.tsx'
import { IconChoice, LayoutChoice, ResumeListChoice } from './section-choices.tsx'

const same = (a: DefinitionValues, b: DefinitionValues) => JSON.stringify(a) === JSON.stringify(b)

/** The order problems are listed in: the form's order. */
const FIELD_ORDER: (keyof DefinitionErrors)[] = ['name', 'address', 'intro', 'fields']

/**
 * A custom section's definition (docs/decisions/0016): its name, its address (suggested from the
 * name until the owner types one), intro, icon, layout, the fields its items have in the owner's
 * words, and the JSON Resume list it travels in. Problems show beside their field and in a
 * summary at the top, the server's in its own words; a saved section can be deleted here too.
 */
export function SectionForm({
  section,
  onDone,
  onDirtyChange,
  onDeleted,
}: {
  /** The saved section; none for a new one. */
  section?: Section
  onDone: () => void
  onDirtyChange: (dirty: boolean) => void
  /** After the section went to the trash (its own page leaves for the list). */
  onDeleted?: () => void
}) {
  const create = useCreateSection()
  const update = useUpdateSection()
  const remove = useDeleteSection()
  const items = useQuery({
    ...sectionItemsQueryOptions(section?._id ?? ''),
    enabled: section !== undefined,
  })
  const [initial] = useState(() => (section ? definitionOf(section) : blankDefinition()))
  const [values, setValues] = useState(initial)
  /** A new section's address follows its name until the owner types one. */
  const [addressTyped, setAddressTyped] = useState(section !== undefined)
  const [errors, setErrors] = useState<DefinitionErrors>({})
  const [formProblem, setFormProblem] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const pending = create.isPending || update.isPending
  useDirtyReport(!same(values, initial), onDirtyChange)

  const change = <K extends keyof DefinitionValues>(name: K, value: DefinitionValues[K]) => {
    setValues((now) => {
      const next = { ...now, [name]: value }
      if (name === 'name' && !addressTyped) {
        next.address = suggestAddress(String(value), SECTION_LIMITS.address)
      }
      return next
    })
    if (name in errors) setErrors((now) => ({ ...now, [name]: undefined }))
  }

  const refused = (error: unknown) => {
    const message = errorMessage(error)
    const field = fieldOfProblem(message)
    if (field) setErrors((now) => ({ ...now, [field]: message }))
    else setFormProblem(message)
    setAttempt((count) => count + 1)
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    const found = checkDefinition(values)
    setErrors(found)
    setFormProblem(undefined)
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1)
      return
    }
    const input = inputOf(values)
    const after = { onSuccess: onDone, onError: refused }
    if (section) update.mutate({ id: section._id, input }, after)
    else create.mutate(input, after)
  }

  const problems: FormProblem[] = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = errors[field]
      return message ? [{ field, message }] : []
    }),
    ...(formProblem ? [{ message: formProblem }] : []),
  ]
  const stored = items.data ?? []
  const removed = section ? removedFields(section.fields, values.fields, stored) : []
  const hasImage = values.fields.some((field) => field.kind === 'image')
  const address = values.address.trim()

  return (
    <form onSubmit={send} className="admin-form admin-drawer-form" noValidate>
      <div className="admin-drawer-fields">
        <ErrorSummary problems={problems} attempt={attempt} />
        <TextField
          label="Name"
          hint="Its heading on your site, like Talks, Awards or Open source"
          value={values.name}
          maxLength={SECTION_LIMITS.name}
          error={errors.name}
          data-field="name"
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          label="Address"
          hint={
            section
              ? `Its page: /${address || section.address}. A new address moves the page: links to the old one stop working.`
              : address
                ? `Its page: /${address}`
                : 'The address of its page, like /talks: suggested from the name'
          }
          value={values.address}
          maxLength={SECTION_LIMITS.address}
          placeholder="talks"
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
          error={errors.address}
          data-field="address"
          onChange={(event) => {
            setAddressTyped(true)
            change('address', event.target.value)
          }}
        />
        <TextAreaField
          label="Intro"
          hint="A sentence or two under the heading (optional)"
          rows={3}
          value={values.intro}
          error={errors.intro}
          data-field="intro"
          onChange={(event) => change('intro', event.target.value)}
        />
        <IconChoice value={values.icon} onChange={(icon) => change('icon', icon)} />
        <LayoutChoice
          value={values.layout}
          onChange={(layout) => change('layout', layout)}
          note={
            values.layout === 'cards' && !hasImage
              ? 'Cards are led by an image: add the Image field below, or the cards show the title alone.'
              : undefined
          }
        />
        <FieldsEditor
          fields={values.fields}
          onChange={(fields) => change('fields', fields)}
          removed={removed}
          problem={errors.fields}
        />
        <ResumeListChoice
          value={values.resumeList}
          onChange={(list) => change('resumeList', list)}
        />
      </div>
      <div className="admin-drawer-actions">
        {section && (
          <DeleteButton
            itemName={`the section “${section.name}”`}
            label="Delete section"
            consequence={
              stored.length > 0
                ? `It goes to the trash with its ${itemCount(stored.length)}, where you can put them back together.`
                : undefined
            }
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(section._id, {
                onSuccess: () => {
                  onDone()
                  onDeleted?.()
                },
              })
            }
          />
        )}
        <SubmitButton
          pending={pending}
          label={section ? 'Save section' : 'Add section'}
          busy="Saving…"
        />
      </div>
    </form>
  )
}
