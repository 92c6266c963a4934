import { useEffect, useId, useState, type FormEvent } from 'react'
import { languageName, textDirection } from '@contract/languages.ts'
import { LIMITS } from '@contract/limits.ts'
import { translatableKind, type RecordTranslations } from '@contract/translations.ts'
import { markdownImageUpload } from '../api/markdown-images.ts'
import { useRecordTranslations, useSaveTranslations } from '../api/translations-api.ts'
import { MarkdownField, type ImageUpload } from '../forms/markdown-field.tsx'
import { QueryState } from './query-state.tsx'
import { SubmitButton } from './submit-button.tsx'

type Field = RecordTranslations['languages'][number]['fields'][number]
/** What the owner has typed, by language and field. */
type Drafts = Record<string, Record<string, string>>

const storedDrafts = (data: RecordTranslations): Drafts =>
  Object.fromEntries(
    data.languages.map((language) => [
      language.language,
      Object.fromEntries(language.fields.map((field) => [field.field, field.text ?? ''])),
    ]),
  )

/**
 * The fields in order, the texts of one entry of a list (an outcome figure, a gallery image, a
 * section's field) together under its name.
 */
function groups(fields: readonly Field[]): { name?: string; fields: Field[] }[] {
  const grouped: { name?: string; fields: Field[] }[] = []
  for (const field of fields) {
    const last = grouped.at(-1)
    const name = field.entry?.name
    if (last && name !== undefined && last.name === name) last.fields.push(field)
    else grouped.push({ ...(name === undefined ? {} : { name }), fields: [field] })
  }
  return grouped
}

