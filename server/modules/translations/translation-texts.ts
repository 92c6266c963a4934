import type { FastifyInstance } from 'fastify'
import { languageName, type SiteLanguages } from '@contract/languages.ts'
import {
  entryListOf,
  listItems,
  listText,
  TRANSLATABLE_KINDS,
  TRANSLATION_MESSAGES,
  translatableKind,
  type RecordTranslations,
  type TranslatableKind,
  type TranslationSummary,
} from '@contract/translations.ts'
import type { TranslationRow } from '@/db/schema.ts'
import { AppError, errors } from '@/errors.ts'
import { historyType } from '../history/history-types.ts'
import { keepBodyImages } from '../media/body-images.ts'
import { translatableRecords, type TranslatableRecord } from './translatable-records.ts'
import type { TranslationChange } from './translations-repository.ts'

const key = (recordId: number, field: string, language: string) =>
  `${recordId}\u0000${field}\u0000${language}`

/** Translations by record, field and language, those with words only. */
function byKey(rows: readonly TranslationRow[]): Map<string, TranslationRow> {
  return new Map(
    rows
      .filter((row) => row.text !== '')
      .map((row) => [key(row.record_id, row.field, row.language), row]),
  )
}

/** The kind of record `type` names, or a 404 in words. */
export function kindOf(type: string): TranslatableKind {
  const kind = translatableKind(type)
  if (!kind) throw new AppError('not_found', 404, TRANSLATION_MESSAGES.unknownKind(type))
  return kind
}

/** One record of a kind, or a 404 in words. */
export async function recordOf(
  app: FastifyInstance,
  kind: TranslatableKind,
  id: string,
): Promise<TranslatableRecord> {
  const [record] = await translatableRecords(app.database.db, kind, [Number(id)])
  if (!record) throw errors.notFound(kind.noun, id)
  return record
}

/** One of the site's additional languages, or a 400 in words (the default is the record's own). */
export function additionalLanguage(languages: SiteLanguages, language: string): string {
  if (language === languages.default) {
    throw errors.badRequest(TRANSLATION_MESSAGES.isDefault(language))
  }
  if (!languages.additional.includes(language)) {
    throw errors.badRequest(TRANSLATION_MESSAGES.notAdditional(language))
  }
  return language
}

/** A record's texts in each of `languages`, beside the default language's. */
export async function recordTranslations(
  app: FastifyInstance,
  kind: TranslatableKind,
  record: TranslatableRecord,
  site: SiteLanguages,
  languages: readonly string[],
): Promise<RecordTranslations> {
  const stored = byKey(await app.repositories.translations.of(kind.type, [record.id]))
  return {
    type: kind.type,
    id: String(record.id),
    defaultLanguage: site.default,
    languages: languages.map((language) => {
      const fields = record.fields.map(({ field, defaultText }) => {
        const translation = stored.get(key(record.id, field.field, language))
        return {
          field: field.field,
          label: field.label,
          maxLength: field.maxLength,
          markdown: field.markdown,
          list: field.list !== undefined,
          ...(field.entry ? { entry: field.entry } : {}),
          defaultText,
          text: translation?.text ?? null,
          shownIn: translation ? language : site.default,
          updatedAt: translation?.updated_at ?? null,
        }
      })
      return {
        language,
        name: languageName(language),
        missing: fields.filter((field) => field.defaultText !== '' && field.text === null).length,
        fields,
      }
    }),
  }
}

/** "title", "title and role", "title, role and team". */
const listed = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/**
 * Checks one language's texts of one record: every problem at once, each naming its field in
 * words (a field that is shared, one the record does not have, a text over its field's limit).
 */
function checkTexts(
  kind: TranslatableKind,
  record: TranslatableRecord,
  texts: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = []
  for (const [name, text] of Object.entries(texts)) {
    const field = record.fields.find((candidate) => candidate.field.field === name)?.field
    if (!field) {
      const titleOf = (input: string) =>
        (kind.input.properties as Record<string, { title?: string } | undefined>)[input]?.title ??
        input
      const declared = kind.fields.find((candidate) => candidate.field === name)
      if (kind.texts.shared.includes(name)) {
        problems.push(TRANSLATION_MESSAGES.shared(titleOf(name)))
      } else if (declared && record.withoutText.includes(name)) {
        // An empty text there asks for nothing (none is shown there): words have nowhere to go.
        if (text.trim() !== '') problems.push(TRANSLATION_MESSAGES.noDefaultText(declared.label))
      } else if (declared) {
        problems.push(TRANSLATION_MESSAGES.notInSection(titleOf(declared.within ?? name)))
      } else {
        const list = entryListOf(kind, name)
        problems.push(
          list
            ? TRANSLATION_MESSAGES.noSuchEntry(list.noun)
            : TRANSLATION_MESSAGES.noSuchField(name),
        )
      }
      continue
    }
    if (field.list) {
      const items = listItems(text)
      if (items.length > field.list.maxItems) {
        problems.push(TRANSLATION_MESSAGES.tooManyItems(field.label, field.list.maxItems))
      }
      if (items.some((item) => [...item].length > field.list!.itemMaxLength)) {
        problems.push(TRANSLATION_MESSAGES.itemTooLong(field.label, field.list.itemMaxLength))
      }
    } else if ([...text].length > field.maxLength) {
      problems.push(TRANSLATION_MESSAGES.tooLong(field.label, field.maxLength))
    }
  }
  return problems
}

