/**
 * A kind of record's texts, by its input's field names: every text field of its input (and, for a
 * content type, of its record) is in exactly one of `translatable` and `shared` (the translations
 * test walks every kind, so a new field cannot be forgotten). Translatable: what a visitor reads,
 * written per language (contract/translations.ts); a field without a translation shows the
 * default language's text. Shared by every language: names of people and companies, links,
 * dates, images, addresses, tags.
 */
export interface TextFields {
  translatable: readonly string[]
  shared: readonly string[]
  /** The translatable Markdown field whose HTML is rendered when saved (the record's `html`). */
  markdown?: string
  /**
   * Where a field's text is on the record as its API answers it, when not under the same name
   * (the profile's `profone` is `prof['1st']`).
   */
  wire?: Readonly<Record<string, readonly string[]>>
}
