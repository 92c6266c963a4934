import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  RESUME_LIMITS,
  RESUME_SECTIONS,
  type ResumeSection,
  type ResumeSectionChange,
} from '@contract/resume.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import type { Database, OrderedTable } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { aboutColumns } from '../about/about-presenter.ts'
import { certificateColumns } from '../certificates/certificates-presenter.ts'
import { testimonialColumns } from '../testimonials/testimonials-presenter.ts'
import { educationColumns } from '../education/education-presenter.ts'
import { experienceColumns } from '../experience/experience-presenter.ts'
import { mediaStore } from '../media/media-store.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { siteSettingsRepository } from '../site-settings/site-settings-repository.ts'
import { userDetailsColumns } from '../user-details/user-details-presenter.ts'
import { jsonResumeProblems } from './json-resume-schema.ts'
import { planImport, type ImageReference, type ImportPlan } from './resume-import-plan.ts'

/** Where a record's image comes from once resolved: a stored image, a link, or neither. */
interface ImageColumns {
  image_hash: string | null
  image_url: string | null
}
const NO_IMAGE: ImageColumns = { image_hash: null, image_url: null }

const HTTP_URL = /^https?:\/\/\S+$/
const MAX_URL_LENGTH = 2048

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The problems as one answer: the first few, then how many more. */
function invalid(problems: string[]) {
  const shown = problems.slice(0, RESUME_LIMITS.reportedProblems)
  const more = problems.length - shown.length
  return errors.badRequest(
    `The resume cannot be imported: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  )
}

/**
 * Images of this site (`/media/<hash>.webp`, relative or under PUBLIC_URL) that the media table
 * holds are used as the same image; any other http(s) URL is kept as a link and never fetched.
 */
async function resolveImage(
  db: Kysely<Database>,
  reference: ImageReference,
  publicUrl: string,
  problems: string[],
): Promise<ImageColumns> {
  if (!reference) return NO_IMAGE
  const { url, path } = reference
  const local = new RegExp(`^(?:${escapeRegExp(publicUrl)})?(/media/.*)$`).exec(url)?.[1]
  if (local === DEFAULT_PROFILE_IMAGE_URL) return NO_IMAGE
  const hash = local && /^\/media\/([0-9a-f]{64})\.webp$/.exec(local)?.[1]
  if (local) {
    const stored = hash && (await mediaStore(db).find(hash))
    if (stored) return { image_hash: hash, image_url: null }
    problems.push(`${path}: ${url} is not an image stored on this site`)
    return NO_IMAGE
  }
  if (!HTTP_URL.test(url) || url.length > MAX_URL_LENGTH) {
    problems.push(`${path}: must be an http(s) URL`)
    return NO_IMAGE
  }
  return { image_hash: null, image_url: url }
}

interface ResolvedPlan {
  plan: ImportPlan
  profileImage: ImageColumns
  skillImages: ImageColumns[]
  projectImages: ImageColumns[]
}

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
    skillImages: [],
    projectImages: [],
  }
  for (const skill of plan.skills ?? []) resolved.skillImages.push(await resolve(skill.image))
  for (const project of plan.projects ?? []) {
    resolved.projectImages.push(await resolve(project.image))
  }
  if (problems.length > 0) throw invalid(problems)
  return resolved
}

/** Each list section's table: the section names are the content types' keys. */
const TABLES: Record<
  Exclude<ResumeSection, 'profile' | 'contact'>,
  OrderedTable
> = Object.fromEntries(CONTENT_TYPE_LIST.map((type) => [type.key, type.table])) as Record<
  ContentTypeKey,
  OrderedTable
>

function incomingCount(plan: ImportPlan, section: ResumeSection): number | undefined {
  if (section === 'contact') return plan.contact ? 1 : undefined
  if (section === 'profile') return plan.profile ? 1 : undefined
  return plan[section]?.length
}

async function summarize(db: Kysely<Database>, plan: ImportPlan): Promise<ResumeSectionChange[]> {
  const summary: ResumeSectionChange[] = []
  for (const { section, from } of RESUME_SECTIONS) {
    let existing = 1
    if (section === 'profile') {
      existing = (await db.selectFrom('user_details').select('id').executeTakeFirst()) ? 1 : 0
    } else if (section !== 'contact') {
      const row = await db
        .selectFrom(TABLES[section])
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow()
      existing = Number(row.count)
    }
    const incoming = incomingCount(plan, section)
    summary.push({
      section,
      from,
      action: incoming === undefined ? 'keep' : 'replace',
      incoming: incoming ?? 0,
      existing,
    })
  }
  return summary
}

/**
 * Deletes a list and writes the new records in their order, in the caller's transaction. The
 * records replaced go to the trash and the new ones get their first revision, as any owner write.
 */
async function replaceList(
  trx: Transaction<Database>,
  table: OrderedTable,
  records: Record<string, unknown>[],
  postgres: boolean,
  journal: HistoryJournal<Record<string, unknown>>,
) {
  // The same lock the ordered repository takes for adds and reorders: they wait for the import.
  if (postgres) await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
  const untyped = trx as unknown as Kysely<any>
  const replaced = await untyped.deleteFrom(table).returningAll().execute()
  for (const row of replaced) await journal.deleted(trx, row)
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
}

/** The history journal of a content table (contract/content-types.ts names it). */
function journalOf(app: FastifyInstance, table: OrderedTable) {
  const type = CONTENT_TYPE_LIST.find((candidate) => candidate.table === table)!
  return app.repositories.history.journal<Record<string, unknown>>(type.name)
}

/** Stored images the replaced sections use now: deleted after the import if nothing uses them. */
async function imagesInUse(db: Kysely<Database>, plan: ImportPlan): Promise<string[]> {
  const hashes: (string | null)[] = []
  if (plan.profile) {
    const row = await db.selectFrom('user_details').select('image_hash').executeTakeFirst()
    hashes.push(row?.image_hash ?? null)
  }
  if (plan.skills) {
    hashes.push(
      ...(await db.selectFrom('skills').select('image_hash').execute()).map((r) => r.image_hash),
    )
  }
  if (plan.projects) {
    hashes.push(
      ...(await db.selectFrom('projects').select('image_hash').execute()).map((r) => r.image_hash),
    )
  }
  if (plan.testimonials) {
    const rows = await db.selectFrom('testimonials').select('image_hash').execute()
    hashes.push(...rows.map((r) => r.image_hash))
  }
  return [...new Set(hashes.filter((hash): hash is string => hash !== null))]
}

async function apply(app: FastifyInstance, resolved: ResolvedPlan) {
  const { plan, profileImage, skillImages, projectImages } = resolved
  const db = app.database.db
  const postgres = app.database.dialect === 'postgres'
  const previousImages = await imagesInUse(db, plan)

  await db.transaction().execute(async (trx) => {
    if (plan.profile) {
      const columns = { ...userDetailsColumns(plan.profile.details), ...profileImage }
      const profiles = app.repositories.userDetails.within(trx)
      const existing = await trx.selectFrom('user_details').select('id').executeTakeFirst()
      if (existing) await profiles.update(existing.id, columns)
      else await profiles.create(columns)
    }
    if (plan.contact) {
      const settings = siteSettingsRepository(
        trx,
        app.config,
        app.repositories.history.journal('settings'),
      )
      await settings.save(plan.contact(await settings.get()))
    }
    const lists: [OrderedTable, Record<string, unknown>[] | undefined][] = [
      ['about_paragraphs', plan.about?.map(aboutColumns)],
      ['education', plan.education?.map(educationColumns)],
      ['experience', plan.experience?.map(experienceColumns)],
      ['skills', plan.skills?.map((skill, index) => ({ name: skill.name, ...skillImages[index] }))],
      [
        'projects',
        plan.projects?.map(({ fields }, index) => ({
          title: fields.title,
          description: fields.desc,
          tools: fields.tools,
          github_url: fields.github,
          live_url: fields.live,
          ...projectImages[index],
        })),
      ],
      ['certificates', plan.certificates?.map(certificateColumns)],
      [
        'testimonials',
        plan.testimonials?.map((entry) => ({ ...testimonialColumns(entry), image_hash: null })),
      ],
    ]
    for (const [table, records] of lists) {
      if (records) await replaceList(trx, table, records, postgres, journalOf(app, table))
    }
  })

  for (const hash of previousImages) await app.repositories.media.deleteIfUnused(hash)
}

/**
 * Imports a JSON Resume document: each section present replaces what the portfolio has, absent
 * ones stay; all of it in one transaction. A dry run answers the same summary and writes nothing.
 */
export async function importResume(
  app: FastifyInstance,
  document: unknown,
  options: { dryRun: boolean },
): Promise<ResumeSectionChange[]> {
  const resolved = await prepare(app, document)
  const summary = await summarize(app.database.db, resolved.plan)
  if (!options.dryRun) await apply(app, resolved)
  return summary
}
