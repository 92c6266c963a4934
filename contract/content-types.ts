import { About, AboutInput } from './about.ts'
import { Certificate, CertificateInput } from './certificate.ts'
import { Education, EducationInput } from './education.ts'
import { Experience, ExperienceInput } from './experience.ts'
import { Project, ProjectInput } from './project.ts'
import { Skill, SkillInput } from './skill.ts'
import { Testimonial, TestimonialInput } from './testimonial.ts'

/**
 * One description per content type: everything else derives from it (docs/contract.md for the
 * legacy paths and texts; docs/adding-a-content-type.md for the recipe). The server builds its
 * routes, repositories, backup and snapshot table lists, demo checks, content counts and JSON
 * Resume sections from these; the dashboard its API calls, caches and navigation.
 *
 * What is genuinely special stays beside its type: the profile (one record, not a list), the
 * about update's `updatedAbout` answer, the certificates' label quirk, the upload routes.
 */
export interface ContentType {
  /** The key used everywhere: repositories, counts, JSON Resume sections, caches. */
  key: string
  /** Its name in history and the trash (`GET /api/revisions?type=<name>`): singular. */
  name: string
  /** Its database table: an ordered list (position, created_at, updated_at). */
  table: string
  /** The plural people read (OpenAPI tag, dashboard navigation). */
  title: string
  /** Singular, in messages: "No <noun> with id 7". */
  noun: string
  paths: { list: string; add: string; update?: string; remove: string; reorder: string }
  input: object
  record: object
  messages: { added: string; updated?: string; deleted: string }
  /** Whether a record can carry an image, and whether the legacy add needs one. */
  image: 'none' | 'optional' | 'required on add'
  /**
   * Where an added record goes in the owner's order (which the API answers and the public site
   * shows): first for what people read newest first (jobs, projects), last for the rest.
   */
  newAt: 'start' | 'end'
  /** The JSON Resume list it maps to (export and import), if any. */
  resume?: string
  /** The dashboard page that manages it, under /dashboard. */
  dashboard: string
}

