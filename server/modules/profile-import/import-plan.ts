import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { TObject, TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import type { ImportItem, ImportPlan, ImportSection } from '@contract/profile-import.ts'
import { SectionItemInput } from '@contract/section.ts'
import { SiteSettings } from '@contract/site-settings.ts'
import { describeProblem, type SchemaProblem } from '@contract/validation-messages.ts'
import { DEFAULT_OWNER_NAME } from '@/config.ts'
import type { Database, SectionRow, UserDetailsRow } from '@/db/schema.ts'
import { LIST_CONTENT } from '../content/registry.ts'
import type { AnyListContent } from '../content/list-content.ts'
import { DEMO_STATUS } from '../first-run/demo-records.ts'
import { textSchema } from '../resume/resume-mapping.ts'
import { fieldsOf, valuesOf } from '../sections/sections-presenter.ts'
import type { Candidate, SectionSpec, SourceReading, Target } from './import-source.ts'

/**
 * What tells an item from another of its kind: "the same title and company" for a position. An
 * item whose words match a stored record is offered as a duplicate (skip or replace), never
 * added twice; one matching an earlier row of the same upload is read once. Every content type
 * must say (a type added to the registry without one does not compile).
 */
const MATCH_COLUMNS: Record<ContentTypeKey, readonly string[]> = {
  about: ['paragraph'],
  education: ['institution', 'degree'],
  experience: ['title', 'company'],
  skills: ['name'],
  projects: ['title'],
  certificates: ['title', 'platform'],
  testimonials: ['name', 'company'],
  publications: ['title'],
}

const words = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    // A trailing … (an escape, as every non-Latin-1 character in a server regular expression).
    .replace(/\u2026$/, '')
    .replace(/\s+/g, ' ')
    .trim()

const matchOf = (values: readonly unknown[]) => values.map(words).join('\u0000')

/** Where a section's items go: a stored section, or one the owner may create. */
type SectionPlace =
  { kind: 'stored'; row: SectionRow } | { kind: 'new'; address: string; spec: SectionSpec }

/** One item of the plan, with what applying it writes. */
export interface PlannedItem {
  candidate: Candidate
  wire: ImportItem
  /** The stored record it looks like (a duplicate): replaced when the owner asks. */
  existingId?: number
  /** The columns (a content type, the profile) or values (a section item) it writes. */
  write?: Record<string, unknown>
  /** Section items: where they go. */
  place?: SectionPlace
}

export interface ResolvedImport {
  wire: ImportPlan
  items: Map<string, PlannedItem>
  /** Sections the owner may create, by their key in the plan. */
  newSections: Map<string, Extract<SectionPlace, { kind: 'new' }>>
  /** The stored profile (replaced by a profile item). */
  profile?: UserDetailsRow
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>

/** The first failed check of a record, in words ("Link must be a web address…"). */
function firstProblem(schema: TSchema, value: unknown): string | undefined {
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'boolean') continue
    const field = error.instancePath.split('/')[1] ?? ''
    const parentSchema = (schema as TObject).properties?.[field]
    return describeProblem({ ...(error as unknown as SchemaProblem), parentSchema }, 'The row')
      .message
  }
  return undefined
}

const schemas = new Map<ContentTypeKey, TSchema>()
function inputSchema(entry: AnyListContent): TSchema {
  const key = entry.type.key as ContentTypeKey
  let schema = schemas.get(key)
  if (!schema) {
    schema = textSchema(entry.type.input)
    schemas.set(key, schema)
  }
  return schema
}

const sectionKey = (address: string) => `section:${address}`

/** A link told from another by its address, case and a last slash aside. */
const linkKey = (url: string) => url.toLowerCase().replace(/\/+$/, '')
const LINKS_LIMIT = (SiteSettings.properties.socialLinks as unknown as { maxItems: number })
  .maxItems

