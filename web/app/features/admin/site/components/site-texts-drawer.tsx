import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { languageName, textDirection } from '@contract/languages.ts'
import type { SiteText } from '@contract/site-texts.ts'
import { Drawer } from '@/features/admin/shared/components/drawer.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { SubmitButton } from '@/features/admin/shared/components/submit-button.tsx'
import { useSaveSiteTexts, useSiteTexts } from '@/features/admin/shared/api/site-texts-api.ts'

/**
 * "Site texts": the public site's fixed texts (buttons, titles, messages) in one of the site's
 * languages, each under its English text, with the text Vitrine ships and the owner's own. The
 * owner's wins; an empty one shows the shipped text again. In a drawer outside the settings form
 * (a form cannot hold another).
 */
export function SiteTextsDrawer({
  languages,
  language,
  onClose,
}: {
  /** The site's languages, the default first. */
  languages: string[]
  /** The language to open on; null: closed. */
  language: string | null
  onClose: () => void
}) {
  const [dirty, setDirty] = useState(false)
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])
  const close = () => {
    setDirty(false)
    onClose()
  }
  return createPortal(
    <Drawer open={language !== null} title="Site texts" dirty={dirty} onClose={close}>
      {language !== null && (
        <SiteTextsForm
          languages={languages}
          first={language}
          onDone={close}
          onDirtyChange={onDirtyChange}
        />
      )}
    </Drawer>,
    document.body,
  )
}

function SiteTextsForm({
  languages,
  first,
  onDone,
  onDirtyChange,
}: {
  languages: string[]
  first: string
  onDone: () => void
  onDirtyChange: (dirty: boolean) => void
}) {
  const [language, setLanguage] = useState(first)
  const query = useSiteTexts(language)
  const save = useSaveSiteTexts()
  const searchId = useId()
  const [search, setSearch] = useState('')
  // What the owner typed, by language then key; untouched texts are what is stored.
  const [typed, setTyped] = useState<Record<string, Record<string, string>>>({})
  const stored = (text: SiteText) => text.override ?? ''
  const valueOf = (text: SiteText) => typed[language]?.[text.key] ?? stored(text)
  const changed = query.data
    ? query.data.texts.filter((text) => valueOf(text) !== stored(text))
    : []
  const dirty =
    Object.values(typed).some((texts) => Object.keys(texts).length > 0) && changed.length > 0
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const setText = (key: string, value: string) =>
    setTyped((now) => ({ ...now, [language]: { ...now[language], [key]: value } }))

  return (
    <div className="site-texts-form">
      <div className="admin-drawer-fields site-texts-head">
        <p className="admin-hint">
          Your own words for the site&apos;s buttons, titles and messages. Each one wins over the
          text Vitrine ships; a language Vitrine ships no texts in shows English until you write
          them. Leave a text empty to show the shipped one.
        </p>
        {languages.length > 1 && (
          <div role="group" aria-label="Language" className="markdown-modes shrink-0 self-start">
            {languages.map((tag) => (
              <button
                key={tag}
                type="button"
                className="markdown-mode"
                aria-pressed={tag === language}
                onClick={() => setLanguage(tag)}
              >
                <bdi lang={tag}>{languageName(tag)}</bdi>
              </button>
            ))}
          </div>
        )}
        <div className="admin-field">
          <label htmlFor={searchId}>Search the texts</label>
          <input
            id={searchId}
            type="search"
            className="field"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="A word of the text, in any language shown"
          />
        </div>
      </div>
      <QueryState query={query} loadingLabel="Loading the site texts" shape="form">
        {(data) => {
          const words = search.trim().toLowerCase()
          const shown = data.texts.filter(
            (text) =>
              !words ||
              [text.english, text.shipped ?? '', valueOf(text)].some((value) =>
                value.toLowerCase().includes(words),
              ),
          )
          const onSubmit = (event: FormEvent) => {
            event.preventDefault()
            if (changed.length === 0) return onDone()
            save.mutate(
              {
                language,
                texts: Object.fromEntries(changed.map((text) => [text.key, valueOf(text)])),
              },
              {
                onSuccess: () => {
                  setTyped((now) => ({ ...now, [language]: {} }))
                  onDirtyChange(false)
                  onDone()
                },
              },
            )
          }
          return (
            <form onSubmit={onSubmit} className="admin-form admin-drawer-form" noValidate>
              <div className="admin-drawer-fields">
                <p className="admin-hint" role="status">
                  {shown.length === data.texts.length
                    ? `${data.texts.length} texts, ${data.texts.filter((text) => text.override !== null).length} of them your own`
                    : `${shown.length} of ${data.texts.length} texts match`}
                </p>
                <ul className="site-texts-list" aria-label={`Site texts in ${data.name}`}>
                  {shown.map((text) => (
                    <li key={`${language}-${text.key}`}>
                      <SiteTextField
                        text={text}
                        language={language}
                        name={data.name}
                        value={valueOf(text)}
                        onChange={(value) => setText(text.key, value)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
              <div className="admin-drawer-actions">
                <SubmitButton
                  pending={save.isPending}
                  label={`Save the texts in ${data.name}`}
                  busy="Saving…"
                />
              </div>
            </form>
          )
        }}
      </QueryState>
    </div>
  )
}

/** One text: its English as the label, the shipped text as the hint, the owner's in the field. */
function SiteTextField({
  text,
  language,
  name,
  value,
  onChange,
}: {
  text: SiteText
  language: string
  name: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const english = language.split('-')[0] === 'en'
  const shown = text.shipped ?? text.english
  return (
    <div className="admin-field">
      <label htmlFor={id} lang="en">
        {text.english}
      </label>
      <p id={`${id}-hint`} className="admin-hint">
        {english ? (
          'Vitrine’s text is the label above.'
        ) : text.shipped !== null ? (
          <>
            Vitrine’s {name}:{' '}
            <span lang={language} dir={textDirection(language)}>
              {text.shipped}
            </span>
          </>
        ) : (
          `Vitrine ships no ${name} text: visitors read the English.`
        )}
      </p>
      <input
        id={id}
        type="text"
        className="field"
        value={value}
        lang={language}
        dir={textDirection(language)}
        placeholder={shown}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="admin-button self-start"
          aria-label={`Reset to default: ${text.english}`}
          onClick={() => onChange('')}
        >
          Reset to default
        </button>
      )}
    </div>
  )
}