export const CONTENT_TYPES = {
  about: {
    key: 'about',
    name: 'about',
    table: 'about_paragraphs',
    title: 'About',
    noun: 'about paragraph',
    paths: {
      list: '/api/about/fetchabout',
      add: '/api/about/addabout',
      update: '/api/about/updateabout/:id',
      remove: '/api/about/deleteabout/:id',
      reorder: '/api/about/reorderabout',
    },
    input: AboutInput,
    record: About,
    messages: {
      added: 'Paragraphs Added Successfully',
      updated: 'Paragraph Updated Successfully',
      deleted: 'Paragraph Delete Successfully',
    },
    image: 'none',
    newAt: 'end',
    resume: 'basics.summary',
    dashboard: 'manageabout',
  },
  education: {
    key: 'education',
    name: 'education',
    table: 'education',
    title: 'Education',
    noun: 'education entry',
    paths: {
      list: '/api/edu/fetchedu',
      add: '/api/edu/addedu',
      update: '/api/edu/updateedu/:id',
      remove: '/api/edu/deleteedu/:id',
      reorder: '/api/edu/reorderedu',
    },
    input: EducationInput,
    record: Education,
    messages: {
      added: 'Education Details Added',
      updated: 'Education Updated Successfully',
      deleted: 'Education Deleted Successfully',
    },
    image: 'none',
    newAt: 'start',
    resume: 'education',
    dashboard: 'manageedu',
  },
  experience: {
    key: 'experience',
    name: 'experience',
    table: 'experience',
    title: 'Experience',
    noun: 'experience entry',
    paths: {
      list: '/api/exp/fetchexp',
      add: '/api/exp/addexp',
      update: '/api/exp/updateexp/:id',
      remove: '/api/exp/deleteexp/:id',
      reorder: '/api/exp/reorderexp',
    },
    input: ExperienceInput,
    record: Experience,
    messages: {
      added: 'Experience Details Added',
      updated: 'Experience Updated Successfully',
      deleted: 'Experience Deleted Successfully',
    },
    image: 'none',
    newAt: 'start',
    resume: 'work',
    dashboard: 'manageexp',
  },
  skills: {
    key: 'skills',
    name: 'skill',
    table: 'skills',
    title: 'Skills',
    noun: 'skill',
    paths: {
      list: '/api/skill/fetchskills',
      add: '/api/skill/addskills',
      update: '/api/skills/:id',
      remove: '/api/skill/deleteskill/:id',
      reorder: '/api/skill/reorderskills',
    },
    input: SkillInput,
    record: Skill,
    messages: {
      added: 'Skill Added Successfully',
      updated: 'Skill Updated Successfully',
      deleted: 'Skill Deleted Successfully',
    },
    image: 'required on add',
    newAt: 'end',
    resume: 'skills',
    dashboard: 'manageskills',
  },
  projects: {
    key: 'projects',
    name: 'project',
    table: 'projects',
    title: 'Projects',
    noun: 'project',
    paths: {
      list: '/api/project/fetchprojects',
      add: '/api/project/addproject',
      update: '/api/projects/:id',
      remove: '/api/project/deleteproject/:id',
      reorder: '/api/project/reorderprojects',
    },
    input: ProjectInput,
    record: Project,
    messages: {
      added: 'Project Added Successfully',
      updated: 'Project Updated Successfully',
      deleted: 'Project Deleted Successfully',
    },
    image: 'required on add',
    newAt: 'start',
    resume: 'projects',
    dashboard: 'manageprojects',
  },
  certificates: {
    key: 'certificates',
    name: 'certificate',
    table: 'certificates',
    title: 'Certificates',
    noun: 'certificate',
    paths: {
      list: '/api/cer/fetchcertificates',
      add: '/api/cer/addcertificate',
      update: '/api/cer/updatecertificate/:id',
      remove: '/api/cer/deletecer/:id',
      reorder: '/api/cer/reordercertificates',
    },
    input: CertificateInput,
    record: Certificate,
    messages: {
      added: 'Certificate details Added',
      updated: 'Certificate Updated Successfully',
      deleted: 'Certificate Deleted Successfully',
    },
    image: 'none',
    newAt: 'start',
    resume: 'certificates',
    dashboard: 'managecer',
  },
  testimonials: {
    key: 'testimonials',
    name: 'testimonial',
    table: 'testimonials',
    title: 'Testimonials',
    noun: 'testimonial',
    paths: {
      list: '/api/testimonials',
      add: '/api/testimonials',
      update: '/api/testimonials/:id',
      remove: '/api/testimonials/:id',
      reorder: '/api/testimonials/reorder',
    },
    input: TestimonialInput,
    record: Testimonial,
    messages: {
      added: 'Testimonial Added Successfully',
      updated: 'Testimonial Updated Successfully',
      deleted: 'Testimonial Deleted Successfully',
    },
    image: 'optional',
    newAt: 'start',
    resume: 'references',
    dashboard: 'managetestimonials',
  },
} as const satisfies Record<string, ContentType>

export type ContentTypeKey = keyof typeof CONTENT_TYPES
/** The database table of each ordered content type. */
export type ContentTable = (typeof CONTENT_TYPES)[ContentTypeKey]['table']

export const CONTENT_TYPE_LIST: readonly (typeof CONTENT_TYPES)[ContentTypeKey][] =
  Object.values(CONTENT_TYPES)

/** Every content table, in the order the types are declared. */
export const CONTENT_TABLES = CONTENT_TYPE_LIST.map((type) => type.table) as ContentTable[]

/** The content tables whose records may point at a stored image. */
export const IMAGE_CONTENT_TABLES = CONTENT_TYPE_LIST.filter((type) => type.image !== 'none').map(
  (type) => type.table,
) as ContentTable[]
