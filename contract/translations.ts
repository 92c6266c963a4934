import { Type, type Static, type TObject, type TSchema } from 'typebox'
import { Id } from './common.ts'
import { CONTENT_TYPE_LIST } from './content-types.ts'
import { HISTORY_TYPES } from './history.ts'
import { PAGE_TEXTS, PageInput } from './page.ts'
import { SECTION_ITEM_TEXTS, SECTION_TEXTS, SectionInput, SectionItemInput } from './section.ts'
import { SETTINGS_TEXTS, SiteSettings } from './site-settings.ts'
import type { EntryTexts, TextFields } from './text-fields.ts'
import { PROFILE_TEXTS, UserDetailsInput } from './user-details.ts'

/**
 * Translations of the owner's texts: every text a visitor reads (declared `translatable` beside
 * each kind of record: contract/content-types.ts, page.ts, section.ts, user-details.ts,
 * site-settings.ts) can be written in each of the site's additional languages. A field without a
 * translation shows the default language's text. Kept per kind, record, field and language
 * (server/modules/translations/README.md).
 */

/** One field a kind of record can have translated, as the dashboard and the checks read it. */
export interface TranslatableField {
  /** Its name in the record's input (what the owner's form writes). */
  field: string
  /** Its name for people (the input schema's title). */
  label: string
  /** The same limit as the field's own. */
  maxLength: number
  /** Markdown, rendered to HTML when saved (a case study, a page's body). */
  markdown: boolean
  /**
   * A list of short texts (a custom section's tags), translated as one text with the items
   * separated by commas, as the owner types them; each item keeps its own limit.
   */
  list?: { maxItems: number; itemMaxLength: number }
  /** Where its text is on the record as its API answers it. */
  wire: readonly string[]
  /** A text of one entry of a list: which entry, and the sub-field's own name. */
  entry?: { name: string; label: string }
  /**
   * A sub-field of a shared object (`link` for `link.label`): translated only where the record
   * has that object with a text there, and (an item) where its section has that field.
   */
  within?: string
}

/** A kind of record with texts written per language: its history name is its key. */
export interface TranslatableKind {
  /** The record's kind, as history names it (`project`, `userdetails`, `section-item`). */
  type: string
  title: string
  noun: string
  input: TObject
  texts: TextFields
  fields: readonly TranslatableField[]
  /**
   * An item of a custom section: only the fields its section has are translated (each kind's
   * translatability is the kind's, TRANSLATABLE_FIELD_KINDS).
   */
  bySectionFields: boolean
  /** Its lists of objects whose entries are translated entry by entry (TextFields' `entries`). */
  entries: readonly TranslatableEntryList[]
}

/**
 * A list of objects on a record (a project's outcome figures, its gallery, a custom section's
 * fields), each entry's texts translated apart. A translation is stored under
 * `entryField(list, key, sub-field)`, the entry's key being stable (`entryKey`): reordering the
 * list keeps each translation with its entry, and an entry removed takes its translation out of
 * sight (not onto another entry).
 */
export interface TranslatableEntryList {
  /** The list's name on the record as its API answers it (`outcomes`). */
  list: string
  noun: string
  key?: string
  /** Each entry's translatable sub-fields (`field` and `wire`: the sub-field's name). */
  fields: readonly TranslatableField[]
}

