import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  RESUME_LIMITS,
  RESUME_SECTIONS,
  type ResumeSection,
  type ResumeSectionChange,
} from '@contract/resume.ts'
import type { Database, ImportRow, OrderedTable, SectionRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import type { AnyListContent } from '../content/list-content.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { replaceSections } from '../sections/sections-resume.ts'
import { siteSettingsRepository } from '../site-settings/site-settings-repository.ts'
import { userDetailsColumns } from '../user-details/user-details-presenter.ts'
import { jsonResumeProblems } from './json-resume-schema.ts'
import { planImport, type ImportPlan } from './resume-import-plan.ts'
import { resolveImage, type ImageColumns } from './resume-images.ts'
import type { ImageReference } from './resume-mapping.ts'
import {
  imagesLeftOut,
  resolveSections,
  summarizeSections,
  type ResolvedSections,
} from './resume-sections-import.ts'
import { keepRecordImages, keptImagesByRecord } from '../media/body-images.ts'
import { recordImport, summaryOf, type Changes } from '../profile-import/import-apply.ts'

/** The problems as one answer: the first few, then how many more. */
function invalid(problems: string[]) {
  const shown = problems.slice(0, RESUME_LIMITS.reportedProblems)
  const more = problems.length - shown.length
  return errors.badRequest(
    `The resume cannot be imported: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  )
}

interface ResolvedPlan {
  plan: ImportPlan
  profileImage: ImageColumns
  /** Each imported record's image, for the types that have one, by type and position. */
  images: Partial<Record<ContentTypeKey, ImageColumns[]>>
  /**
   * Each imported record's columns made before the write (its rendered Markdown, the images it
   * shows beyond its own), by type and position.
   */
  extra: Partial<Record<ContentTypeKey, Record<string, unknown>[]>>
  /** What the owner should know about a type's records (images left out), by type. */
  notes: Partial<Record<ContentTypeKey, string>>
  /** The custom sections the document brings, ready to write; none: the stored ones stay. */
  sections: ResolvedSections
}

const importedLists = (plan: ImportPlan) =>
  LIST_CONTENT_ENTRIES.flatMap((entry) => {
    const records = plan.lists[entry.type.key as ContentTypeKey]
    return records ? [{ entry, records }] : []
  })

/** Validates the document (published schema, then Vitrine's own limits and images). */
async function prepare(app: FastifyInstance, document: unknown): Promise<ResolvedPlan> {
  const schemaProblems = jsonResumeProblems(document)
  if (schemaProblems.length > 0) throw invalid(schemaProblems)
  const { plan, problems } = planImport(document as Record<string, unknown>)
  const db = app.database.db
  const publicUrl = app.config.publicUrl
  const resolve = (reference: ImageReference) => resolveImage(db, reference, publicUrl, problems)
  const resolved: ResolvedPlan = {
    plan,
    profileImage: await resolve(plan.profile?.image),
    images: {},
    extra: {},
    notes: {},
    sections: await resolveSections(app, plan.sections ?? [], problems),
  }
  for (const { entry, records } of importedLists(plan)) {
    const key = entry.type.key as ContentTypeKey
    if (entry.type.image !== 'none') {
      const images: ImageColumns[] = []
      for (const record of records) images.push(await resolve(record.image))
      resolved.images[key] = images
    }
    let leftOut = 0
    const extra: Record<string, unknown>[] = []
    for (const record of records) {
      const hashes: (string | null)[] = []
      for (const image of record.keptImages?.images ?? []) {
        const found = await resolve(image)
        // Another site's image is never fetched, and a gallery keeps no links.
        if (found.image_url !== null) leftOut += 1
        hashes.push(found.image_hash)
      }
      extra.push({
        ...record.keptImages?.columns(hashes),
        ...(problems.length === 0 ? await entry.derive?.(app, record.input) : {}),
      })
    }
    resolved.extra[key] = extra
    if (leftOut > 0) resolved.notes[key] = imagesLeftOut(leftOut)
  }
  if (problems.length > 0) throw invalid(problems)
  return resolved
}

function incomingCount(plan: ImportPlan, section: ResumeSection): number | undefined {
  if (section === 'contact') return plan.contact ? 1 : undefined
  if (section === 'profile') return plan.profile ? 1 : undefined
  return plan.lists[section]?.length
}

async function summarize(
  app: FastifyInstance,
  { plan, sections, notes }: ResolvedPlan,
): Promise<ResumeSectionChange[]> {
  const db = app.database.db
  const summary: ResumeSectionChange[] = []
  for (const { section, name, from } of RESUME_SECTIONS) {
    let existing = 1
    if (section === 'profile') {
      existing = (await db.selectFrom('user_details').select('id').executeTakeFirst()) ? 1 : 0
    } else if (section !== 'contact') {
      const row = await db
        .selectFrom(CONTENT_TYPES[section].table)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow()
      existing = Number(row.count)
    }
    const incoming = incomingCount(plan, section)
    const note = section === 'profile' || section === 'contact' ? undefined : notes[section]
    summary.push({
      section,
      name,
      from,
      action: incoming === undefined ? 'keep' : 'replace',
      incoming: incoming ?? 0,
      existing,
      ...(note ? { note } : {}),
    })
  }
  return [...summary, ...(await summarizeSections(app, plan.sections, sections.notes))]
}

/**
 * Deletes a list and writes the new records in their order, in the caller's transaction. The
 * records replaced go to the trash (with the images they keep beyond their own) and the new ones
 * get their first revision, as any owner write.
 */
async function replaceList(
  trx: Transaction<Database>,
  entry: AnyListContent,
  records: Record<string, unknown>[],
  postgres: boolean,
  journal: HistoryJournal<Record<string, unknown>>,
) {
  const table = entry.type.table as OrderedTable
  // The same lock the ordered repository takes for adds and reorders: they wait for the import.
  if (postgres) await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
  const untyped = trx as unknown as Kysely<any>
  // Read before the rows go: their kept images' rows go with them.
  const kept = entry.keptImages ? await keptImagesByRecord(trx, entry.keptImages.table) : new Map()
  const replaced = await untyped.deleteFrom(table).returningAll().execute()
  for (const row of replaced) await journal.deleted(trx, row, kept.get(Number(row.id)) ?? [])
  const now = new Date().toISOString()
  const added: Record<string, unknown>[] = []
  for (const [index, record] of records.entries()) {
    added.push(
      await untyped
        .insertInto(table)
        .values({ ...record, position: index + 1, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    )
  }
  await journal.created(trx, added)
  await keepRecordImages(trx, entry.keptImages, added)
  return { replaced, added }
}

/** Stored images the replaced sections use now: deleted after the import if nothing uses them. */
async function imagesInUse(db: Kysely<Database>, plan: ImportPlan): Promise<string[]> {
  const hashes: (string | null)[] = []
  if (plan.profile) {
    const row = await db.selectFrom('user_details').select('image_hash').executeTakeFirst()
    hashes.push(row?.image_hash ?? null)
  }
  for (const { entry } of importedLists(plan)) {
    if (entry.type.image === 'none') continue
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
    const rows = (await (db as Kysely<any>)
      .selectFrom(entry.type.table)
      .select('image_hash')
      .execute()) as { image_hash: string | null }[]
    hashes.push(...rows.map((row) => row.image_hash))
  }
  return [...new Set(hashes.filter((hash): hash is string => hash !== null))]
}

/** The columns of one imported record: its text as the entry maps it, and its image. */
function columnsOf(
  entry: AnyListContent,
  record: { input: object; columns?: Record<string, unknown> },
  image?: ImageColumns,
) {
  return { ...entry.columns(record.input), ...record.columns, ...(image ?? {}) } as Record<
    string,
    unknown
  >
}

/** The sections at these addresses and their items' ids, to tell what an import changed. */
async function sectionsAt(trx: Transaction<Database>, addresses: string[]) {
  const found = new Map<string, { row: SectionRow; items: number[] }>()
  if (addresses.length === 0) return found
  const rows = await trx
    .selectFrom('sections')
    .selectAll()
    .where('address', 'in', addresses)
    .execute()
  for (const row of rows) {
    const items = await trx
      .selectFrom('section_items')
      .select('id')
      .where('section_id', '=', row.id)
      .orderBy('position')
      .execute()
    found.set(row.address, { row, items: items.map((item) => item.id) })
  }
  return found
}

/**
 * Writes the plan in one transaction and records it as an import (as LinkedIn's and GitHub's are),
 * so that "Undo this import" takes it back as one step: what it added goes to the trash, what it
 * changed gets its row from before, and what it replaced comes back from the trash.
 */
async function apply(app: FastifyInstance, resolved: ResolvedPlan): Promise<ImportRow> {
  const { plan, profileImage, images, extra, sections } = resolved
  const db = app.database.db
  const postgres = app.database.dialect === 'postgres'
  const previousImages = await imagesInUse(db, plan)
  const changes: Required<Changes> = { added: [], replaced: [], removed: [] }
  const counts = new Map<string, number>()
  const count = (what: string, by = 1) => counts.set(what, (counts.get(what) ?? 0) + by)

  const row = await db.transaction().execute(async (trx) => {
    if (plan.profile) {
      const columns = { ...userDetailsColumns(plan.profile.details), ...profileImage }
      const profiles = app.repositories.userDetails.within(trx)
      const existing = await profiles.first()
      if (existing) {
        await profiles.update(existing.id, columns)
        changes.replaced.push({ kind: 'profile', id: existing.id, before: existing })
      } else {
        const created = await profiles.create(columns)
        if (created) changes.added.push({ kind: 'profile', id: created.id })
      }
      count('profile')
    }
    if (plan.contact) {
      const settings = siteSettingsRepository(
        trx,
        app.config,
        app.repositories.history.journal('settings'),
      )
      const before = await settings.get()
      await settings.save(plan.contact(before))
      changes.replaced.push({ kind: 'settings', before: { ...before } })
    }
    for (const { entry, records } of importedLists(plan)) {
      const key = entry.type.key as ContentTypeKey
      const columns = records.map((record, index) => ({
        ...columnsOf(entry, record, entry.type.image === 'none' ? undefined : images[key]?.[index]),
        ...extra[key]?.[index],
      }))
      const journal = app.repositories.history.journal<Record<string, unknown>>(entry.type.name)
      const written = await replaceList(trx, entry, columns, postgres, journal)
      for (const old of written.replaced)
        changes.removed.push({ type: entry.type.name, id: Number(old.id) })
      for (const added of written.added)
        changes.added.push({ kind: 'type', key, id: Number(added.id) })
      if (written.added.length > 0) count(key, written.added.length)
    }
    if (sections.sections.length > 0) {
      const addresses = sections.sections.map((section) => section.address)
      const before = await sectionsAt(trx, addresses)
      await replaceSections(trx, sections.sections, {
        section: app.repositories.history.journal('section'),
        item: app.repositories.history.journal('section-item'),
      })
      const after = await sectionsAt(trx, addresses)
      for (const [address, now] of after) {
        const was = before.get(address)
        if (was) {
          changes.replaced.push({ kind: 'section', id: was.row.id, before: was.row })
          for (const id of was.items) changes.removed.push({ type: 'section-item', id })
        } else {
          changes.added.push({ kind: 'section', id: now.row.id })
        }
        for (const id of now.items) {
          changes.added.push({ kind: 'section-item', section: now.row.id, id })
        }
        if (now.items.length > 0) count(`section:${now.row.name}`, now.items.length)
      }
    }
    return recordImport(trx, 'json-resume', summaryOf(counts), changes)
  })

  for (const hash of previousImages) await app.repositories.media.deleteIfUnused(hash)
  return row
}

/**
 * Imports a JSON Resume document: each section present replaces what the portfolio has, absent
 * ones stay; all of it in one transaction, recorded as an import that can be undone. A dry run
 * answers the same summary and writes nothing.
 */
export async function importResume(
  app: FastifyInstance,
  document: unknown,
  options: { dryRun: boolean },
): Promise<{ summary: ResumeSectionChange[]; recorded?: ImportRow }> {
  const resolved = await prepare(app, document)
  const summary = await summarize(app, resolved)
  if (options.dryRun) return { summary }
  return { summary, recorded: await apply(app, resolved) }
}
