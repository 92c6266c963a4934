import { Type, type TObject, type TSchema } from 'typebox'
import { Value } from 'typebox/value'
import type {
  ContentRecord,
  ContentTextInput,
  ContentType,
  ContentTypeKey,
} from '@contract/content-types.ts'
import { RESUME_EXTENSION, RESUME_LIMITS } from '@contract/resume.ts'
import { SECTION_RESUME_LISTS } from '@contract/section.ts'

/** A JSON object of a JSON Resume document. */
export type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An image as the document names it: resolved against the media table when applied. */
export type ImageReference = { url: string; path: string } | undefined

/** A record an import writes: the contract's input, checked, and its image as named. */
export interface ImportedRecord<K extends ContentTypeKey> {
  input: ContentTextInput<K>
  image?: ImageReference
  /** Stored marks the contract's input does not carry (a project's featured mark). */
  columns?: Record<string, unknown>
  /**
   * Images the record shows beyond its own (a project's gallery: ListContent.keptImages), named
   * as its image is; only images stored on this site are kept (another site's are never
   * fetched, and left out with a note). `columns` writes those kept, each its stored hash or
   * null when left out, in the order named.
   */
  keptImages?: {
    images: NonNullable<ImageReference>[]
    columns(hashes: (string | null)[]): Record<string, unknown>
  }
}

/** What an export knows beyond the records: images travel as absolute URLs of this site. */
export interface ExportContext {
  publicUrl: string
}

/**
 * How one content type travels in a JSON Resume document (docs/decisions/0008), both ways. Most
 * types are one of JSON Resume's lists (`resumeList` below); the about paragraphs are the basics'
 * summary.
 */
export interface ResumeMapping<K extends ContentTypeKey> {
  /** Adds the records to the document being exported. */
  write(document: Json, records: ContentRecord<K>[], context: ExportContext): void
  /**
   * The records an imported document brings, checked against the type's input schema (problems
   * named by their path in the document); undefined when the document leaves the type out, so
   * that what is stored stays.
   */
  read(document: Json, problems: Problems): ImportedRecord<K>[] | undefined
}

/** Collects "where: what" problems; the route answers them together. */
export class Problems {
  readonly list: string[] = []
  add(path: string, message: string) {
    this.list.push(`${path}: ${message}`)
  }
}

/** A failed check in words, after the path that names where (`is longer than 200 characters`). */
export function describe(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string,
): string {
  if (keyword === 'minLength' && params.limit === 1) return 'is required'
  if (keyword === 'maxLength') return `is longer than ${String(params.limit)} characters`
  if (keyword === 'pattern') {
    return String(params.pattern).includes('https?') ? 'must be an http(s) URL' : 'is not valid'
  }
  if (keyword === 'enum') return 'is not one of the accepted values'
  return fallback
}

/**
 * Checks a mapped record against its contract schema and names each problem by the document path
 * it came from (`fieldPaths` maps the contract's field to the JSON Resume field).
 */
export function check(
  schema: TSchema,
  value: unknown,
  at: string,
  fieldPaths: Record<string, string>,
  problems: Problems,
) {
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'boolean' || error.instancePath === '') continue
    const [field = '', ...rest] = error.instancePath.slice(1).split('/')
    const mapped = fieldPaths[field] ?? field
    const path = [mapped, ...rest.map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))]
      .join('.')
      .replaceAll('.[', '[')
    problems.add(
      `${at}${at && !path.startsWith('[') ? '.' : ''}${path}`,
      describe(error.keyword, error.params as Record<string, unknown>, error.message),
    )
  }
}

/** A Vitrine `x-` field: absent is fine, anything but the expected type is a problem. */
export function xText(
  entry: Json,
  key: string,
  at: string,
  problems: Problems,
): string | undefined {
  const value = entry[key]
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  problems.add(`${at}.${key}`, 'must be a string')
  return undefined
}

/** A string member, or undefined for anything else. */
export function text(entry: Json, key: string): string | undefined {
  const value = entry[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * Whether an entry of `list` is an item of a custom section (it carries the section's address):
 * the lists custom sections can map to hold those besides the built-in type's own entries.
 */
function isSectionEntry(list: string, entry: unknown): boolean {
  return (
    (SECTION_RESUME_LISTS as readonly string[]).includes(list) &&
    isObject(entry) &&
    entry[RESUME_EXTENSION.section] !== undefined
  )
}

/**
 * The built-in type's entries of one of the document's lists, each with its index there (custom
 * sections' items left out), bounded; undefined when the list is absent.
 */
function entries(
  document: Json,
  key: string,
  problems: Problems,
): { entry: Json; index: number }[] | undefined {
  const value = document[key]
  if (value === undefined) return undefined
  const list = (value as Json[]).flatMap((entry, index) =>
    isSectionEntry(key, entry) ? [] : [{ entry, index }],
  )
  if (list.length > RESUME_LIMITS.maxEntries) {
    problems.add(key, `has more than ${RESUME_LIMITS.maxEntries} entries`)
    return []
  }
  return list
}

/** An entry's image field (a plain or an `x-` field), as a reference to resolve later. */
export function imageOf(entry: Json, key: string, at: string, problems: Problems): ImageReference {
  const url = key.startsWith('x-') ? xText(entry, key, at, problems) : text(entry, key)
  return url ? { url, path: `${at}.${key}` } : undefined
}

/** An image's absolute URL; undefined (left out of the document) when there is none. */
export function absoluteImageUrl(url: string, publicUrl: string): string | undefined {
  if (!url) return undefined
  return url.startsWith('/') ? `${publicUrl}${url}` : url
}

/** Optional JSON Resume fields are left out rather than written empty (URLs must be URIs). */
export function ifSet(value: string): string | undefined {
  return value === '' ? undefined : value
}

/** The input schema without its image fields: what an imported record is checked against. */
export function textSchema(input: object): TObject {
  const { properties } = input as TObject
  const kept = Object.fromEntries(
    Object.entries(properties).filter(([name]) => name !== 'image' && name !== 'removeImage'),
  )
  return Type.Object(kept, { additionalProperties: false })
}

/**
 * The mapping of a type that is one of JSON Resume's lists (`type.resume`: `work`, `education`,
 * …): each record is one entry. Fields JSON Resume has no place for travel as `x-` properties,
 * so an export imports back unchanged.
 */
export function resumeList<K extends ContentTypeKey>(
  type: Pick<ContentType, 'input'> & { resume: string },
  mapping: {
    toEntry(record: ContentRecord<K>, context: ExportContext): Json
    fromEntry(entry: Json, at: string, problems: Problems): ImportedRecord<K>
    /** The contract's field → the document's field it came from, to name problems. */
    fieldPaths: Record<string, string>
    /** Checks across the records of the list (two with one address), each named by its path. */
    checkAll?(records: { record: ImportedRecord<K>; at: string }[], problems: Problems): void
  },
): ResumeMapping<K> {
  const schema = textSchema(type.input)
  return {
    write(document, records, context) {
      // Written first: custom sections mapped to the same list add their items after these.
      document[type.resume] = records.map((record) => mapping.toEntry(record, context))
    },
    read(document, problems) {
      const list = entries(document, type.resume, problems)
      if (!list) return undefined
      const read = list.map(({ entry, index }) => {
        const at = `${type.resume}[${index}]`
        const record = mapping.fromEntry(entry, at, problems)
        check(schema, record.input, at, mapping.fieldPaths, problems)
        return { record, at }
      })
      mapping.checkAll?.(read, problems)
      return read.map(({ record }) => record)
    },
  }
}
