import type { Kysely } from 'kysely'
import type { Database, ProjectRow } from '@/db/schema.ts'

/** Projects by their case study's address (the ordered list's repository knows them by id). */
export function caseStudiesRepository(db: Kysely<Database>) {
  return {
    /** Whether another project than `exceptId` has this address. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('projects').select('id').where('slug', '=', slug)
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
      return (await query.executeTakeFirst()) !== undefined
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
