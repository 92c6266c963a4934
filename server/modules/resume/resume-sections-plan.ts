import { Type, type Static } from 'typebox'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { RESUME_EXTENSION } from '@contract/resume.ts'
import {
  FIELD_KIND_NAMES,
  SECTION_MESSAGES,
  SECTION_RESUME_LISTS,
  SectionInput,
  SectionItemInput,
  type FieldKind,
  type SectionResumeList,
} from '@contract/section.ts'
import type { SectionRow } from '@/db/schema.ts'
import { AppError } from '@/errors.ts'
import { checkedFields, itemValues } from '../sections/section-definition.ts'
import type { PortableSection } from '../sections/sections-resume.ts'
import { isObject, type ImageReference, type Json, type Problems } from './resume-mapping.ts'
import { checkInWords, pathText } from './schema-problems.ts'
import { fromProperties, LIST_PROPERTIES } from './section-lists.ts'

/**
 * Reads the custom sections of an imported JSON Resume document (the format: resume-sections.ts)
 * and checks them as the API checks a section and its items, naming each problem by its path in
 * the document.
 */

const {
  document: EXTENSION,
  section: SECTION_MARK,
  values: VALUES,
  hidden: HIDDEN,
} = RESUME_EXTENSION
/** Where the definitions are in the document. */
export const SECTIONS_PATH = `${EXTENSION}.sections`

/** The definition as it travels: the API's, with the icon and layout always said. */
const Definition = Type.Object(
  {
    ...SectionInput.properties,
    ...Type.Required(Type.Pick(SectionInput, ['icon', 'layout'])).properties,
    items: Type.Optional(Type.Array(Type.Unknown())),
  },
  { additionalProperties: false },
)

/** An item's values as they travel: the API's, and its image as a URL. */
const ItemValues = Type.Object(
  { ...SectionItemInput.properties, image: Type.Optional(Type.String({ title: 'Image' })) },
  { additionalProperties: false },
)
const HiddenValues = Type.Partial(ItemValues, { additionalProperties: false })
/** An item of a section mapped to no list, in `x-vitrine.sections[].items`. */
const UnmappedItem = Type.Object(
  { ...ItemValues.properties, hidden: Type.Optional(HiddenValues) },
  { additionalProperties: false },
)

/** An item an import writes, checked: its values (the hidden ones apart) and its image. */
interface IncomingItem {
  values: Json
  hidden: Json
  image: ImageReference
}

/** A section an import writes: where it comes from in the document, its definition and items. */
export interface IncomingSection {
  at: string
  /** Where its items come from: its JSON Resume list, or `x-vitrine.sections`. */
  from: string
  section: Omit<PortableSection, 'items'>
  items: IncomingItem[]
}

/** A section's stored rules need a row: the imported definition as one. */
function rowOf(section: IncomingSection['section']): SectionRow {
  return {
    id: 0,
    ...section,
    resume_list: section.resumeList,
    fields: JSON.stringify(section.fields),
    position: section.position ?? 1,
    created_at: '',
    updated_at: '',
  }
}

/** Runs a stored rule that refuses in words (an AppError) and records its words at `path`. */
function inWords<T>(path: string, problems: Problems, rule: () => T): T | undefined {
  try {
    return rule()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    problems.add(path, error.message)
    return undefined
  }
}

/** Where an item's values are in the document: its own values, and those kept hidden. */
interface ItemPaths {
  at: string
  value: (segments: string[]) => string
  hidden: (segments: string[]) => string
}

/**
 * One item, checked as the API checks one (the contract's shapes, the section's stored rules);
 * values of fields the section no longer has are checked for shape and kept apart.
 */
