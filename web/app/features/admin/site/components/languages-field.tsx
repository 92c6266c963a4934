import { useId, useState } from 'react'
import { useController, type Control } from 'react-hook-form'
import {
  DEFAULT_SITE_LANGUAGES,
  LANGUAGE_NAMES,
  languageName,
  MAX_LANGUAGES,
} from '@contract/languages.ts'
import { hasCatalogue } from '@contract/messages/translator.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { TranslationSummary } from '@contract/translations.ts'
import { useTranslationSummary } from '@/features/admin/shared/api/translations-api.ts'
import { SiteTextsDrawer } from './site-texts-drawer.tsx'

type LanguageSummary = TranslationSummary['languages'][number]

/** "52 % translated, 31 texts missing": how much of the owner's content is in a language. */
function completenessText(summary: LanguageSummary): string {
  if (summary.translatable === 0) return 'Nothing to translate yet'
  const missing = summary.translatable - summary.translated
  const percent = Math.floor((summary.translated / summary.translatable) * 100)
  return missing === 0
    ? 'Everything translated'
    : `${percent} % translated, ${missing} ${missing === 1 ? 'text' : 'texts'} missing`
}

/** How the lists offer a language: its own name and tag, and whether the site's texts are in it. */
function optionText(tag: string): string {
  const named = `${languageName(tag)} (${tag})`
  return hasCatalogue(tag) ? `${named}, site texts translated` : named
}

/** A list's options: each language in its own name and language (`lang`, for screen readers). */
function LanguageOptions({ tags }: { tags: readonly string[] }) {
  return tags.map((tag) => (
    <option key={tag} value={tag} lang={tag}>
      {optionText(tag)}
    </option>
  ))
}

/** Every language the lists offer: the named ones, and any other the settings already hold. */
function offered(held: readonly string[]): string[] {
  return [...new Set([...Object.keys(LANGUAGE_NAMES), ...held])]
}

/**
 * The site's languages: the default one, which every public page is written in (the site's fixed
 * texts from contract/messages, English where a language has none), and additional ones, kept for
 * the translated addresses (/de/…) that come later. Each language is offered by its own name,
 * marked when Vitrine ships the site's texts in it; saved with the other settings (the server
 * checks them again: contract/languages.ts).
 */
export function LanguagesField({ control }: { control: Control<SiteSettings> }) {
  const id = useId()
  const { field } = useController({ control, name: 'languages' })
  const languages = field.value ?? DEFAULT_SITE_LANGUAGES
  const [adding, setAdding] = useState('')
  const set = (next: typeof languages) => field.onChange(next)
  const choices = offered([languages.default, ...languages.additional])
  const addable = choices.filter(
    (tag) => tag !== languages.default && !languages.additional.includes(tag),
  )
  const full = languages.additional.length >= MAX_LANGUAGES - 1
  const toAdd = addable.includes(adding) ? adding : (addable[0] ?? '')
  // How much of the content is translated, per language saved (GET /api/translations).
  const summary = useTranslationSummary(languages.additional.length > 0).data
  const summaryOf = (tag: string) => summary?.languages.find((entry) => entry.language === tag)
  const [textsOf, setTextsOf] = useState<string | null>(null)
  const siteLanguages = [languages.default, ...languages.additional]
  return (
    <fieldset className="admin-fieldset card" aria-describedby={`${id}-hint`}>
      <legend>Languages</legend>
      <p id={`${id}-hint`} className="admin-hint">
        Visitors read the site in its default language: its buttons, titles and messages, and its
        dates. Languages marked &ldquo;site texts translated&rdquo; have them written by Vitrine;
        the others show them in English.
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-default`}>Default language</label>
        <select
          id={`${id}-default`}
          className="field"
          value={languages.default}
          onChange={(event) =>
            set({
              default: event.target.value,
              // A language cannot be both: the new default leaves the additional ones.
              additional: languages.additional.filter((tag) => tag !== event.target.value),
            })
          }
          onBlur={field.onBlur}
        >
          <LanguageOptions tags={choices} />
        </select>
      </div>
      <div className="languages-texts">
        <button
          type="button"
          className="admin-button"
          onClick={() => setTextsOf(languages.default)}
        >
          Edit the site texts
        </button>
        <p className="admin-hint">
          Your own words for the site&apos;s buttons, titles and messages, in any of its languages.
        </p>
      </div>
      <SiteTextsDrawer
        languages={siteLanguages}
        language={textsOf}
        onClose={() => setTextsOf(null)}
      />
      <fieldset className="admin-fieldset" aria-describedby={`${id}-additional-hint`}>
        <legend>Additional languages</legend>
        <p id={`${id}-additional-hint`} className="admin-hint">
          Each one is a version of the whole site at its own address (/de/…), with your translations
          and a language switcher in the footer; up to {MAX_LANGUAGES - 1}. Removing one keeps its
          translations.
        </p>
        {languages.additional.length === 0 ? (
          <p className="admin-hint">None yet.</p>
        ) : (
          <ul className="languages-list">
            {languages.additional.map((tag) => (
              <li key={tag} className="languages-row">
                <span>
                  <span lang={tag}>{optionText(tag)}</span>
                  {summaryOf(tag) && (
                    <span className="admin-hint languages-figure">
                      {completenessText(summaryOf(tag)!)}
                      {summaryOf(tag)!.translated < summaryOf(tag)!.translatable &&
                        ': translate from each list’s row menu'}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="admin-button"
                  aria-label={`Site texts in ${languageName(tag)}`}
                  onClick={() => setTextsOf(tag)}
                >
                  Site texts
                </button>
                <button
                  type="button"
                  className="admin-button"
                  aria-label={`Remove ${languageName(tag)}`}
                  onClick={() =>
                    set({ ...languages, additional: languages.additional.filter((t) => t !== tag) })
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {!full && addable.length > 0 && (
          <div className="languages-add">
            <div className="admin-field">
              <label htmlFor={`${id}-add`}>Language to add</label>
              <select
                id={`${id}-add`}
                className="field"
                value={toAdd}
                onChange={(event) => setAdding(event.target.value)}
              >
                <LanguageOptions tags={addable} />
              </select>
            </div>
            <button
              type="button"
              className="admin-button"
              onClick={() => {
                if (!toAdd) return
                set({ ...languages, additional: [...languages.additional, toAdd] })
                setAdding('')
              }}
            >
              Add language
            </button>
          </div>
        )}
        {full && <p className="admin-hint">A site has at most {MAX_LANGUAGES} languages in all.</p>}
      </fieldset>
    </fieldset>
  )
}
