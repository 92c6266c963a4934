import { useMatches } from 'react-router'
import { addressIn, hasLanguageVersions, offeredLanguages } from '@contract/language-addresses.ts'
import { languageName } from '@contract/languages.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'
import {
  languageVersionsOf,
  resolvedVersions,
  type LanguageVersions,
} from '@/lib/site/language-versions.ts'
import type { PageLanguages } from '@/lib/site/site-data.ts'

/** One entry of the switcher: a language by its own name and where it leads. */
export interface LanguageLink {
  tag: string
  name: string
  href: string
  current: boolean
  /** Whether it is this page in that language (not that language's home or blog instead). */
  exists: boolean
}

/**
 * The same page in each language the site offers, the default one first; the home page of a
 * language where the page has no version of its own (a 404). A page at its own address in each
 * language (`versions`: a post and its translations) leads to those, else to `elsewhere`.
 */
export function languageLinks(
  languages: PageLanguages,
  pageExists: boolean,
  versions?: LanguageVersions,
): LanguageLink[] {
  const path = pageExists && hasLanguageVersions(languages.path) ? languages.path : '/'
  const own = versions && pageExists ? resolvedVersions(versions, languages.page) : undefined
  return offeredLanguages(languages).map((tag) => {
    const at = own
      ? (own.find((version) => version.language === tag)?.path ?? versions!.elsewhere)
      : path
    return {
      tag,
      name: languageName(tag),
      href: addressIn(at, tag, languages.default),
      current: tag === languages.page,
      exists: own ? own.some((version) => version.language === tag) : pageExists,
    }
  })
}

/**
 * The language switcher (footer): plain links, no script. Each language is named in its own
 * words and marked as such (`lang`, `hreflang`), so a screen reader says "Deutsch" in German;
 * the page's own language is the current one. Shown only when the site has more than one.
 */
export function LanguageSwitcher({ languages }: { languages: PageLanguages }) {
  const { t } = useTranslator()
  const matches = useMatches()
  const pageExists = !matches.some(
    (match) => (match.data as { notFound?: boolean } | undefined)?.notFound,
  )
  const versions = languageVersionsOf(matches)
  if (languages.additional.length === 0) return null
  return (
    <nav aria-labelledby="language-switcher-title">
      <h2 id="language-switcher-title" className="eyebrow">
        {t('footer.languages')}
      </h2>
      <ul className="language-switcher mt-4 flex flex-wrap gap-2">
        {languageLinks(languages, pageExists, versions).map((link) => (
          <li key={link.tag}>
            <a
              href={link.href}
              lang={link.tag}
              hrefLang={link.tag}
              aria-current={link.current ? 'page' : undefined}
              className="chip language-link"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
