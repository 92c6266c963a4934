import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import type { ContentCounts, ContentDates, PublicContent, WithMedia } from '@web/load-context.ts'
import { presentAbout } from '../about/about-presenter.ts'
import { postForPreview } from '../posts/post-preview.ts'
import { presentPost, presentPostSummary } from '../posts/posts-presenter.ts'
import { presentCertificate } from '../certificates/certificates-presenter.ts'
import { presentEducation } from '../education/education-presenter.ts'
import { presentExperience } from '../experience/experience-presenter.ts'
import { presentProject } from '../projects/projects-presenter.ts'
import { siteSettingsAsShown } from '../site-settings/site-identity.ts'
import { skillLogo } from '../skills/skill-logos.ts'
import { presentSkill } from '../skills/skills-presenter.ts'
import { presentTestimonial } from '../testimonials/testimonials-presenter.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'

const newest = (rows: { updated_at: string }[]): string | null =>
  rows.reduce<string | null>(
    (latest, row) => (latest && latest > row.updated_at ? latest : row.updated_at),
    null,
  )

/**
 * The content public pages read, in-process: the same repositories and presenters as the API,
 * so a page shows exactly what GET /api/... answers.
 */
export function createPublicContent(app: FastifyInstance): PublicContent {
  const repositories = app.repositories

  /** Presents rows and adds the size of each one's stored image (see WithMedia). */
  async function withMedia<Row extends { image_hash: string | null }, Wire>(
    rows: Row[],
    present: (row: Row) => Wire,
  ): Promise<WithMedia<Wire>[]> {
    const hashes = rows.flatMap((row) => (row.image_hash ? [row.image_hash] : []))
    const described = await repositories.media.describe(hashes)
    return rows.map((row) => ({
      ...present(row),
      media: row.image_hash ? described.get(row.image_hash) : undefined,
    }))
  }

  return {
    listSkills: async () =>
      (await withMedia(await repositories.skills.list(), presentSkill)).map((skill) => {
        const logo = skill.image ? undefined : skillLogo(skill.name)
        return logo ? { ...skill, logo } : skill
      }),
    listProjects: async () => withMedia(await repositories.projects.list(), presentProject),
    async getCaseStudy(slug) {
      const row = await repositories.caseStudies.findBySlug(slug)
      if (!row) return undefined
      const [project] = await withMedia([row], presentProject)
      return { ...project!, html: row.html }
    },
    listAbout: async () => (await repositories.about.list()).map(presentAbout),
    listEducation: async () => (await repositories.education.list()).map(presentEducation),
    listExperience: async () => (await repositories.experience.list()).map(presentExperience),
    listCertificates: async () => (await repositories.certificates.list()).map(presentCertificate),
    listTestimonials: async () =>
      withMedia(await repositories.testimonials.list(), presentTestimonial),
    async listUserDetails() {
      const row = await repositories.userDetails.first()
      return row ? withMedia([row], presentUserDetails) : []
    },
    listPosts: async () =>
      withMedia(await repositories.posts.listPublic(new Date().toISOString()), (row) =>
        presentPostSummary(row),
      ),
    async getPost(slug) {
      const row = await repositories.posts.findPublicBySlug(slug, new Date().toISOString())
      return row ? (await withMedia([row], (post) => presentPost(post)))[0] : undefined
    },
    async previewPost(token) {
      const row = await postForPreview(app, token)
      return row ? (await withMedia([row], (post) => presentPost(post, true)))[0] : undefined
    },
    getSiteSettings: () => siteSettingsAsShown(app),
    async countContent() {
      const entries = await Promise.all(
        CONTENT_TYPE_LIST.map(async ({ key: kind, table }) => {
          const row = await app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
          return [kind, Number(row.count)] as const
        }),
      )
      const posts = await repositories.posts.count(new Date().toISOString())
      return { ...Object.fromEntries(entries), posts } as ContentCounts
    },
    async getLastModified(): Promise<ContentDates> {
      const [
        skills,
        projects,
        about,
        education,
        experience,
        certificates,
        testimonials,
        details,
        settings,
        posts,
      ] = await Promise.all([
        repositories.skills.list(),
        repositories.projects.list(),
        repositories.about.list(),
        repositories.education.list(),
        repositories.experience.list(),
        repositories.certificates.list(),
        repositories.testimonials.list(),
        repositories.userDetails.first(),
        app.database.db.selectFrom('site_settings').select('updated_at').executeTakeFirst(),
        repositories.posts.listPublic(new Date().toISOString()),
      ])
      return {
        skills: newest(skills),
        projects: newest(projects),
        about: newest(about),
        education: newest(education),
        experience: newest(experience),
        certificates: newest(certificates),
        testimonials: newest(testimonials),
        userDetails: details?.updated_at ?? null,
        siteSettings: settings?.updated_at ?? null,
        posts: newest(posts),
      }
    },
  }
}