function readItem(
  section: IncomingSection['section'],
  values: Json,
  hidden: Json,
  paths: ItemPaths,
  problems: Problems,
): IncomingItem | undefined {
  const kinds = new Set<string>(section.fields.map((field) => field.kind))
  let valid = checkInWords(ItemValues, values, paths.value, problems)
  valid = checkInWords(HiddenValues, hidden, paths.hidden, problems) && valid
  for (const kind of Object.keys(hidden).filter((kind) => kinds.has(kind))) {
    const name = FIELD_KIND_NAMES[kind as FieldKind]
    problems.add(paths.hidden([kind]), `the section has the field “${name}”: give it as a value`)
    valid = false
  }
  if (values.image !== undefined && !kinds.has('image')) {
    problems.add(paths.value(['image']), SECTION_MESSAGES.noImageField(section.name))
    valid = false
  }
  if (!valid) return undefined
  const { image, ...text } = values
  const checked = inWords(paths.at, problems, () =>
    itemValues(rowOf(section), text as Parameters<typeof itemValues>[1]),
  )
  if (!checked) return undefined
  const { image: hiddenImage, ...hiddenText } = hidden
  const url = (image ?? hiddenImage) as string | undefined
  const path = image === undefined ? paths.hidden(['image']) : paths.value(['image'])
  return { values: checked, hidden: hiddenText, image: url ? { url, path } : undefined }
}

/** A section's definition, checked; undefined (its problems added) when it is not valid. */
function readDefinition(
  definition: unknown,
  at: string,
  problems: Problems,
): IncomingSection['section'] | undefined {
  const toPath = (segments: string[]) => `${at}${pathText(segments)}`
  if (!checkInWords(Definition, definition, toPath, problems)) return undefined
  const input = definition as Static<typeof Definition>
  const fields = inWords(`${at}.fields`, problems, () => checkedFields(input.fields))
  if (!fields) return undefined
  return {
    address: input.address,
    name: input.name,
    intro: input.intro ?? '',
    icon: input.icon,
    layout: input.layout,
    resumeList: input.resumeList ?? null,
    fields,
    ...(input.position === undefined ? {} : { position: input.position }),
  }
}

/** The items of an unmapped section, from its definition's `items`. */
function unmappedItems(
  section: IncomingSection['section'],
  items: unknown[],
  at: string,
  problems: Problems,
): IncomingItem[] {
  return items.flatMap((item, index) => {
    const itemAt = `${at}.items[${index}]`
    const paths: ItemPaths = {
      at: itemAt,
      value: (segments) => `${itemAt}${pathText(segments)}`,
      hidden: (segments) => `${itemAt}${pathText(['hidden', ...segments])}`,
    }
    if (!checkInWords(UnmappedItem, item, paths.value, problems)) return []
    const { hidden = {}, ...values } = item as Json & { hidden?: Json }
    const read = readItem(section, values, hidden, paths, problems)
    return read ? [read] : []
  })
}

/** The items of a section mapped to `list`: the entries of that list marked with its address. */
function mappedItems(
  section: IncomingSection['section'],
  list: SectionResumeList,
  entries: MarkedEntry[],
  problems: Problems,
): IncomingItem[] {
  const kinds = new Set<string>(section.fields.map((field) => field.kind))
  return entries.flatMap(({ entry, index }) => {
    const at = `${list}[${index}]`
    const extra = entry[VALUES] ?? {}
    const hidden = entry[HIDDEN] ?? {}
    if (!isObject(extra)) problems.add(`${at}.${VALUES}`, 'must be an object')
    if (!isObject(hidden)) problems.add(`${at}.${HIDDEN}`, 'must be an object')
    if (!isObject(extra) || !isObject(hidden)) return []
    const paths: ItemPaths = {
      at,
      // A value from x-vitrine-values is named there; one from the list's own property, by it.
      value: ([kind = '', ...rest]) =>
        Object.hasOwn(extra, kind)
          ? `${at}.${VALUES}${pathText([kind, ...rest])}`
          : `${at}.${propertyOf(list, kind, rest)}`,
      hidden: (segments) => `${at}.${HIDDEN}${pathText(segments)}`,
    }
    const values = { ...fromProperties(entry, LIST_PROPERTIES[list], kinds), ...extra }
    const read = readItem(section, values, hidden, paths, problems)
    return read ? [read] : []
  })
}

