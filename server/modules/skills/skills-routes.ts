import type { FastifyInstance } from 'fastify'
import {
  AddResponse,
  IdParams,
  ListResponse,
  MessageResponse,
  errorResponses,
} from '../../../contract/common.ts'
import { REORDER_PATHS } from '../../../contract/ordering.ts'
import { Skill, SkillInput } from '../../../contract/skill.ts'
import { errors } from '../../errors.ts'
import { parseId } from '../collections/json-collection-routes.ts'
import { registerReorderRoute } from '../collections/reorder-route.ts'
import { processUpload } from '../media/image-processing.ts'
import { presentSkill, skillColumns } from './skills-presenter.ts'

const tags = ['Skills']

export default async function skillsRoutes(app: FastifyInstance) {
  const { skills, media } = app.repositories

  app.get(
    '/api/skill/fetchskills',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "List every skill, in the owner's order",
        response: { 200: ListResponse(Skill), ...errorResponses },
      },
    },
    async () => ({ success: true, data: (await skills.list()).map(presentSkill) }),
  )

  app.post(
    '/api/skill/addskills',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a skill with its image (multipart)',
        consumes: ['multipart/form-data'],
        body: SkillInput,
        response: { 200: AddResponse(Skill), ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body as SkillInput
      const image = await processUpload(input.image)
      const rows = await media.attach(image, (hash) =>
        skills.insertMany([skillColumns(input, hash)]),
      )
      return { success: true, data: rows.map(presentSkill), message: 'Skill Added Successfully' }
    },
  )

  app.delete(
    '/api/skill/deleteskill/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a skill, and its image when nothing else uses it',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as IdParams
      const row = await skills.remove(parseId(id))
      if (!row) throw errors.notFound('skill', id)
      await media.deleteIfUnused(row.image_hash)
      return { success: true, message: 'Skill Deleted Successfully' }
    },
  )

  registerReorderRoute(app, {
    path: REORDER_PATHS.skills,
    tag: 'Skills',
    noun: 'skill',
    record: Skill,
    repository: skills,
    present: presentSkill,
  })
}
