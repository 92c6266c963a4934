import { isDeepStrictEqual } from 'node:util'
import type { FieldKind, SectionResumeList } from '@contract/section.ts'
import type { Json } from './resume-mapping.ts'

/**
 * Where a custom section's fields go in the JSON Resume list the owner mapped it to, by meaning
 * (an award's `awarder` is the section's subtitle). A kind a list has no property for, and what
 * a property cannot hold exactly (a link's label, a period that is still going on), travel in the
 * entry's `x-vitrine-values`; the image, as everywhere in the export, in `x-image`.
 */
interface ListProperties {
  /** Kinds whose text is one of the list's text properties. */
  lines: Partial<Record<'title' | 'subtitle' | 'place' | 'text', string>>
  /** A period's start and end (only `start` for a list with one date). */
  date?: { start: string; end?: string }
  /** The link's address. */
  link?: string
  /** The tags, as a list of strings. */
  tags?: string
}

export const LIST_PROPERTIES: Record<SectionResumeList, ListProperties> = {
  awards: {
    lines: { title: 'title', subtitle: 'awarder', text: 'summary' },
    date: { start: 'date' },
    link: 'url',
  },
  publications: {
    lines: { title: 'name', subtitle: 'publisher', text: 'summary' },
    date: { start: 'releaseDate' },
    link: 'url',
  },
  volunteer: {
    lines: { title: 'position', subtitle: 'organization', text: 'summary' },
    date: { start: 'startDate', end: 'endDate' },
    link: 'url',
    tags: 'highlights',
  },
  languages: { lines: { title: 'language', subtitle: 'fluency' } },
  interests: { lines: { title: 'name' }, tags: 'keywords' },
  projects: {
    lines: { title: 'name', subtitle: 'entity', text: 'description' },
    date: { start: 'startDate', end: 'endDate' },
    link: 'url',
    tags: 'keywords',
  },
  references: { lines: { title: 'name', text: 'reference' } },
}

const IMAGE_PROPERTY = 'x-image'

/** JSON Resume's dates: a year from 1000 to 2999, then an optional month and day. */
const RESUME_DATE = /^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/

const resumeDate = (value: unknown) =>
  typeof value === 'string' && RESUME_DATE.test(value) ? value : undefined

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The list's properties for an item's values (its current fields; the image as a URL). */
function toProperties(values: Json, list: ListProperties): Json {
  const entry: Json = {}
  for (const [kind, property] of Object.entries(list.lines)) {
    if (typeof values[kind] === 'string') entry[property] = values[kind]
  }
  const date = values.date as { start?: unknown; end?: unknown } | undefined
  if (list.date && date) {
    entry[list.date.start] = resumeDate(date.start)
    if (list.date.end) entry[list.date.end] = resumeDate(date.end)
  }
  const link = values.link as { url?: unknown } | undefined
  if (list.link && typeof link?.url === 'string') entry[list.link] = link.url
  if (list.tags && isStringList(values.tags)) entry[list.tags] = [...values.tags]
  if (typeof values.image === 'string') entry[IMAGE_PROPERTY] = values.image
  return JSON.parse(JSON.stringify(entry)) as Json
}

/** An item's values as the list's properties give them, for the section's fields `kinds` only. */
export function fromProperties(entry: Json, list: ListProperties, kinds: Set<string>): Json {
  const values: Json = {}
  const has = (kind: FieldKind) => kinds.has(kind)
  for (const [kind, property] of Object.entries(list.lines)) {
    if (has(kind as FieldKind) && typeof entry[property] === 'string')
      values[kind] = entry[property]
  }
  const start = list.date && entry[list.date.start]
  if (list.date && has('date') && typeof start === 'string') {
    const end = list.date.end && entry[list.date.end]
    values.date = typeof end === 'string' ? { start, end } : { start }
  }
  const url = list.link && entry[list.link]
  if (has('link') && typeof url === 'string') values.link = { url, label: '' }
  const tags = list.tags && entry[list.tags]
  if (has('tags') && isStringList(tags)) values.tags = [...tags]
  if (has('image') && typeof entry[IMAGE_PROPERTY] === 'string') {
    values.image = entry[IMAGE_PROPERTY]
  }
  return values
}

/**
 * An item as an entry of its list: the list's properties for what they hold, and the values they
 * do not give back exactly in `extra` (what import reads back before it reads the properties).
 */
export function toEntry(
  values: Json,
  list: ListProperties,
  kinds: Set<string>,
): { properties: Json; extra: Json } {
  const properties = toProperties(values, list)
  const back = fromProperties(properties, list, kinds)
  const extra = Object.fromEntries(
    Object.entries(values).filter(([kind, value]) => !isDeepStrictEqual(back[kind], value)),
  )
  return { properties, extra }
}
