import { SECTION_LIMITS } from '@contract/limits.ts'
import {
  FIELD_KIND_NAMES,
  type FieldKind,
  type Section,
  type SectionItem,
  type SectionItemInput,
} from '@contract/section.ts'
import { fieldName, hasField, labelOf } from './section-words.ts'

/** A partial date as typed: the year, and maybe the month (1–12) and the day. */
export interface DateParts {
  year: string
  month: string
  day: string
}

/** A period's end: none (a single date), still going, or a date. */
export type EndKind = 'none' | 'present' | 'date'

export interface LinkValues {
  url: string
  label: string
}

/** What the item form edits: every kind's value as typed; only the section's own are sent. */
export interface ItemFormValues {
  title: string
  subtitle: string
  place: string
  start: DateParts
  endKind: EndKind
  end: DateParts
  link: LinkValues
  link2: LinkValues
  /** Comma-separated, as typed. */
  tags: string
  text: string
}

export type ItemErrorKey =
  'title' | 'subtitle' | 'place' | 'start' | 'end' | 'link' | 'link2' | 'tags' | 'text'
export type ItemErrors = Partial<Record<ItemErrorKey, string>>

const NO_DATE: DateParts = { year: '', month: '', day: '' }

/** "2024-05" → its parts. */
export function partsOf(date: string | undefined): DateParts {
  const [year = '', month = '', day = ''] = (date ?? '').split('-')
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' }
}

/** Its parts → "2024", "2024-05" or "2024-05-17" ('' without a year). */
export function partialDate(parts: DateParts): string {
  const year = parts.year.trim()
  if (!year) return ''
  const two = (value: string) => value.padStart(2, '0')
  if (!parts.month) return year
  if (!parts.day) return `${year}-${two(parts.month)}`
  return `${year}-${two(parts.month)}-${two(parts.day)}`
}

/** The form's values of an item (or of a new one: its links named as their fields are). */
export function formValuesOf(section: Section, item?: SectionItem): ItemFormValues {
  const link = (kind: 'link' | 'link2'): LinkValues =>
    item?.[kind] ?? { url: '', label: item ? '' : (labelOf(section, kind) ?? '') }
  const end = item?.date?.end
  return {
    title: item?.title ?? '',
    subtitle: item?.subtitle ?? '',
    place: item?.place ?? '',
    start: item?.date ? partsOf(item.date.start) : NO_DATE,
    endKind: end === undefined ? 'none' : end === 'present' ? 'present' : 'date',
    end: end && end !== 'present' ? partsOf(end) : NO_DATE,
    link: link('link'),
    link2: link('link2'),
    tags: (item?.tags ?? []).join(', '),
    text: item?.text ?? '',
  }
}

/** "React, Node , ,Kysely" → ["React", "Node", "Kysely"]. */
export const tagsOf = (typed: string) =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/**
 * The item as the API takes it: the values of the section's own fields (the image goes through
 * its own call); an empty one is left out, which the server stores as empty.
 */
export function inputOf(section: Section, values: ItemFormValues): SectionItemInput {
  const input: SectionItemInput = { title: values.title.trim() }
  const line = (kind: 'subtitle' | 'place') => {
    const value = values[kind].trim()
    if (hasField(section, kind) && value) input[kind] = value
  }
  line('subtitle')
  line('place')
  const start = partialDate(values.start)
  if (hasField(section, 'date') && start) {
    const end = values.endKind === 'present' ? 'present' : partialDate(values.end)
    input.date = values.endKind === 'none' || !end ? { start } : { start, end }
  }
  for (const kind of ['link', 'link2'] as const) {
    const url = values[kind].url.trim()
    if (hasField(section, kind) && url) input[kind] = { url, label: values[kind].label.trim() }
  }
  const tags = tagsOf(values.tags)
  if (hasField(section, 'tags') && tags.length > 0) input.tags = tags
  if (hasField(section, 'text') && values.text.trim()) input.text = values.text
  return input
}

/** January … December, for the month menus: English, as every date the site writes. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2024-05-17" → "17 May 2024", "2024-05" → "May 2024", "2024" → "2024". */
export function readableDate(date: string): string {
  const { year, month, day } = partsOf(date)
  const monthWord = month ? MONTHS[Number(month) - 1] : undefined
  return [day, monthWord, year].filter(Boolean).join(' ')
}

/** A date or period for a row: "May 2024", "2019 – 2021", "Sep 2023 – present". */
export function readablePeriod(date: NonNullable<SectionItem['date']>): string {
  if (date.end === undefined) return readableDate(date.start)
  const end = date.end === 'present' ? 'present' : readableDate(date.end)
  return `${readableDate(date.start)} – ${end}`
}

