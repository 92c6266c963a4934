import type { FastifyInstance } from 'fastify'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { Project, ProjectInput } from '@contract/project.ts'
import { registerImageCollection } from '../collections/image-collection-routes.ts'
import { presentProject, projectColumns } from './projects-presenter.ts'

export default async function projectsRoutes(app: FastifyInstance) {
  registerImageCollection(app, {
    tag: 'Projects',
    noun: 'project',
    paths: {
      list: '/api/project/fetchprojects',
      add: '/api/project/addproject',
      remove: '/api/project/deleteproject/:id',
      reorder: REORDER_PATHS.projects,
    },
    input: ProjectInput,
    record: Project,
    repository: app.repositories.projects,
    toColumns: projectColumns,
    present: presentProject,
    messages: { added: 'Project Added Successfully', deleted: 'Project Deleted Successfully' },
  })
}
