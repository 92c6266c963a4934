import { Fragment, useState, type FormEvent, type ReactNode } from 'react'
import { SECTION_LIMITS } from '@contract/limits.ts'
import type { FieldKind, Section, SectionItem } from '@contract/section.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import { ImageField, useImageChoice } from '@/features/admin/shared/components/image-field.tsx'
import { SubmitButton } from '@/features/admin/shared/components/submit-button.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { ErrorSummary, type FormProblem } from '@/features/admin/shared/forms/error-summary.tsx'
import { MarkdownField } from '@/features/admin/shared/forms/markdown-field.tsx'
import { useDirtyReport } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { useCreateItem, useUpdateItem } from '../api/section-items-api.ts'
import {
  checkItem,
  formValuesOf,
  inputOf,
  itemFieldOfProblem,
  type ItemErrorKey,
  type ItemErrors,
  type ItemFormValues,
} from '../item-values.ts'
import { fieldName } from '../section-words.ts'
import { LinkField, PeriodField, TagsField } from './item-fields.tsx'

const same = (a: ItemFormValues, b: ItemFormValues) => JSON.stringify(a) === JSON.stringify(b)

/** Problems in the order of the form's fields. */
const ERROR_ORDER: ItemErrorKey[] = [
  'title',
  'subtitle',
  'place',
  'start',
  'end',
  'link',
  'link2',
  'tags',
  'text',
]
/**
 * An item of a custom section, its form drawn from the section's stored definition: the
 * section's fields in its order, each under the owner's label (a title, lines, a date or period,
 * links with their text, tags, Markdown-lite text, an image through the one image field with its
 * upload progress). Problems show beside their field and in a summary at the top, the server's
 * in its own words.
 */
export function ItemForm({
  section,
  item,
  onDone,
  onDirtyChange,
}: {
  section: Section
  /** The saved item; none for a new one. */
  item?: SectionItem
  onDone: () => void
  onDirtyChange: (dirty: boolean) => void
}) {
  const create = useCreateItem(section._id)
  const update = useUpdateItem(section._id)
  const [initial] = useState(() => formValuesOf(section, item))
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<ItemErrors>({})
  const [formProblem, setFormProblem] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const imageLabel = fieldName(section, 'image')
  const image = useImageChoice(imageLabel, false)
  const valuesChanged = !same(values, initial)
  useDirtyReport(valuesChanged || image.chosen, onDirtyChange)

  const change = (next: Partial<ItemFormValues>, cleared: ItemErrorKey[]) => {
    setValues((now) => ({ ...now, ...next }))
    if (cleared.some((key) => errors[key])) {
      setErrors((now) => ({
        ...now,
        ...Object.fromEntries(cleared.map((key) => [key, undefined])),
      }))
    }
  }

  const refused = (error: unknown) => {
    const message = errorMessage(error)
    const field = itemFieldOfProblem(section, message)
    if (field) setErrors((now) => ({ ...now, [field]: message }))
    else setFormProblem(message)
    setAttempt((count) => count + 1)
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    const found = checkItem(section, values)
    setErrors(found)
    setFormProblem(undefined)
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1)
      return
    }
    const write = {
      values: inputOf(section, values),
      image: image.choice.file,
      removeImage: image.choice.remove,
      onUploadProgress: image.setProgress,
    }
    image.setProgress(image.choice.file ? 0 : null)
    const after = {
      onSuccess: onDone,
      onError: refused,
      onSettled: () => image.setProgress(null),
    }
    if (item) update.mutate({ ...write, id: item._id, current: item, valuesChanged }, after)
    else create.mutate(write, after)
  }

  const problems: FormProblem[] = [
    ...ERROR_ORDER.flatMap((key) => {
      const message = errors[key]
      if (!message) return []
      const field = key === 'end' && values.endKind === 'date' ? 'end-date' : key
      return [{ field, message }]
    }),
    ...(formProblem ? [{ message: formProblem }] : []),
  ]
  // Each field of the section, in its order and under its label.
  const fieldsByKind: Record<FieldKind, (label: string) => ReactNode> = {
    title: (label) => (
      <TextField
        label={label}
        value={values.title}
        required
        maxLength={SECTION_LIMITS.line}
        error={errors.title}
        data-field="title"
        onChange={(event) => change({ title: event.target.value }, ['title'])}
      />
    ),
    subtitle: (label) => (
      <TextField
        label={label}
        value={values.subtitle}
        maxLength={SECTION_LIMITS.line}
        error={errors.subtitle}
        data-field="subtitle"
        onChange={(event) => change({ subtitle: event.target.value }, ['subtitle'])}
      />
    ),
    place: (label) => (
      <TextField
        label={label}
        value={values.place}
        maxLength={SECTION_LIMITS.line}
        error={errors.place}
        data-field="place"
        onChange={(event) => change({ place: event.target.value }, ['place'])}
      />
    ),
    date: (label) => (
      <PeriodField
        label={label}
        start={values.start}
        endKind={values.endKind}
        end={values.end}
        errors={{ start: errors.start, end: errors.end }}
        onChange={(next) => change(next, ['start', 'end'])}
      />
    ),
    link: (label) => (
      <LinkField
        label={label}
        value={values.link}
        error={errors.link}
        field="link"
        onChange={(link) => change({ link }, ['link'])}
      />
    ),
    link2: (label) => (
      <LinkField
        label={label}
        value={values.link2}
        error={errors.link2}
        field="link2"
        onChange={(link2) => change({ link2 }, ['link2'])}
      />
    ),
    tags: (label) => (
      <TagsField
        label={label}
        value={values.tags}
        error={errors.tags}
        onChange={(tags) => change({ tags }, ['tags'])}
      />
    ),
    text: (label) => (
      <MarkdownField
        label={label}
        value={values.text}
        error={errors.text}
        onChange={(text) => change({ text }, ['text'])}
      />
    ),
    image: (label) => (
      <ImageField
        label={label}
        value={image.choice}
        onChange={image.setChoice}
        progress={image.progress}
        currentUrl={item?.image}
        removable
      />
    ),
  }

  return (
    <form onSubmit={send} className="admin-form admin-drawer-form" noValidate>
      <div className="admin-drawer-fields">
        <ErrorSummary problems={problems} attempt={attempt} />
        {section.fields.map((field) => (
          <Fragment key={field.kind}>{fieldsByKind[field.kind](field.label)}</Fragment>
        ))}
      </div>
      <div className="admin-drawer-actions">
        <SubmitButton
          pending={create.isPending || update.isPending}
          label={item ? 'Save item' : 'Add item'}
          busy="Saving…"
        />
      </div>
    </form>
  )
}
