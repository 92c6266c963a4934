import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { PLACEHOLDER_OWNER_EMAIL } from '@contract/account.ts'
import { errorResponses } from '@contract/common.ts'
import {
  ChecklistResponse,
  DEMO_PATH,
  DemoRemovedResponse,
  FIRST_RUN_PATH,
  type FirstRunStep,
} from '@contract/first-run.ts'
import { DEFAULT_OWNER_NAME } from '@/config.ts'
import { errors } from '@/errors.ts'
import {
  DEMO_STATUS,
  countDemoRecords,
  hasDemoSettings,
  isDemoProject,
  removeDemoRecords,
  withoutDemoSettings,
} from './demo-records.ts'

const tags = ['First run']

/** The first-sign-in checklist and the one-step removal of the demo content. */
export default async function firstRunRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repositories } = app

  app.get(
    FIRST_RUN_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Which first-run steps are done (photo, name and titles, links, e-mail, …, publish)',
        response: { 200: ChecklistResponse, ...errorResponses },
      },
    },
    async (request) => {
      const [profile, settings, owner, projects, demoLeft, imported] = await Promise.all([
        repositories.userDetails.first(),
        repositories.siteSettings.get(),
        repositories.owner.findById(request.owner!.id),
        repositories.projects.list(),
        countDemoRecords(app.database.db),
        app.database.db
          .selectFrom('imports')
          .select('id')
          .where('undone_at', 'is', null)
          .executeTakeFirst(),
      ])
      if (!owner) throw errors.unauthorized()
      const ownProject = projects.some((project) => !isDemoProject(project.description))
      const done: Record<FirstRunStep, boolean> = {
        photo: Boolean(profile && (profile.image_hash || profile.image_url)),
        identity: Boolean(
          profile && profile.name !== DEFAULT_OWNER_NAME && profile.current_status !== DEMO_STATUS,
        ),
        links: settings.socialLinks.length > 0 && !hasDemoSettings(settings),
        email: owner.email !== PLACEHOLDER_OWNER_EMAIL,
        // Starting from an import is a choice: adding a project by hand passes it too.
        import: imported !== undefined || ownProject,
        project: ownProject,
        demo: demoLeft === 0 && !hasDemoSettings(settings),
        publish: settings.published === true,
      }
      return {
        success: true as const,
        data: {
          steps: (Object.keys(done) as FirstRunStep[]).map((key) => ({ key, done: done[key] })),
        },
      }
    },
  )

  app.delete(
    DEMO_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Remove the demo content (placeholder records and settings); yours stays',
        description:
          'Deletes the records the demo added (known by their placeholder texts; the skills stay, ' +
          'being real technology names) and clears the example phone, place, GitHub user and links.',
        response: { 200: DemoRemovedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const removed = await app.database.db.transaction().execute(removeDemoRecords)
      const settings = await repositories.siteSettings.get()
      if (hasDemoSettings(settings)) {
        await repositories.siteSettings.save(withoutDemoSettings(settings))
      }
      request.log.info({ event: 'demo_removed', removed }, 'demo content removed')
      return { success: true as const, message: 'Demo content removed', data: { removed } }
    },
  )
}