/** The stored section a spec's items go to, else the first of its addresses the site has free. */
async function placeOf(
  app: FastifyInstance,
  spec: SectionSpec,
  stored: SectionRow[],
): Promise<SectionPlace | string> {
  const found =
    stored.find((row) => spec.addresses.includes(row.address)) ??
    stored.find((row) => spec.names.includes(words(row.name)))
  if (found) return { kind: 'stored', row: found }
  for (const address of spec.addresses) {
    try {
      await app.addressBook.check(address, { owner: 'section' })
      return { kind: 'new', address, spec }
    } catch {
      // Taken by a page or one of the site's own addresses: the next one.
    }
  }
  return `No section holds these, and the addresses ${spec.addresses.map((a) => `/${a}`).join(', ')} are all taken`
}

function profileColumns(
  values: Extract<Target, { kind: 'profile' }>['values'],
  current?: UserDetailsRow,
) {
  const titles = [current?.title_1, current?.title_2, current?.title_3, current?.title_4]
  return {
    name: values.name,
    title_1: values.titles[0] ?? titles[0] ?? '',
    title_2: values.titles[1] ?? titles[1] ?? '',
    title_3: values.titles[2] ?? titles[2] ?? '',
    title_4: values.titles[3] ?? titles[3] ?? '',
    current_status: values.status || current?.current_status || '',
  }
}

/**
 * The preview: every candidate a source read becomes an item of its section, new, a duplicate of
 * something stored (with what), or a problem (why), checked against the same input schemas the
 * API checks. Reads only; the same upload and database always plan the same.
 */