/** One field: the default language's text above, its translation below, and a way to start from it. */
function TranslationField({
  field,
  language,
  defaultLanguage,
  value,
  onChange,
  upload,
}: {
  field: Field
  language: string
  defaultLanguage: string
  value: string
  onChange: (text: string) => void
  /** Where images pasted or dropped into a Markdown text go (its kind's Markdown takes images). */
  upload?: ImageUpload
}) {
  const id = useId()
  const defaultName = languageName(defaultLanguage)
  const long = field.maxLength > LIMITS.shortText
  const defaultText = (
    <>
      <span>
        {defaultName}
        {value === '' && field.defaultText !== '' && ' (shown until translated)'}:{' '}
      </span>
      {field.defaultText === '' ? (
        <span>(empty)</span>
      ) : (
        <span
          lang={defaultLanguage}
          dir={textDirection(defaultLanguage)}
          className={
            field.markdown
              ? 'translation-default-markdown whitespace-pre-line break-words'
              : 'whitespace-pre-line break-words'
          }
          // A whole case study scrolls in a box of its own: by keyboard too.
          tabIndex={field.markdown ? 0 : undefined}
        >
          {field.defaultText}
        </span>
      )}
    </>
  )
  const copy = (
    <button
      type="button"
      className="admin-button self-start"
      disabled={field.defaultText === '' || value === field.defaultText}
      onClick={() => onChange(field.defaultText)}
    >
      Copy the {defaultName} text<span className="sr-only"> into {field.label}</span>
    </button>
  )
  if (field.markdown) {
    // The default language's editor: formatting, a live preview and, where the kind's Markdown
    // takes images, uploads; the default text shows under the label.
    return (
      <div className="flex flex-col gap-2">
        <MarkdownField
          label={field.entry?.label ?? field.label}
          hint={defaultText}
          value={value}
          onChange={onChange}
          error={undefined}
          upload={upload}
          maxLength={field.maxLength}
          lang={language}
          dir={textDirection(language)}
        />
        {copy}
      </div>
    )
  }
  const common = {
    id,
    className: 'field',
    value,
    maxLength: field.maxLength,
    lang: language,
    dir: textDirection(language),
    'aria-describedby': field.list ? `${id}-default ${id}-list` : `${id}-default`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className="admin-field">
      {/* In an entry's group the legend says which entry: the label names the text only. */}
      <label htmlFor={id}>{field.entry?.label ?? field.label}</label>
      <div id={`${id}-default`} className="admin-hint">
        {defaultText}
      </div>
      {field.list && (
        <p id={`${id}-list`} className="admin-hint">
          Separate them with commas.
        </p>
      )}
      {long && !field.list ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {copy}
    </div>
  )
}

/**
 * A record's texts in the site's additional languages, each field beside the default language's
 * text, one language at a time (a switch when there are several). A text left empty shows the
 * default language's on the site. Saving writes the language shown (one revision: Undo).
 */
export function TranslationsForm({
  type,
  id,
  onDone,
  onDirtyChange,
}: {
  type: string
  id: string
  onDone: () => void
  onDirtyChange: (dirty: boolean) => void
}) {
  const query = useRecordTranslations(type, id)
  // The kind's own image upload, kept with this record (contract/text-fields.ts).
  const images = translatableKind(type)?.texts.markdownImages
  const upload = images && markdownImageUpload(images, id)
  const save = useSaveTranslations(type, id)
  const [language, setLanguage] = useState<string>()
  // Nothing typed yet: what is stored.
  const [typed, setTyped] = useState<Drafts>()
  const stored = query.data && storedDrafts(query.data)
  const drafts = typed ?? stored ?? {}

  const dirty =
    stored !== undefined &&
    Object.entries(drafts).some(([tag, fields]) =>
      Object.entries(fields).some(([field, text]) => (stored[tag]?.[field] ?? '') !== text),
    )
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  return (
    <QueryState query={query} loadingLabel="Loading translations" shape="form">
      {(data) => {
        const shown =
          data.languages.find((candidate) => candidate.language === language) ?? data.languages[0]
        if (!shown) {
          return (
            <p className="admin-hint">
              Your site has one language. Add another in Site settings to translate these texts.
            </p>
          )
        }
        const texts = drafts[shown.language] ?? {}
        const onSubmit = (event: FormEvent) => {
          event.preventDefault()
          const changed = Object.fromEntries(
            Object.entries(texts).filter(
              ([field, text]) => (stored?.[shown.language]?.[field] ?? '') !== text,
            ),
          )
          if (Object.keys(changed).length === 0) return onDone()
          save.mutate(
            { language: shown.language, texts: changed },
            {
              onSuccess: () => {
                onDirtyChange(false)
                onDone()
              },
            },
          )
        }
        return (
          <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
            <div className="admin-drawer-fields">
              <p className="admin-hint">
                Write these texts in another language. A text left empty shows the{' '}
                {languageName(data.defaultLanguage)} text on your site.
              </p>
              {data.languages.length > 1 && (
                <div
                  role="group"
                  aria-label="Language"
                  className="markdown-modes shrink-0 self-start"
                >
                  {data.languages.map((candidate) => (
                    <button
                      key={candidate.language}
                      type="button"
                      className="markdown-mode"
                      aria-pressed={candidate.language === shown.language}
                      onClick={() => setLanguage(candidate.language)}
                    >
                      <bdi lang={candidate.language}>{candidate.name}</bdi>
                      {candidate.missing > 0 && ` (${candidate.missing} missing)`}
                    </button>
                  ))}
                </div>
              )}
              <p className="admin-hint" role="status">
                {shown.missing === 0
                  ? `Every text is translated into ${shown.name}.`
                  : `${shown.missing} ${shown.missing === 1 ? 'text' : 'texts'} not yet translated into ${shown.name}.`}
              </p>
              {groups(shown.fields).map((group) => {
                const fields = group.fields.map((field) => (
                  <TranslationField
                    key={`${shown.language}-${field.field}`}
                    field={field}
                    language={shown.language}
                    defaultLanguage={data.defaultLanguage}
                    value={texts[field.field] ?? ''}
                    upload={upload}
                    onChange={(text) =>
                      setTyped({
                        ...drafts,
                        [shown.language]: { ...drafts[shown.language], [field.field]: text },
                      })
                    }
                  />
                ))
                // A field of its own is a group of one.
                return group.name === undefined ? (
                  fields[0]
                ) : (
                  <fieldset key={`${shown.language}-${group.name}`} className="admin-fieldset">
                    <legend>{group.name}</legend>
                    {fields}
                  </fieldset>
                )
              })}
            </div>
            <div className="admin-drawer-actions">
              <SubmitButton pending={save.isPending} label={`Save ${shown.name}`} busy="Saving…" />
            </div>
          </form>
        )
      }}
    </QueryState>
  )
}
