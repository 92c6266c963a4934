import { Type, type Static } from 'typebox'
import { Id, ImageFile, LinkField, Text, OptionalText } from './common.ts'
import { FEATURED_PROJECTS, LIMITS } from './limits.ts'
import { POST_LIMITS, SLUG_PATTERN } from './post.ts'

/** A project's case-study page, when it has one. */
export const projectPath = (slug: string) => `/projects/${encodeURIComponent(slug)}`

/**
 * Whether a project has a page of its own: an address and a case study with some text (a body of
 * spaces alone is none). The one rule the API, the public pages and the dashboard share.
 */
const hasCaseStudy = (project: { slug: string | null; body: string }) =>
  Boolean(project.slug && project.body.trim() !== '')

/** A project's own page, or undefined when it has none. */
export const caseStudyPath = (project: { slug: string | null; body: string }) =>
  hasCaseStudy(project) ? projectPath(project.slug!) : undefined

export const PROJECT_MESSAGES = {
  slugTaken: (slug: string) => `A project already uses the address "${slug}": choose another`,
  featuredFull: `At most ${FEATURED_PROJECTS} projects can be featured: unfeature one first`,
} as const

export const ProjectInput = Type.Object(
  {
    title: Text(LIMITS.shortText, { title: 'Title' }),
    desc: OptionalText(LIMITS.longText, { title: 'Description' }),
    tools: OptionalText(LIMITS.mediumText, {
      title: 'Tools',
      description: 'Optional, e.g. React, Tailwind, PostgreSQL',
    }),
    github: LinkField('GitHub link'),
    live: LinkField('Live link'),
    slug: Type.Optional(
      Type.String({
        maxLength: POST_LIMITS.slug,
        pattern: `(${SLUG_PATTERN})|^$`,
        title: 'Case study address',
        description:
          'Optional: with it (and a case study), the project has its own page at /projects/<address>',
        errorMessage: 'An address is lowercase letters, digits and hyphens, like my-project',
      }),
    ),
    body: Type.Optional(
      OptionalText(POST_LIMITS.body, {
        title: 'Case study',
        description:
          'Optional, Markdown: the problem, the approach, the result; shown on the project’s own page',
      }),
    ),
    image: ImageFile,
  },
  { additionalProperties: false },
)
export type ProjectInput = Static<typeof ProjectInput>

/** Where a project is featured or not (owner): PUT with `FeaturedInput`. */
export const FEATURED_PATH = '/api/projects/:id/featured'

/** Whether a project is featured: `PUT /api/projects/{id}/featured`. */
export const FeaturedInput = Type.Object(
  {
    featured: Type.Boolean({
      title: 'Featured',
      errorMessage: 'Featured must be true or false',
    }),
  },
  { additionalProperties: false },
)
export type FeaturedInput = Static<typeof FeaturedInput>

/**
 * A project as docs/contract.md §7's calls answer it (the list `fetchprojects` and the add
 * `addproject`): these stay byte for byte; what came later travels on Vitrine's own calls only.
 */
export const LegacyProject = Type.Object({
  _id: Id,
  title: Type.String(),
  desc: Type.String(),
  tools: Type.String(),
  links: Type.Object({ github: Type.String(), live: Type.String() }),
  image: Type.String({ description: 'URL of the image' }),
  slug: Type.String({
    description: "The case study's address (/projects/<slug>), or '' when the project has none",
  }),
  body: Type.String({ description: "The case study in Markdown, or ''" }),
})

/** A project as Vitrine's own calls answer it (`/api/projects`, its update, history). */
export const Project = Type.Object({
  ...LegacyProject.properties,
  featured: Type.Boolean({
    description: `Shown large on the home and projects pages (at most ${FEATURED_PROJECTS})`,
  }),
})
export type Project = Static<typeof Project>
