import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ownerRepository } from '../modules/account/owner-repository.ts'
import { orderedRepository } from '../modules/collections/ordered-repository.ts'

/** Every repository, built once over the one database handle. Routes and page loaders use these. */
function createRepositories(app: FastifyInstance) {
  const db = app.database.db
  return {
    owner: ownerRepository(db),
    skills: orderedRepository(db, 'skills'),
    projects: orderedRepository(db, 'projects'),
    about: orderedRepository(db, 'about_paragraphs'),
    education: orderedRepository(db, 'education'),
    experience: orderedRepository(db, 'experience'),
    certificates: orderedRepository(db, 'certificates'),
  }
}
export type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories
  }
}

export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repositories', createRepositories(app))
  },
  { name: 'repositories', dependencies: ['database'] },
)