/** A short, stable text for `text` (cyrb53: 53 bits, in base 36). */
function shortHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * An entry's key: its key sub-field's value (a section field's kind as it is, a longer one such
 * as an image's address shortened), else its default-language texts shortened, so an entry
 * edited in the default language is a new entry to translate.
 */
export function entryKey(list: TranslatableEntryList, entry: Readonly<Record<string, unknown>>) {
  if (list.key !== undefined) {
    const own = text(entry[list.key])
    return /^[a-z0-9-]{1,16}$/.test(own) ? own : shortHash(own)
  }
  return shortHash(JSON.stringify(list.fields.map((field) => text(entry[field.field]))))
}

/** Where one entry's sub-field is translated: the field name its translation is stored under. */
export const entryField = (list: string, key: string, subField: string) =>
  `${list}.${key}.${subField}`

/**
 * Where a record read in a language says which language an entry's text is in (its
 * `textLanguages`): by the entry's place in the list as answered, which a page has in hand.
 */
export const entryTextPath = (list: string, index: number, subField: string) =>
  `${list}.${index}.${subField}`

/** Which entry it is, for people: "Outcome figure 2". */
export const entryName = (list: TranslatableEntryList, index: number) => `${list.noun} ${index + 1}`

/** An entry's sub-field for people: "Outcome figure 2: Figure label". */
export const entryLabel = (list: TranslatableEntryList, index: number, field: TranslatableField) =>
  `${entryName(list, index)}: ${field.label}`

/** A stored field name's list, when it names an entry's sub-field. */
export const entryListOf = (kind: TranslatableKind, field: string) =>
  kind.entries.find((list) => field.startsWith(`${list.list}.`))

/** A field's schema in `input`, a sub-field's (`link.label`) through its object's. */
function fieldSchema(input: TObject, field: string): TSchema & FieldSchemaWords {
  let schema: (TSchema & FieldSchemaWords) | undefined
  let properties: FieldSchemaWords['properties'] =
    input.properties as FieldSchemaWords['properties']
  for (const name of field.split('.')) {
    schema = properties?.[name]
    properties = schema?.properties
  }
  if (!schema) throw new Error(`No field ${field} to translate`)
  return schema
}
interface FieldSchemaWords {
  title?: string
  properties?: Readonly<Record<string, (TSchema & FieldSchemaWords) | undefined>>
  maxLength?: number
  maxItems?: number
  items?: FieldSchemaWords
}

/** Between the items of a list field's translation ("SQL, Postgres"). */
const LIST_SEPARATOR = ', '

/** A list field's items as one translatable text. */
export const listText = (items: readonly string[]) => items.join(LIST_SEPARATOR)

/** A list field's translation back to its items: split at commas, each trimmed, none empty. */
export const listItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function describeFields(input: TObject, texts: TextFields): TranslatableField[] {
  return texts.translatable.map((field) => {
    const schema = fieldSchema(input, field)
    const path = field.split('.')
    const described = {
      field,
      label: schema.title ?? field,
      markdown: texts.markdown === field,
      wire: texts.wire?.[field] ?? path,
      ...(path.length > 1 ? { within: path[0]! } : {}),
    }
    const { maxItems, items } = schema
    if (maxItems !== undefined && items?.maxLength !== undefined) {
      const list = { maxItems, itemMaxLength: items.maxLength }
      const maxLength = maxItems * (items.maxLength + LIST_SEPARATOR.length)
      return { ...described, list, maxLength }
    }
    if (schema.maxLength === undefined) throw new Error(`Field ${field} has no maximum length`)
    return { ...described, maxLength: schema.maxLength }
  })
}

function describeEntries(texts: TextFields): TranslatableEntryList[] {
  return Object.entries(texts.entries ?? {}).map(([list, declared]: [string, EntryTexts]) => ({
    list,
    noun: declared.noun,
    ...(declared.key === undefined ? {} : { key: declared.key }),
    fields: describeFields(declared.entry, {
      translatable: declared.translatable,
      shared: [],
    }),
  }))
}

/**
 * What each kind of record history keeps has of texts, by its history name. A post is not
 * translated field by field: a post in another language is a post of its own.
 */
const TEXTS_OF: Readonly<Record<string, { input: TObject; texts: TextFields } | null>> = {
  ...Object.fromEntries(
    CONTENT_TYPE_LIST.map((type) => [
      type.name,
      { input: type.input as TObject, texts: type.texts },
    ]),
  ),
  userdetails: { input: UserDetailsInput, texts: PROFILE_TEXTS },
  settings: { input: SiteSettings, texts: SETTINGS_TEXTS },
  page: { input: PageInput, texts: PAGE_TEXTS },
  section: { input: SectionInput, texts: SECTION_TEXTS },
  'section-item': { input: SectionItemInput, texts: SECTION_ITEM_TEXTS },
  post: null,
}

/** Every kind of record whose texts are written per language, in history's order. */
export const TRANSLATABLE_KINDS: readonly TranslatableKind[] = HISTORY_TYPES.flatMap((type) => {
  const declared = TEXTS_OF[type.name]
  if (declared === undefined) throw new Error(`The kind ${type.name} does not declare its texts`)
  if (
    declared === null ||
    (declared.texts.translatable.length === 0 && declared.texts.entries === undefined)
  ) {
    return []
  }
  return [
    {
      type: type.name,
      title: type.title,
      noun: type.noun,
      input: declared.input,
      texts: declared.texts,
      fields: describeFields(declared.input, declared.texts),
      bySectionFields: type.name === 'section-item',
      entries: describeEntries(declared.texts),
    },
  ]
})

/** Every history kind and its declared texts (null: not translated field by field). */
export const DECLARED_TEXTS = TEXTS_OF

export const translatableKind = (type: string) =>
  TRANSLATABLE_KINDS.find((kind) => kind.type === type)

/** The longest text a translation may hold (the body of a page or a case study). */
const LONGEST_TEXT = Math.max(
  ...TRANSLATABLE_KINDS.flatMap((kind) => kind.fields.map((field) => field.maxLength)),
)

const Language = Type.String({
  minLength: 1,
  maxLength: 35,
  title: 'Language',
  description: "A BCP 47 tag, one of the site's additional languages (site settings' languages)",
})

export const TranslationRecordParams = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 40, title: 'Kind of record' }),
    id: Id,
  },
  { additionalProperties: false },
)
export type TranslationRecordParams = Static<typeof TranslationRecordParams>

