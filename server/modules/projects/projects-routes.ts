import type { FastifyInstance } from 'fastify'
import {
  AddResponse,
  IdParams,
  ListResponse,
  MessageResponse,
  errorResponses,
} from '../../../contract/common.ts'
import { REORDER_PATHS } from '../../../contract/ordering.ts'
import { Project, ProjectInput } from '../../../contract/project.ts'
import { errors } from '../../errors.ts'
import { parseId } from '../collections/json-collection-routes.ts'
import { registerReorderRoute } from '../collections/reorder-route.ts'
import { processUpload } from '../media/image-processing.ts'
import { presentProject, projectColumns } from './projects-presenter.ts'

const tags = ['Projects']

export default async function projectsRoutes(app: FastifyInstance) {
  const { projects, media } = app.repositories

  app.get(
    '/api/project/fetchprojects',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "List every project, in the owner's order",
        response: { 200: ListResponse(Project), ...errorResponses },
      },
    },
    async () => ({ success: true, data: (await projects.list()).map(presentProject) }),
  )

  app.post(
    '/api/project/addproject',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a project with its image (multipart)',
        consumes: ['multipart/form-data'],
        body: ProjectInput,
        response: { 200: AddResponse(Project), ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body as ProjectInput
      const image = await processUpload(input.image)
      const rows = await media.attach(image, (hash) =>
        projects.insertMany([projectColumns(input, hash)]),
      )
      return {
        success: true,
        data: rows.map(presentProject),
        message: 'Project Added Successfully',
      }
    },
  )

  app.delete(
    '/api/project/deleteproject/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a project, and its image when nothing else uses it',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as IdParams
      const row = await projects.remove(parseId(id))
      if (!row) throw errors.notFound('project', id)
      await media.deleteIfUnused(row.image_hash)
      return { success: true, message: 'Project Deleted Successfully' }
    },
  )

  registerReorderRoute(app, {
    path: REORDER_PATHS.projects,
    tag: 'Projects',
    noun: 'project',
    record: Project,
    repository: projects,
    present: presentProject,
  })
}
