import { IntlMessageFormat } from 'intl-messageformat'
import { CONTENT_TYPES, type ContentTypeKey } from '../content-types.ts'
import { MONTH } from '../dates.ts'
import { onFirstUse } from '../first-use.ts'
import { textDirection } from '../languages.ts'
import { itemDateText } from '../section-dates.ts'
import type { ItemValues } from '../section.ts'
import { ar } from './ar.ts'
import { de } from './de.ts'
import { en, type Catalogue, type MessageKey } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { ptBR } from './pt-BR.ts'

/** English with the content types' names, as the other catalogues have them. */
const english: Catalogue = {
  ...en,
  ...(Object.fromEntries(
    Object.values(CONTENT_TYPES).map((type) => [`type.${type.key}`, type.title]),
  ) as Record<`type.${ContentTypeKey}`, string>),
}

/** Every fixed text in English, by key: the list the owner's site texts are chosen from. */
export const ENGLISH_TEXTS: Readonly<Catalogue> = english

/** The catalogues shipped with Vitrine, by language tag (docs/languages.md: adding one). */
export const CATALOGUES: Readonly<Record<string, Partial<Catalogue>>> = {
  en: english,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ar,
}

/**
 * The shipped catalogue a language reads: its own (`pt-BR`), else its primary language's
 * (`de-AT` reads `de`), else one of the same primary language (`pt` reads `pt-BR`); undefined
 * when none is shipped, and the page reads English.
 */
export function catalogueLanguage(tag: string): string | undefined {
  if (CATALOGUES[tag]) return tag
  const primary = tag.split('-')[0]!.toLowerCase()
  if (CATALOGUES[primary]) return primary
  return Object.keys(CATALOGUES).find((shipped) => shipped.split('-')[0] === primary)
}

/** Whether Vitrine ships the fixed texts in this language (the dashboard's list marks them). */
export function hasCatalogue(tag: string): boolean {
  return catalogueLanguage(tag) !== undefined
}

type MessageValues = Record<string, string | number | Date>

/** The fixed texts, dates and numbers of one page, in its language. */
export interface Translator {
  /** The page's language tag (the html element's lang). */
  lang: string
  dir: 'ltr' | 'rtl'
  /** A fixed text with its values; a text missing from the language's catalogue is English. */
  t: (key: MessageKey, values?: MessageValues) => string
  /** A fixed text whose values are anything (React elements): its parts, in order. */
  parts: <T>(key: MessageKey, values: Record<string, T | string>) => (T | string)[]
  /** A content type's name ("Projects", "Projekte"). */
  typeName: (key: ContentTypeKey) => string
  /** A number as the language writes it. */
  number: (value: number) => string
  /** "23 November 2026", "23. November 2026", "23 نوفمبر 2026" (UTC, as every public date). */
  date: (when: Date | string) => string
  /** A custom section item's date or period (contract/section-dates.ts). */
  itemDate: (date: NonNullable<ItemValues['date']>) => { text: string; dateTime: string }
}

/**
 * The Intl locale of a page's dates: English ones keep the site's British day-month-year
 * ("23 November 2026", contract/dates.ts) whatever the English variant.
 */
const dateLocale = (language: string) => (language.split('-')[0] === 'en' ? 'en-GB' : language)

/**
 * The owner's own words for some fixed texts in one language (site texts: the dashboard's "Site
 * texts", stored with the site settings): they win over the shipped catalogue.
 */
export type SiteTextOverrides = Readonly<Partial<Record<keyof Catalogue, string>>>

// Compiled messages, by language and key: a message is parsed once per process.
const compiled = new Map<string, IntlMessageFormat>()
// The owner's messages, by language and text: another text is another entry, so a bound keeps
// a site whose owner edits often from growing it without end.
const compiledOverrides = new Map<string, IntlMessageFormat>()
const MAX_COMPILED_OVERRIDES = 2000

function messageFormat(
  language: string,
  catalogueTag: string,
  key: keyof Catalogue,
  overrides?: SiteTextOverrides,
) {
  const override = overrides?.[key]
  if (override !== undefined) {
    const cacheKey = `${language}\u0000${key}\u0000${override}`
    let format = compiledOverrides.get(cacheKey)
    if (!format) {
      try {
        format = new IntlMessageFormat(override, language)
      } catch {
        // Checked when saved; one that no longer parses (an older version's) reads the catalogue.
        return messageFormat(language, catalogueTag, key)
      }
      if (compiledOverrides.size >= MAX_COMPILED_OVERRIDES) compiledOverrides.clear()
      compiledOverrides.set(cacheKey, format)
    }
    return format
  }
  const own = CATALOGUES[catalogueTag]?.[key]
  const source = own ?? english[key]
  const locale = own === undefined ? 'en' : language
  const cacheKey = `${locale}\u0000${key}`
  let format = compiled.get(cacheKey)
  if (!format) {
    format = new IntlMessageFormat(source, locale)
    compiled.set(cacheKey, format)
  }
  return format
}

const translators = new Map<string, Translator>()

/**
 * The translator of a page in `language` (a canonical BCP 47 tag): every fixed text from the
 * owner's overrides, else the language's catalogue, else English. One per language and set of
 * overrides, kept: it holds no state of a request, so a page in another language is only another
 * argument.
 */
export function translator(language: string, overrides?: SiteTextOverrides): Translator {
  const own = overrides && Object.keys(overrides).length > 0 ? overrides : undefined
  const id = own ? `${language}\u0000${JSON.stringify(own)}` : language
  const known = translators.get(id)
  if (known) return known
  // Overrides change with the owner's edits: the oldest sets go rather than pile up.
  if (translators.size >= 200) translators.clear()
  const catalogueTag = catalogueLanguage(language) ?? 'en'
  const numbers = onFirstUse(() => new Intl.NumberFormat(language))
  const days = onFirstUse(
    () =>
      new Intl.DateTimeFormat(dateLocale(language), {
        day: 'numeric',
        month: MONTH,
        year: 'numeric',
        timeZone: 'UTC',
      }),
  )
  const made: Translator = {
    lang: language,
    dir: textDirection(language),
    t: (key, values) => String(messageFormat(language, catalogueTag, key, own).format(values)),
    parts: <T>(key: MessageKey, values: Record<string, T | string>) => {
      const formatted = messageFormat(language, catalogueTag, key, own).format<T>(values)
      return Array.isArray(formatted) ? formatted : [formatted as T | string]
    },
    typeName: (key) => String(messageFormat(language, catalogueTag, `type.${key}`, own).format()),
    number: (value) => numbers().format(value),
    date: (when) => days().format(new Date(when)),
    itemDate: (date) => itemDateText(date, dateLocale(language), made.t('date.present')),
  }
  translators.set(id, made)
  return made
}
