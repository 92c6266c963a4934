import type { SiteLanguages } from '@contract/languages.ts'
import {
  entryField,
  entryKey,
  entryTextPath,
  listItems,
  translatableKind,
  type TextLanguages,
  type TranslatableKind,
} from '@contract/translations.ts'
import { entriesOf, textAt, withTextAt } from './translatable-records.ts'
import type { TranslationsRepository } from './translations-repository.ts'

/** A record read in a language: which language each translatable text it shows is in. */
export type Translated<R> = R & { textLanguages?: TextLanguages }

interface TranslateOptions<R> {
  /** The kind of record, as history names it (contract/translations.ts). */
  type: string
  /** The language asked for. */
  language: string
  /** The site's languages (site settings). */
  languages: SiteLanguages
  /** The record's id; by default its `_id`. */
  idOf?: (record: R) => number
}

const wireId = (record: unknown) => Number((record as { _id?: unknown })._id)

/** Whether `language` has texts of its own: one of the site's additional languages. */
const isTranslated = (languages: SiteLanguages, language: string) =>
  language !== languages.default && languages.additional.includes(language)

/**
 * Records as public pages read them (the same wire shapes), in `language`: each translatable text
 * that has a translation in it is replaced (a Markdown field's HTML too), and `textLanguages` says
 * for each translatable text the record shows which language it is in, so a page can mark a text
 * left in the default language with its own `lang`. In the default language, or one the site does
 * not offer (turned off: its translations are kept, hidden), the records come back untouched.
 */
export async function translateRecords<R extends object>(
  translations: TranslationsRepository,
  options: TranslateOptions<R>,
  records: readonly R[],
): Promise<Translated<R>[]> {
  const kind = translatableKind(options.type)
  if (!kind || !isTranslated(options.languages, options.language) || records.length === 0) {
    return [...records]
  }
  const idOf = options.idOf ?? wireId
  const rows = await translations.of(kind.type, records.map(idOf), options.language)
  const byRecord = new Map<number, Map<string, { text: string; html: string | null }>>()
  for (const row of rows) {
    if (row.text === '') continue
    const fields = byRecord.get(row.record_id) ?? new Map()
    fields.set(row.field, row)
    byRecord.set(row.record_id, fields)
  }
  return records.map((record) => {
    const own = byRecord.get(idOf(record))
    let translated: R = record
    const textLanguages: Record<string, string> = {}
    for (const field of kind.fields) {
      // Only texts the record shows (an item shows only its section's fields), and a sub-field
      // (a link's label) only where it has a text: a link without one is called by its field.
      const shown = textAt(record, field.wire)
      if (shown === undefined || (field.within !== undefined && shown === '')) continue
      const translation = own?.get(field.field)
      textLanguages[field.field] = translation ? options.language : options.languages.default
      if (!translation) continue
      const value = field.list ? listItems(translation.text) : translation.text
      translated = withTextAt(translated, field.wire, value)
      if (field.markdown && translation.html !== null && 'html' in translated) {
        translated = { ...translated, html: translation.html }
      }
    }
    translated = withEntries(kind, translated, own, textLanguages, options)
    return { ...translated, textLanguages }
  })
}

/**
 * The record's lists of objects with each entry's translated texts (found by the entry's stable
 * key), each text's language in `textLanguages` by the entry's place in the list as answered.
 */
function withEntries<R>(
  kind: TranslatableKind,
  record: R,
  own: Map<string, { text: string }> | undefined,
  textLanguages: Record<string, string>,
  options: { language: string; languages: SiteLanguages },
): R {
  let translated = record
  for (const list of kind.entries) {
    const entries = entriesOf(record, list.list)
    if (entries.length === 0) continue
    const shown = entries.map((entry, index) => {
      const key = entryKey(list, entry)
      let copy = entry
      for (const field of list.fields) {
        if (typeof entry[field.field] !== 'string') continue
        const translation = own?.get(entryField(list.list, key, field.field))
        textLanguages[entryTextPath(list.list, index, field.field)] = translation
          ? options.language
          : options.languages.default
        if (translation) copy = { ...copy, [field.field]: translation.text }
      }
      return copy
    })
    translated = { ...translated, [list.list]: shown }
  }
  return translated
}

/** One record in a language (see translateRecords); undefined stays undefined. */
export async function translateRecord<R extends object>(
  translations: TranslationsRepository,
  options: TranslateOptions<R>,
  record: R | undefined,
): Promise<Translated<R> | undefined> {
  if (!record) return undefined
  const [translated] = await translateRecords(translations, options, [record])
  return translated
}
