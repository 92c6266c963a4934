import type { ReactNode } from 'react'
import { translatableKind } from '@contract/translations.ts'
import type { Identified } from '../api/list-cache.ts'
import { useSiteData } from '@/lib/site/site-data.ts'
import { useTranslationSummary } from '../api/translations-api.ts'

/**
 * What a list page shows of its records' translations, when its kind has texts written per
 * language and the site has additional languages: a line under the heading (how much of the page
 * is translated into each) and, on each row, what is left to translate.
 */
export function useListTranslations<T extends Identified>(type: string) {
  // The site's languages as the dashboard's root data has them (no request of its own).
  const languages = useSiteData()?.settings.languages?.additional ?? []
  const enabled = translatableKind(type) !== undefined && languages.length > 0
  const summary = useTranslationSummary(enabled)
  const perLanguage = (summary.data?.languages ?? []).map((language) => ({
    ...language,
    type: language.types.find((candidate) => candidate.type === type),
  }))

  const counted = perLanguage.filter((language) => language.type)
  const pageNote: ReactNode =
    enabled && counted.length > 0 ? (
      <p className="admin-hint">
        Translated:{' '}
        {counted.map((language, index) => (
          <span key={language.language}>
            {index > 0 && ' · '}
            <bdi lang={language.language}>{language.name}</bdi> {language.type!.translated} of{' '}
            {language.type!.translatable}
          </span>
        ))}
        . Use Translate in a row’s menu.
      </p>
    ) : null

  const rowNote = (item: T): ReactNode => {
    if (!enabled) return null
    const missing = perLanguage.flatMap((language) => {
      const count = language.type?.missing[item._id] ?? 0
      return count > 0 ? [{ name: language.name, tag: language.language, count }] : []
    })
    if (missing.length === 0) return null
    return (
      <span>
        To translate:{' '}
        {missing.map((language, index) => (
          <span key={language.tag}>
            {index > 0 && ', '}
            {language.count} in <bdi lang={language.tag}>{language.name}</bdi>
          </span>
        ))}
      </span>
    )
  }

  return { enabled, pageNote, rowNote }
}
