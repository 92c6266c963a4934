import type { FastifyInstance } from 'fastify'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { Skill, SkillInput } from '@contract/skill.ts'
import { registerImageCollection } from '../collections/image-collection-routes.ts'
import { presentSkill, skillColumns } from './skills-presenter.ts'

export default async function skillsRoutes(app: FastifyInstance) {
  registerImageCollection(app, {
    tag: 'Skills',
    noun: 'skill',
    paths: {
      list: '/api/skill/fetchskills',
      add: '/api/skill/addskills',
      remove: '/api/skill/deleteskill/:id',
      reorder: REORDER_PATHS.skills,
    },
    input: SkillInput,
    record: Skill,
    repository: app.repositories.skills,
    toColumns: skillColumns,
    present: presentSkill,
    messages: { added: 'Skill Added Successfully', deleted: 'Skill Deleted Successfully' },
  })
}
