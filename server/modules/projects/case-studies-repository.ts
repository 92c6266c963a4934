import type { Kysely } from 'kysely'
import type { Database, ProjectRow } from '@/db/schema.ts'

/**
 * A project's columns as a list of projects reads them: every one but its case study's HTML,
 * which only its own page shows (a list of a thousand read it as megabytes).
 */
const LISTED = [
  'id',
  'position',
  'created_at',
  'updated_at',
  'title',
  'description',
  'tools',
  'github_url',
  'live_url',
  'image_hash',
  'image_url',
  'slug',
  'body',
  'featured',
  'role',
  'team',
  'timeline',
  'outcomes',
  'gallery',
] as const satisfies readonly (keyof ProjectRow)[]
// A column added to projects must be listed above (or left out on purpose, as html is).
type Unlisted = Exclude<keyof ProjectRow, (typeof LISTED)[number] | 'html'>
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true

/** Projects by their case study's address (the ordered list's repository knows them by id). */
export function caseStudiesRepository(db: Kysely<Database>) {
  return {
    /** Whether another project than `exceptId` has this address. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('projects').select('id').where('slug', '=', slug)
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },

    /**
     * Projects in the showcase's order (the featured ones first, then the others, each part in
     * the owner's order), `limit` of them from `offset` (all of them without a limit), their
     * case studies' HTML left empty.
     */
    async showcase(page?: { offset: number; limit: number }): Promise<ProjectRow[]> {
      if (page && page.limit <= 0) return []
      const rows = await db
        .selectFrom('projects')
        .select(LISTED)
        .orderBy('featured', 'desc')
        .orderBy('position')
        .orderBy('id')
        .$if(page !== undefined, (query) => query.limit(page!.limit).offset(page!.offset))
        .execute()
      return rows.map((row) => ({ ...row, html: '' }))
    },

    /** The first `limit` projects (all by default) in the owner's order, read as showcase reads them. */
    async listed(limit?: number): Promise<ProjectRow[]> {
      const rows = await db
        .selectFrom('projects')
        .select(LISTED)
        .orderBy('position')
        .orderBy('id')
        .$if(limit !== undefined, (query) => query.limit(limit!))
        .execute()
      return rows.map((row) => ({ ...row, html: '' }))
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** The project with this address and a case study to show, if any. */
    async findBySlug(slug: string): Promise<ProjectRow | undefined> {
      return db
        .selectFrom('projects')
        .selectAll()
        .where('slug', '=', slug)
        .where('body', '!=', '')
        .executeTakeFirst()
    },
  }
}

void everyColumnListed
