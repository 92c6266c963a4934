import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { Type } from 'typebox'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { errorResponses, IdParams } from '@contract/common.ts'
import { FEATURED_PROJECTS } from '@contract/limits.ts'
import { FEATURED_PATH, FeaturedInput, PROJECT_MESSAGES, Project } from '@contract/project.ts'
import { errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import { presentProject } from './projects-content.ts'

const { noun, messages } = CONTENT_TYPES.projects

/**
 * PUT /api/projects/:id/featured (owner): marks a project featured or not, at most
 * FEATURED_PROJECTS at once (a further one is refused in words and nothing changes). Its own call
 * rather than a field of the project's form: the legacy add and update never carry it, and the
 * dashboard's list toggles it in one click. The write keeps a revision like any update.
 *
 * The limit holds when requests arrive together. The count is taken after the write, inside its
 * transaction, and each transaction writes projects one after the other:
 * - PostgreSQL (READ COMMITTED) would let two transactions each write, each count without the
 *   other's uncommitted row, and both commit over the limit. So the transaction first locks the
 *   projects table against other writers (share row exclusive, as every writer that counts or
 *   numbers rows does here: ordered-repository.ts); reads go on, and the next writer's count, once
 *   it has the lock, sees this one committed. The lock comes before the write, so no transaction
 *   waits for it while holding a row another one needs.
 * - SQLite has one writer at a time: the server's one connection runs one transaction at a time,
 *   and the file's write lock, taken by the update and kept until commit, keeps another process
 *   out between this write and its count.
 */
export default async function featuredRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.put(
    FEATURED_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags: [CONTENT_TYPES.projects.title],
        summary: `Feature a project on the home and projects pages, or stop (at most ${FEATURED_PROJECTS})`,
        params: IdParams,
        body: FeaturedInput,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            updatedData: Project,
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const { featured } = request.body
      const row = await app.database.db.transaction().execute(async (trx) => {
        if (app.database.dialect === 'postgres') {
          await sql`lock table projects in share row exclusive mode`.execute(trx)
        }
        const projects = app.repositories.projects.within(trx)
        const updated = await projects.update(parseId(id), { featured: featured ? 1 : 0 })
        if (!updated) throw errors.notFound(noun, id)
        // Counted after the write, inside it: a refused one rolls back with the write.
        const { count } = await trx
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('featured', '=', 1)
          .executeTakeFirstOrThrow()
        if (Number(count) > FEATURED_PROJECTS) throw errors.conflict(PROJECT_MESSAGES.featuredFull)
        return updated
      })
      return { success: true as const, updatedData: presentProject(row), message: messages.updated }
    },
  )
}