export const TranslationWriteParams = Type.Object(
  { ...TranslationRecordParams.properties, lang: Language },
  { additionalProperties: false },
)
export type TranslationWriteParams = Static<typeof TranslationWriteParams>

export const TranslationsQuery = Type.Object(
  { lang: Type.Optional(Language) },
  { additionalProperties: false },
)

/**
 * One language's texts of one record: each field sent is written (an empty text removes the
 * translation, so the default language's text shows again); fields not sent keep theirs.
 */
export const TranslationInput = Type.Object(
  {
    texts: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: LONGEST_TEXT }), {
      // A project's own fields, and its outcome figures' and gallery images' texts.
      maxProperties: 60,
      title: 'Texts',
      description: 'The translated texts by field name (as the record’s input names them)',
    }),
  },
  { additionalProperties: false },
)
export type TranslationInput = Static<typeof TranslationInput>

const FieldTranslation = Type.Object({
  field: Type.String(),
  label: Type.String(),
  maxLength: Type.Integer(),
  markdown: Type.Boolean(),
  list: Type.Boolean({
    description: 'A list (tags): its translation is one text, the items separated by commas',
  }),
  entry: Type.Optional(
    Type.Object(
      {
        name: Type.String({ description: 'Which entry, for people: Outcome figure 2' }),
        label: Type.String({ description: "The sub-field's name for people: Figure label" }),
      },
      {
        description:
          'Present for a text of one entry of a list (a figure, a gallery image, a section field): `label` is then both together',
      },
    ),
  ),
  defaultText: Type.String({ description: "The default language's text" }),
  text: Type.Union([Type.String(), Type.Null()], {
    description: 'The translation, or null when there is none',
  }),
  shownIn: Type.String({
    description: 'The language a visitor reads this field in: the translation’s, else the default',
  }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

const LanguageTranslations = Type.Object({
  language: Type.String(),
  name: Type.String(),
  /** Fields with a default text and no translation in this language. */
  missing: Type.Integer({ minimum: 0 }),
  fields: Type.Array(FieldTranslation),
})

export const RecordTranslations = Type.Object({
  type: Type.String(),
  id: Id,
  defaultLanguage: Type.String(),
  languages: Type.Array(LanguageTranslations),
})
export type RecordTranslations = Static<typeof RecordTranslations>

const Completeness = {
  translated: Type.Integer({ minimum: 0 }),
  translatable: Type.Integer({
    minimum: 0,
    description: 'Translatable fields that have a default text (an empty field needs none)',
  }),
}

const TypeCompleteness = Type.Object({
  type: Type.String(),
  title: Type.String(),
  ...Completeness,
  missing: Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
    description: 'Missing translations per record id (records missing none are left out)',
  }),
})

export const TranslationSummary = Type.Object({
  defaultLanguage: Type.String(),
  languages: Type.Array(
    Type.Object({
      language: Type.String(),
      name: Type.String(),
      ...Completeness,
      types: Type.Array(TypeCompleteness),
    }),
  ),
})
export type TranslationSummary = Static<typeof TranslationSummary>

const ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) })

export const RecordTranslationsResponse = ok(RecordTranslations)
export const TranslationSummaryResponse = ok(TranslationSummary)

export const TRANSLATIONS_PATHS = {
  summary: '/api/translations',
  record: '/api/translations/:type/:id',
  language: '/api/translations/:type/:id/:lang',
} as const

export const TRANSLATION_MESSAGES = {
  saved: 'Translations Saved',
  unknownKind: (type: string) => `A “${type}” has no texts to translate`,
  notFound: (noun: string, id: string) => `No ${noun} with id ${id}`,
  notAdditional: (language: string) =>
    `“${language}” is not one of the site's additional languages: add it in Site settings first`,
  isDefault: (language: string) =>
    `“${language}” is the site's default language: its texts are the record's own`,
  shared: (label: string) => `${label} is the same in every language: it is not translated`,
  noSuchField: (field: string) => `There is no field “${field}” to translate`,
  noSuchEntry: (noun: string) =>
    `This ${noun.toLowerCase()} is no longer there as it was (removed or changed in the default language): reload to translate it as it is now`,
  notInSection: (field: string) => `This item's section has no field “${field}”`,
  noDefaultText: (label: string) =>
    `There is no ${label.toLowerCase()} to translate: write one in the default language first`,
  tooLong: (label: string, max: number) => `${label} is at most ${max} characters`,
  tooManyItems: (label: string, max: number) => `${label}: at most ${max}`,
  itemTooLong: (label: string, max: number) => `${label}: each is at most ${max} characters`,
} as const

/** Which language each translatable field's text is in, by field (a page marks the others). */
export type TextLanguages = Readonly<Record<string, string>>