/** The list's property a kind's value comes from, to name a problem with it. */
function propertyOf(list: SectionResumeList, kind: string, rest: string[]): string {
  const properties = LIST_PROPERTIES[list]
  if (kind === 'date' && properties.date) {
    return rest[0] === 'end' && properties.date.end ? properties.date.end : properties.date.start
  }
  if (kind === 'link' && properties.link) return properties.link
  if (kind === 'tags' && properties.tags) return `${properties.tags}${pathText(rest)}`
  if (kind === 'image') return 'x-image'
  return properties.lines[kind as keyof typeof properties.lines] ?? kind
}

/** An entry of one of JSON Resume's lists that names a custom section. */
interface MarkedEntry {
  address: string
  list: SectionResumeList
  entry: Json
  index: number
}

/** Every entry of the lists custom sections map to that names one (its address). */
function markedEntries(document: Json, problems: Problems): MarkedEntry[] {
  const marked: MarkedEntry[] = []
  for (const list of SECTION_RESUME_LISTS) {
    const value = document[list]
    if (!Array.isArray(value)) continue
    for (const [index, entry] of value.entries()) {
      if (!isObject(entry) || entry[SECTION_MARK] === undefined) continue
      const address = entry[SECTION_MARK]
      if (typeof address === 'string') marked.push({ address, list, entry, index })
      else problems.add(`${list}[${index}].${SECTION_MARK}`, 'must be the address of a section')
    }
  }
  return marked
}

const markPath = (entry: MarkedEntry) => `${entry.list}[${entry.index}].${SECTION_MARK}`

/**
 * The custom sections a document brings, checked, or undefined when it has no
 * `x-vitrine.sections` (the stored sections then stay as they are).
 */
export function readSections(document: Json, problems: Problems): IncomingSection[] | undefined {
  const extension = document[EXTENSION]
  if (extension === undefined) return undefined
  if (!isObject(extension)) {
    problems.add(EXTENSION, 'must be an object')
    return undefined
  }
  const definitions = extension.sections
  if (definitions === undefined) return undefined
  if (!Array.isArray(definitions)) {
    problems.add(SECTIONS_PATH, 'must be a list')
    return undefined
  }
  if (definitions.length > SECTION_LIMITS.sections) {
    problems.add(
      SECTIONS_PATH,
      `has more than ${SECTION_LIMITS.sections} sections, the most a site may have`,
    )
    return []
  }
  const marked = markedEntries(document, problems)
  const seen = new Set<string>()
  const incoming: IncomingSection[] = []
  for (const [index, definition] of definitions.entries()) {
    const at = `${SECTIONS_PATH}[${index}]`
    const address = isObject(definition) ? definition.address : undefined
    if (typeof address === 'string') {
      if (seen.has(address))
        problems.add(`${at}.address`, `the address /${address} is listed twice`)
      seen.add(address)
    }
    const section = readDefinition(definition, at, problems)
    if (!section) continue
    const list = section.resumeList
    const items = (definition as Json).items as unknown[] | undefined
    if (list !== null && items !== undefined) {
      problems.add(`${at}.items`, `the section travels in ${list}: its items are entries there`)
    }
    const entries = marked.filter((entry) => entry.address === section.address)
    for (const entry of entries.filter((entry) => entry.list !== list)) {
      problems.add(
        markPath(entry),
        `the section /${section.address} travels in ${list ?? SECTIONS_PATH}`,
      )
    }
    const own = entries.filter((entry) => entry.list === list)
    const count = list === null ? (items?.length ?? 0) : own.length
    if (count > SECTION_LIMITS.items) {
      problems.add(
        list === null ? `${at}.items` : list,
        `the section “${section.name}” has more than ${SECTION_LIMITS.items} items, the most a section may have`,
      )
      continue
    }
    incoming.push({
      at,
      from: list ?? SECTIONS_PATH,
      section,
      items:
        list === null
          ? unmappedItems(section, items ?? [], at, problems)
          : mappedItems(section, list, own, problems),
    })
  }
  for (const entry of marked.filter((entry) => !seen.has(entry.address))) {
    problems.add(markPath(entry), `no section /${entry.address} in ${SECTIONS_PATH}`)
  }
  return incoming
}