/** What is wrong with a partial date, in words, or undefined. */
function dateProblem(label: string, parts: DateParts): string | undefined {
  const year = parts.year.trim()
  if (!year) return parts.month || parts.day ? `${label} needs a year` : undefined
  if (!/^[0-9]{4}$/.test(year)) return `${label}: the year has four digits, like 2024`
  if (parts.day && !parts.month) return `${label}: choose the month of that day`
  if (parts.day) {
    const [y, m, d] = [Number(year), Number(parts.month), Number(parts.day)]
    if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) {
      return `${label}: ${MONTHS[m - 1]} ${y} has no day ${d}`
    }
  }
  return undefined
}

function lengthProblem(label: string, value: string, limit: number) {
  return value.length > limit ? `${label} must be at most ${limit} characters` : undefined
}

/**
 * The contract's rules for the section's own fields, in the section's own words ("Event must
 * be at most 200 characters"), before anything is sent; the server says the same.
 */
export function checkItem(section: Section, values: ItemFormValues): ItemErrors {
  const errors: ItemErrors = {}
  const name = (kind: FieldKind) => fieldName(section, kind)
  const title = values.title.trim()
  if (!title) errors.title = `${name('title')} is required`
  else errors.title = lengthProblem(name('title'), title, SECTION_LIMITS.line)
  for (const kind of ['subtitle', 'place'] as const) {
    if (hasField(section, kind)) {
      errors[kind] = lengthProblem(name(kind), values[kind].trim(), SECTION_LIMITS.line)
    }
  }
  if (hasField(section, 'date')) {
    const start = partialDate(values.start)
    errors.start = dateProblem('Start', values.start)
    if (values.endKind === 'date') {
      errors.end = dateProblem('End', values.end)
      if (!errors.end && !values.end.year.trim())
        errors.end = 'End needs a year, or choose “No end”'
    }
    if (values.endKind !== 'none' && !start && !errors.start) {
      errors.start = `A period needs its start`
    }
    const end = partialDate(values.end)
    if (!errors.start && !errors.end && values.endKind === 'date' && start && end) {
      const length = Math.min(start.length, end.length)
      if (end.slice(0, length) < start.slice(0, length))
        errors.end = 'A period ends after it starts'
    }
  }
  for (const kind of ['link', 'link2'] as const) {
    if (!hasField(section, kind)) continue
    const url = values[kind].url.trim()
    const label = values[kind].label.trim()
    // A link's text alone says nothing; the one the form starts with (its field's name) is no
    // sign the owner meant a link.
    if (!url && label && label !== labelOf(section, kind)) {
      errors[kind] = `Add the address of “${label}”, or clear its text`
    } else if (url && !/^https?:\/\/\S+$/.test(url)) {
      errors[kind] = `${name(kind)} must be a web address starting with https://`
    } else {
      errors[kind] =
        lengthProblem(`${name(kind)}'s address`, url, SECTION_LIMITS.url) ??
        lengthProblem(`${name(kind)}'s text`, label, SECTION_LIMITS.linkLabel)
    }
  }
  if (hasField(section, 'tags')) {
    const tags = tagsOf(values.tags)
    const long = tags.find((tag) => tag.length > SECTION_LIMITS.tag)
    if (tags.length > SECTION_LIMITS.tags) {
      errors.tags = `At most ${SECTION_LIMITS.tags} ${name('tags').toLowerCase()} (now ${tags.length})`
    } else if (long) {
      errors.tags = `“${long.slice(0, 20)}…” is longer than ${SECTION_LIMITS.tag} characters`
    }
  }
  if (hasField(section, 'text')) {
    errors.text = lengthProblem(name('text'), values.text, SECTION_LIMITS.text)
  }
  for (const key of Object.keys(errors) as ItemErrorKey[]) {
    if (errors[key] === undefined) delete errors[key]
  }
  return errors
}

/**
 * Where a problem the server answered belongs in the item form, from its words: the contract's
 * titles ("Start is a year…", "Second link must be…") or the section's own label ("Talk is
 * required"); undefined when it belongs to no field.
 */
export function itemFieldOfProblem(section: Section, message: string): ItemErrorKey | undefined {
  const starts = (prefix: string) => message.startsWith(`${prefix} `)
  if (starts('Start') || message === 'A period ends after it starts') {
    return message.startsWith('Start') ? 'start' : 'end'
  }
  if (starts('End')) return 'end'
  if (starts(FIELD_KIND_NAMES.link2)) return 'link2'
  if (/^Link( address| label)? /.test(message)) return 'link'
  if (/^Tags? /.test(message)) return 'tags'
  const kinds: ItemErrorKey[] = ['title', 'subtitle', 'place', 'text', 'link', 'link2', 'tags']
  return kinds.find((kind) => {
    const kindName = FIELD_KIND_NAMES[kind as FieldKind]
    const label = labelOf(section, kind as FieldKind)
    return starts(kindName) || (label !== undefined && starts(label))
  })
}