export async function planImport(
  app: FastifyInstance,
  source: string,
  reading: SourceReading,
): Promise<ResolvedImport> {
  const db = app.database.db
  const storedSections = await app.repositories.sections.list()
  const settings = await app.repositories.siteSettings.get()
  let linksAdded = 0
  const profile = await app.repositories.userDetails.first()
  const items = new Map<string, PlannedItem>()
  const newSections = new Map<string, Extract<SectionPlace, { kind: 'new' }>>()
  const sections = new Map<string, ImportSection>()
  const seen = new Map<string, Candidate>()
  const stored = new Map<string, Map<string, number>>()
  const places = new Map<SectionSpec, SectionPlace | string>()

  async function storedMatches(key: string, load: () => Promise<[string, number][]>) {
    let found = stored.get(key)
    if (!found) {
      found = new Map()
      for (const [match, id] of await load()) if (!found.has(match)) found.set(match, id)
      stored.set(key, found)
    }
    return found
  }

  const sectionOf = (key: string, name: string, create?: ImportSection['create']) => {
    let section = sections.get(key)
    if (!section) {
      section = { key, name, ...(create ? { create } : {}), items: [] }
      sections.set(key, section)
    }
    return section
  }

  for (const candidate of reading.candidates) {
    const wire: ImportItem = {
      id: candidate.id,
      file: candidate.file,
      row: candidate.row,
      title: candidate.title,
      detail: candidate.detail,
      status: 'problem',
      ...(candidate.notes.length > 0 ? { note: candidate.notes.join('; ') } : {}),
    }
    const planned: PlannedItem = { candidate, wire }
    const target = candidate.target
    const home = target ?? candidate.home
    let section: ImportSection
    let problem = candidate.problem
    let match: string | undefined
    let existing: Map<string, number> | undefined
    if (home.kind === 'link') {
      section = sectionOf('links', 'Links')
      if (target?.kind === 'link') {
        planned.write = { ...target.link }
        match = linkKey(target.link.link)
        existing = new Map(settings.socialLinks.map((link, index) => [linkKey(link.link), index]))
        const stored = settings.socialLinks[existing.get(match) ?? -1]
        if (stored) wire.existing = `${stored.acc}: ${stored.link}`
        else if (settings.socialLinks.length + (linksAdded += 1) > LINKS_LIMIT) {
          problem ??= `A site has at most ${LINKS_LIMIT} links: remove one in Site settings first`
        }
      }
    } else if (home.kind === 'profile') {
      section = sectionOf('profile', 'Profile')
      if (target?.kind === 'profile') {
        planned.write = profileColumns(target.values, profile)
        match = 'profile'
        const untouched =
          !profile || profile.name === DEFAULT_OWNER_NAME || profile.current_status === DEMO_STATUS
        existing = untouched ? new Map() : new Map([['profile', profile.id]])
        if (!untouched) wire.existing = profile.name
      }
    } else if (home.kind === 'section') {
      let place = places.get(home.section)
      if (place === undefined) {
        place = await placeOf(app, home.section, storedSections)
        places.set(home.section, place)
      }
      const values = target?.kind === 'section' ? target.values : undefined
      if (typeof place === 'string') {
        section = sectionOf(sectionKey(home.section.addresses[0]!), home.section.name)
        problem ??= place
      } else if (place.kind === 'stored') {
        const row = place.row
        section = sectionOf(sectionKey(row.address), row.name)
        if (values) {
          const kinds = new Set<string>(fieldsOf(row).map((field) => field.kind))
          planned.write = Object.fromEntries(
            Object.entries(values).filter(([kind]) => kinds.has(kind)),
          )
          planned.place = place
          match = matchOf([planned.write.title, planned.write.subtitle])
          existing = await storedMatches(sectionKey(row.address), async () =>
            (await app.repositories.sections.items(row.id)).map((item) => {
              const stored = valuesOf(item) as Record<string, unknown>
              return [matchOf([stored.title, stored.subtitle]), item.id]
            }),
          )
        }
      } else {
        const key = sectionKey(place.address)
        newSections.set(key, place)
        section = sectionOf(key, place.spec.name, { address: place.address, name: place.spec.name })
        if (values) {
          planned.write = values
          planned.place = place
          match = matchOf([values.title, values.subtitle])
          existing = new Map()
        }
      }
      if (planned.write) problem ??= firstProblem(SectionItemInput, planned.write)
    } else {
      const entry = LIST_CONTENT[home.key] as AnyListContent
      section = sectionOf(home.key, CONTENT_TYPES[home.key].title)
      if (target?.kind === 'type') {
        problem ??= firstProblem(inputSchema(entry), target.input)
        if (!problem) {
          planned.write = {
            ...(entry.columns(target.input) as Record<string, unknown>),
            ...((await entry.derive?.(app, target.input)) ?? {}),
          }
          const columns = MATCH_COLUMNS[target.key]
          match = matchOf(columns.map((column) => planned.write![column]))
          existing = await storedMatches(target.key, async () =>
            (
              (await untyped(db)
                .selectFrom(entry.type.table)
                .select(['id', ...columns])
                .execute()) as Record<string, unknown>[]
            ).map((row) => [matchOf(columns.map((column) => row[column])), Number(row.id)]),
          )
          const also = candidate.matchAlso
          if (also && existing.get(match) === undefined) {
            const byColumn = await storedMatches(`${target.key}:${also.column}`, async () =>
              (
                (await untyped(db)
                  .selectFrom(entry.type.table)
                  .select(['id', also.column])
                  .execute()) as Record<string, unknown>[]
              )
                .filter((row) => String(row[also.column] ?? '') !== '')
                .map((row) => [linkKey(String(row[also.column])), Number(row.id)]),
            )
            const id = byColumn.get(linkKey(also.value))
            if (id !== undefined) {
              existing = new Map([[match, id]])
              wire.existing = `A project with the same GitHub link (${also.value})`
            }
          }
        }
      }
    }

    if (!problem && match !== undefined) {
      const earlier = seen.get(`${section.key}\u0000${match}`)
      if (earlier) {
        problem = `The same as row ${earlier.row} of ${earlier.file}: imported once`
      } else {
        seen.set(`${section.key}\u0000${match}`, candidate)
        const existingId = existing?.get(match)
        if (existingId !== undefined) {
          planned.existingId = existingId
          wire.status = 'duplicate'
          wire.existing ??= candidate.title
        } else {
          wire.status = 'new'
        }
      }
    }
    if (problem) {
      wire.status = 'problem'
      wire.problem = problem
      delete wire.existing
    }
    section.items.push(wire)
    items.set(candidate.id, planned)
  }

  const order = ['profile', 'links', ...CONTENT_TYPE_LIST.map((type) => type.key)]
  const rank = (key: string) => {
    const index = order.indexOf(key)
    return index === -1 ? order.length : index
  }
  return {
    wire: {
      source,
      files: { read: reading.read, ignored: reading.ignored },
      sections: [...sections.values()].sort((a, b) => rank(a.key) - rank(b.key)),
      problems: reading.problems,
    },
    items,
    newSections,
    profile,
  }
}