/**
 * Where a kind keeps the stored images its Markdown text shows (history's description of it:
 * a page's in `page_images`, a project's in `project_images`): a translation's images are kept
 * there too, exactly as the default language's, so the clean-up never takes one a translated
 * body shows and the trash, history and backups carry them with the record.
 */
function bodyImagesOf(kind: TranslatableKind) {
  const table = historyType(kind.type)?.bodyImages
  if (!table) throw new Error(`The kind ${kind.type} has a Markdown text but keeps no images`)
  return table
}

/**
 * Writes one language's texts of one record, all or nothing: a Markdown text is rendered once,
 * here, and the change is a revision of the record (history keeps every language's translations
 * with it, so undo and "Restore this version" cover them).
 */
export async function writeTranslations(
  app: FastifyInstance,
  kind: TranslatableKind,
  record: TranslatableRecord,
  language: string,
  texts: Readonly<Record<string, string>>,
): Promise<void> {
  const problems = checkTexts(kind, record, texts)
  if (problems.length > 0) throw errors.badRequest(`${problems.join('; ')}.`)
  const changes: TranslationChange[] = []
  // The stored images the Markdown texts show (a German case study's own pictures).
  const images: string[] = []
  for (const { field } of record.fields) {
    const sent = texts[field.field]
    if (sent === undefined) continue
    // Only spaces: no translation (the default language's text shows).
    const text =
      sent.trim() === ''
        ? ''
        : field.markdown
          ? sent.replace(/\r\n?/g, '\n')
          : field.list
            ? listText(listItems(sent))
            : sent
    const rendered = field.markdown && text !== '' ? await app.markdown.render(text) : undefined
    if (rendered) images.push(...rendered.images)
    changes.push({ field: field.field, text, html: rendered?.html ?? null })
  }
  if (changes.length === 0) return
  const labels = record.fields
    .filter(({ field }) => changes.some((change) => change.field === field.field))
    .map(({ field }) => field.label.toLowerCase())
  await app.database.db.transaction().execute(async (trx) => {
    await app.repositories.translations.write(trx, kind.type, record.id, language, changes)
    if (images.length > 0) await keepBodyImages(trx, bodyImagesOf(kind), record.id, images)
    await app.repositories.history.translated(
      trx,
      kind.type,
      record.row,
      `Changed the ${languageName(language)} ${listed(labels)}`,
    )
  })
}

/**
 * How much of the site is translated, per additional language: fields with a default text, and
 * how many of them have a translation, per kind and overall, with each record's missing count.
 */
export async function translationSummary(
  app: FastifyInstance,
  site: SiteLanguages,
): Promise<TranslationSummary> {
  const db = app.database.db
  const [kinds, stored] = await Promise.all([
    Promise.all(
      TRANSLATABLE_KINDS.map(async (kind) => ({
        kind,
        records: await translatableRecords(db, kind),
      })),
    ),
    app.repositories.translations.inLanguages(site.additional),
  ])
  const storedByType = new Map<string, Map<string, TranslationRow>>()
  for (const { kind } of kinds) {
    storedByType.set(kind.type, byKey(stored.filter((row) => row.type === kind.type)))
  }
  return {
    defaultLanguage: site.default,
    languages: site.additional.map((language) => {
      const types = kinds.map(({ kind, records }) => {
        const translations = storedByType.get(kind.type)!
        const missing: Record<string, number> = {}
        let translatable = 0
        let translated = 0
        for (const record of records) {
          for (const { field, defaultText } of record.fields) {
            if (defaultText === '') continue
            translatable += 1
            if (translations.has(key(record.id, field.field, language))) translated += 1
            else missing[String(record.id)] = (missing[String(record.id)] ?? 0) + 1
          }
        }
        return { type: kind.type, title: kind.title, translated, translatable, missing }
      })
      return {
        language,
        name: languageName(language),
        translated: types.reduce((sum, type) => sum + type.translated, 0),
        translatable: types.reduce((sum, type) => sum + type.translatable, 0),
        types,
      }
    }),
  }
}
