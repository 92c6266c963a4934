import { Type, type Static } from 'typebox'
import { BodyImageInput, Id, ImageFile, LinkField, Text, OptionalText } from './common.ts'
import { CASE_STUDY_LIMITS, FEATURED_PROJECTS, LIMITS } from './limits.ts'
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
  galleryFull: `A gallery holds at most ${CASE_STUDY_LIMITS.gallery} images: remove one first`,
  galleryHasImage: 'This image is already in the gallery',
  galleryUnknownImage: (image: string) => `The gallery has no image ${image}`,
  galleryTwice: (image: string) => `The gallery lists the image ${image} twice`,
  galleryAdded: 'Image Added to the Gallery',
  galleryUpdated: 'Gallery Updated Successfully',
  galleryRemoved: 'Image Removed from the Gallery',
  imageAdded: 'Image Uploaded Successfully',
} as const

/**
 * One outcome of a case study, shown large: a short figure and what it measures ("40%",
 * "faster checkout").
 */
export const Outcome = Type.Object(
  {
    value: Type.String({
      minLength: 1,
      maxLength: CASE_STUDY_LIMITS.outcomeValue,
      pattern: '\\S',
      title: 'Figure value',
      description: 'Short, shown large: 40%, 2.1 s, 12k',
      errorMessage: 'Figure value is required',
    }),
    label: Type.String({
      minLength: 1,
      maxLength: CASE_STUDY_LIMITS.outcomeLabel,
      pattern: '\\S',
      title: 'Figure label',
      description: 'What the figure measures: faster checkout',
      errorMessage: 'Figure label is required',
    }),
  },
  { additionalProperties: false, title: 'Outcome figure' },
)
export type Outcome = Static<typeof Outcome>

/** The case study's facts: optional, each left out of an update keeps what is stored. */
const caseStudyFacts = {
  role: Type.Optional(
    OptionalText(CASE_STUDY_LIMITS.role, {
      title: 'Role',
      description: 'Optional: your part in it, e.g. Lead engineer; shown on the case study',
    }),
  ),
  team: Type.Optional(
    OptionalText(CASE_STUDY_LIMITS.team, {
      title: 'Team',
      description: 'Optional, e.g. 3 engineers, 1 designer',
    }),
  ),
  timeline: Type.Optional(
    OptionalText(CASE_STUDY_LIMITS.timeline, {
      title: 'Timeline',
      description: 'Optional, as you would say it: Mar–Jun 2025, six weeks in 2024',
    }),
  ),
  outcomes: Type.Optional(
    Type.Array(Outcome, {
      maxItems: CASE_STUDY_LIMITS.outcomes,
      title: 'Outcome figures',
      description: `Optional, at most ${CASE_STUDY_LIMITS.outcomes}, shown large on the case study (in a multipart form, as JSON text)`,
    }),
  ),
}

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
    ...caseStudyFacts,
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

/** One image of a project's gallery, as answered: its address and its words. */
export const GalleryImage = Type.Object({
  image: Type.String({ description: 'Root-relative: `/media/<hash>.webp`' }),
  alt: Type.String({ description: 'What the image shows, for people who cannot see it' }),
  caption: Type.String({ description: "Shown under the image, or '' (the alt text is shown)" }),
})
export type GalleryImage = Static<typeof GalleryImage>

/** A project as Vitrine's own calls answer it (`/api/projects`, its update, history). */
export const Project = Type.Object({
  ...LegacyProject.properties,
  featured: Type.Boolean({
    description: `Shown large on the home and projects pages (at most ${FEATURED_PROJECTS})`,
  }),
  role: Type.String({ description: "The owner's part in it, or ''" }),
  team: Type.String({ description: "Who made it, or ''" }),
  timeline: Type.String({ description: "When, as the owner wrote it, or ''" }),
  outcomes: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  gallery: Type.Array(GalleryImage, {
    description: `The case study's images in order (at most ${CASE_STUDY_LIMITS.gallery})`,
  }),
})
export type Project = Static<typeof Project>

/** A project's gallery (owner): add (multipart), arrange (JSON), remove one. */
export const GALLERY_PATH = '/api/projects/:id/gallery'
export const GALLERY_IMAGE_PATH = '/api/projects/:id/gallery/:image'

/** Where images for a case study's Markdown are uploaded (CaseStudyImageInput). */
export const CASE_STUDY_IMAGES_PATH = '/api/projects/images'

/**
 * An image for a case study's Markdown (in any language); with `project`, kept with that project
 * from now on, else once a saved case study shows it.
 */
export const CaseStudyImageInput = BodyImageInput('project', 'Project')
export type CaseStudyImageInput = Static<typeof CaseStudyImageInput>

const AltText = Type.String({
  minLength: 1,
  maxLength: CASE_STUDY_LIMITS.alt,
  pattern: '\\S',
  title: 'Alt text',
  description: 'Required: what the image shows, in a sentence, for people who cannot see it',
  errorMessage: 'Alt text is required: say in a few words what the image shows',
})
const Caption = OptionalText(CASE_STUDY_LIMITS.caption, {
  title: 'Caption',
  description: 'Optional: shown under the image (else its alt text is)',
})

/** A new image for the gallery: multipart, with its alt text; it goes last. */
export const GalleryImageInput = Type.Object(
  { image: ImageFile, alt: AltText, caption: Type.Optional(Caption) },
  { additionalProperties: false },
)
export type GalleryImageInput = Static<typeof GalleryImageInput>

/** A stored image's address, as the gallery answers it: `/media/<hash>.webp`. */
const GalleryImageAddress = Type.String({
  pattern: '^/media/[0-9a-f]{64}\\.webp$',
  title: 'Image',
  description: 'An image of this gallery, by its address (`/media/<hash>.webp`)',
  errorMessage: 'An image is named by its address, like /media/<hash>.webp',
})

/**
 * The gallery as it should be: its images in the new order with their words. Each must be in
 * the gallery already, at most once; one left out is taken out of it.
 */
export const GalleryInput = Type.Object(
  {
    images: Type.Array(
      Type.Object(
        { image: GalleryImageAddress, alt: AltText, caption: Type.Optional(Caption) },
        { additionalProperties: false },
      ),
      { maxItems: CASE_STUDY_LIMITS.gallery, title: 'Images' },
    ),
  },
  { additionalProperties: false },
)
export type GalleryInput = Static<typeof GalleryInput>

export const GalleryImageParams = Type.Object(
  {
    id: Id,
    image: Type.String({
      pattern: '^[0-9a-f]{64}$',
      title: 'Image',
      description: 'The hash of the image: its address /media/<hash>.webp without the rest',
      errorMessage: 'An image is named by the 64 letters and digits of its address',
    }),
  },
  { additionalProperties: false },
)
export type GalleryImageParams = Static<typeof GalleryImageParams>

/** What every gallery call answers: the project as it is now. */
export const GalleryResponse = Type.Object({
  success: Type.Literal(true),
  data: Project,
  message: Type.String(),
})
