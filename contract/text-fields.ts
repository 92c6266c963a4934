import type { TObject } from 'typebox'

/**
 * A kind of record's texts, by its input's field names: every text field of its input (and, for a
 * content type, of its record) is in exactly one of `translatable` and `shared` (the translations
 * test walks every kind, so a new field cannot be forgotten). Translatable: what a visitor reads,
 * written per language (contract/translations.ts); a field without a translation shows the
 * default language's text. Shared by every language: names of people and companies, links,
 * dates, images, addresses, tags.
 */
export interface TextFields {
  /**
   * A field that is an object (a custom section item's link: its address and its label) is
   * shared as a whole, and one of its sub-fields a visitor reads is translatable by its path
   * (`link.label`): its label for people and its limit are the sub-field's own in the input
   * schema, and it is translated only where the record has that object with a text there.
   */
  translatable: readonly string[]
  shared: readonly string[]
  /** The translatable Markdown field whose HTML is rendered when saved (the record's `html`). */
  markdown?: string
  /**
   * Where images for that Markdown are uploaded, when it takes images: the owner's call (multipart
   * `image`, and under `record` the id of the record to keep it with) that the default language's
   * editor and the translations drawer both use.
   */
  markdownImages?: { path: string; record: string }
  /**
   * Where a field's text is on the record as its API answers it, when not under the same name
   * (the profile's `profone` is `prof['1st']`).
   */
  wire?: Readonly<Record<string, readonly string[]>>
  /**
   * Fields that are lists of objects (a project's outcome figures, a custom section's fields),
   * by their name on the record as its API answers it: each entry's texts are translated entry
   * by entry (contract/translations.ts, `entryField`).
   */
  entries?: Readonly<Record<string, EntryTexts>>
}

/** A list of objects whose entries each have texts a visitor reads. */
export interface EntryTexts {
  /** One entry's schema: its translatable sub-fields' names for people and limits. */
  entry: TObject
  /** What one entry is called for people: "Outcome figure" (numbered in the dashboard). */
  noun: string
  /** Its sub-fields a visitor reads, by name. */
  translatable: readonly string[]
  /**
   * The sub-field that names an entry for good (a gallery image's address, a section field's
   * kind), so its translation follows it when the list is reordered. Without one, an entry is
   * known by its default-language texts: one changed or removed there loses its translation
   * (it shows in the default language again) rather than show another entry's.
   */
  key?: string
}

/**
 * A sub-field's name among a kind's texts (`link.label`): what it is translated under, and the
 * key of its language in a record read in a language (`textLanguages`).
 */
export const subField = (field: string, sub: string) => `${field}.${sub}`
