import { DEFAULT_SITE_LANGUAGES, languageName, type SiteLanguages } from '@contract/languages.ts'
import type { Post } from '@contract/post.ts'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useSiteSettings } from '@/features/admin/shared/api/get-site-settings.ts'

/** The site's languages as the dashboard last read them; the default alone until then. */
export function useSiteLanguages(): SiteLanguages {
  return useSiteSettings().data?.settings.languages ?? DEFAULT_SITE_LANGUAGES
}

/** Every language the site offers, the default first. */
export const offeredLanguages = (languages: SiteLanguages) => [
  languages.default,
  ...languages.additional,
]

/**
 * A post's language and its translations, on the editor's side: shown once the site has another
 * language. The language is saved with the post; "Translate" makes a draft in another language
 * from this post's words, linked to it, and opens it.
 */
export function PostLanguagePanel({
  post,
  language,
  onLanguage,
  onTranslate,
  translating,
}: {
  post: Post | undefined
  /** The language chosen (the post's, or the one a new post will be saved in). */
  language: string
  onLanguage: (language: string) => void
  onTranslate: (language: string) => void
  translating: boolean
}) {
  const languages = useSiteLanguages()
  const ids = { language: useId(), into: useId(), heading: useId() }
  const offered = offeredLanguages(languages)
  const translations = post?.translations ?? []
  const held = new Set([language, ...translations.map((other) => other.language)])
  const open = offered.filter((tag) => !held.has(tag))
  const [into, setInto] = useState('')
  const target = open.includes(into) ? into : (open[0] ?? '')
  if (languages.additional.length === 0 && language === languages.default) return null
  const choices = offered.includes(language) ? offered : [...offered, language]
  return (
    <section className="card post-languages" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="post-languages-title">
        Language
      </h2>
      <div className="admin-field">
        <label htmlFor={ids.language}>Written in</label>
        <select
          id={ids.language}
          className="field"
          value={language}
          onChange={(event) => onLanguage(event.target.value)}
        >
          {choices.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {languageName(tag)}
              {tag === languages.default ? ' (default)' : ''}
              {offered.includes(tag) ? '' : ' (turned off)'}
            </option>
          ))}
        </select>
      </div>
      {post && (
        <>
          {translations.length > 0 ? (
            <ul className="post-translations" aria-label="Translations">
              {translations.map((other) => (
                <li key={other._id}>
                  <Link
                    to={`/dashboard/posts/${other._id}`}
                    className="admin-link"
                    lang={other.language}
                  >
                    {languageName(other.language)}
                  </Link>{' '}
                  <span className="text-sm text-muted">
                    {other.published ? 'Published' : 'Not published'}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-hint">Not translated yet.</p>
          )}
          {open.length > 0 && (
            <div className="post-translate">
              <div className="admin-field">
                <label htmlFor={ids.into}>Translate into</label>
                <select
                  id={ids.into}
                  className="field"
                  value={target}
                  onChange={(event) => setInto(event.target.value)}
                >
                  {open.map((tag) => (
                    <option key={tag} value={tag} lang={tag}>
                      {languageName(tag)}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="admin-button"
                disabled={translating || !target}
                onClick={() => onTranslate(target)}
              >
                Translate this post
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
