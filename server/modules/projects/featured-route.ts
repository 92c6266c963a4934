import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
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
