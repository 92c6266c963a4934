import type { Static } from 'typebox'
import type { PublicPagePath } from './public-pages.ts'
import { About, AboutInput } from './about.ts'
import { Certificate, CertificateInput } from './certificate.ts'
import { Education, EducationInput } from './education.ts'
import { Experience, ExperienceInput } from './experience.ts'
import {
  CASE_STUDY_IMAGES_PATH,
  GalleryImageInput,
  LegacyProject,
  Outcome,
  Project,
  ProjectInput,
} from './project.ts'
import { Publication, PublicationInput } from './publication.ts'
import { Skill, SkillInput } from './skill.ts'
import { Testimonial, TestimonialInput } from './testimonial.ts'
import type { TextFields } from './text-fields.ts'

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
  paths: {
    /**
     * Vitrine's own list, `/api/<plural>`: every record in the owner's order (the dashboard reads
     * this one).
     */
    collection: string
    /**
     * The list of docs/contract.md §7 when the type has one there (else the same as
     * `collection`). It keeps the original server's order: records as they were added, newest
     * last, which clients written against it reverse themselves (see `legacyListOrder`).
     */
    list: string
    add: string
    update: string
    remove: string
    reorder: string
  }
  /**
   * `many`: the contract's add, a JSON array of records (about, education, experience,
   * certificates); `one`: one record per request, JSON or, with an image, multipart.
   */
  add: 'many' | 'one'
  /** Where an update's answer carries the record (the about update says `updatedAbout`). */
  updateKey: 'updatedData' | 'updatedAbout'
  input: object
  record: object
  /**
   * The record as the contract's own list and add (`paths.list`, `paths.add`) answer it, when
   * fields added since travel on Vitrine's calls only: those answers stay byte for byte.
   */
  legacyRecord?: object
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
  /** Its dashboard page (under /dashboard) and the words on it (docs/contract.md §2). */
  dashboard: {
    path: string
    /** The page's one name: the side panel's label, the page's heading and title. */
    label: string
    icon: ContentIcon
    /** The list's heading. */
    listTitle: string
    /** What an empty list says. */
    emptyText: string
    /**
     * Items are named by number, "Skill-2", where docs/contract.md §2 names them so; else by
     * their description's title.
     */
    numberedAs?: string
  }
  /**
   * The public pages that show it: their sitemap `lastmod` and link-preview cards follow its
   * changes. Pages of single records (a case study) are the type's own business.
   */
  pages: readonly PublicPagePath[]
  /**
   * On the home page ('/' in `pages`), the default order puts it after Writing (what others say
   * of the owner) instead of before it in the registry's order, where the navigation numbers the
   * sections (contract/home-sections.ts, DEFAULT_HOME_ORDER).
   */
  homeAfterWriting?: true
  /**
   * Which of its texts a visitor reads and the owner may write per language, and which every
   * language shares (contract/text-fields.ts).
   */
  texts: TextFields
  /** How one record is named to people: dashboard rows, history, the trash. */
  // A method, so that each entry's function takes its own record type.
  describe(record: object): RecordDescription
}

/** A record, as a person recognises it in a list: a title and one line of detail. */
interface RecordDescription {
  title: string
  meta?: string
}

/**
 * The icon set a content type's dashboard page picks from, named by shape (after Lucide), so a new
 * type reuses one without drawing; the dashboard draws each (admin-icons.tsx).
 */
export const CONTENT_ICONS = [
  'file-text',
  'graduation-cap',
  'briefcase',
  'zap',
  'folder',
  'award',
  'message-circle',
  'book-open',
] as const
export type ContentIcon = (typeof CONTENT_ICONS)[number]

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ')
const shorten = (text: string, length = 60) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

export const CONTENT_TYPES = {
  about: {
    key: 'about',
    name: 'about',
    table: 'about_paragraphs',
    title: 'About',
    noun: 'about paragraph',
    paths: {
      collection: '/api/about',
      list: '/api/about/fetchabout',
      add: '/api/about/addabout',
      update: '/api/about/updateabout/:id',
      remove: '/api/about/deleteabout/:id',
      reorder: '/api/about/reorderabout',
    },
    add: 'many',
    // docs/contract.md §7: the about update alone answers its record as `updatedAbout`.
    updateKey: 'updatedAbout',
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
    dashboard: {
      path: 'manageabout',
      label: 'About',
      icon: 'file-text',
      listTitle: 'Current Paragraphs',
      emptyText: 'No paragraphs to display',
      numberedAs: 'Paragraph',
    },
    pages: ['/', '/about', '/resume'],
    texts: { translatable: ['para'], shared: [] },
    describe: (about: About) => ({ title: shorten(about.para) }),
  },
  education: {
    key: 'education',
    name: 'education',
    table: 'education',
    title: 'Education',
    noun: 'education entry',
    paths: {
      collection: '/api/education',
      list: '/api/edu/fetchedu',
      add: '/api/edu/addedu',
      update: '/api/edu/updateedu/:id',
      remove: '/api/edu/deleteedu/:id',
      reorder: '/api/edu/reorderedu',
    },
    add: 'many',
    updateKey: 'updatedData',
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
    dashboard: {
      path: 'manageedu',
      label: 'Education',
      icon: 'graduation-cap',
      listTitle: 'Current Education',
      emptyText: 'No education to display',
    },
    pages: ['/', '/about', '/resume'],
    // The school is a name; the degree and the status are words.
    texts: { translatable: ['edu', 'sts'], shared: ['year', 'clg', 'link'] },
    describe: (entry: Education) => ({
      title: joined(entry.edu, entry.clg),
      meta: joined(entry.year, entry.sts),
    }),
  },
  experience: {
    key: 'experience',
    name: 'experience',
    table: 'experience',
    title: 'Experience',
    noun: 'experience entry',
    paths: {
      collection: '/api/experience',
      list: '/api/exp/fetchexp',
      add: '/api/exp/addexp',
      update: '/api/exp/updateexp/:id',
      remove: '/api/exp/deleteexp/:id',
      reorder: '/api/exp/reorderexp',
    },
    add: 'many',
    updateKey: 'updatedData',
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
    dashboard: {
      path: 'manageexp',
      label: 'Experience',
      icon: 'briefcase',
      listTitle: 'Current Experience',
      emptyText: 'No experience to display',
    },
    pages: ['/', '/about', '/resume'],
    // A job title is words, a company a name.
    texts: {
      translatable: ['title', 'description'],
      shared: ['duration', 'company', 'techstack', 'link', 'doc'],
    },
    describe: (entry: Experience) => ({
      title: joined(entry.title, entry.company),
      meta: joined(entry.duration, entry.techstack),
    }),
  },
  skills: {
    key: 'skills',
    name: 'skill',
    table: 'skills',
    title: 'Skills',
    noun: 'skill',
    paths: {
      collection: '/api/skills',
      list: '/api/skill/fetchskills',
      add: '/api/skill/addskills',
      update: '/api/skills/:id',
      remove: '/api/skill/deleteskill/:id',
      reorder: '/api/skill/reorderskills',
    },
    add: 'one',
    updateKey: 'updatedData',
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
    dashboard: {
      path: 'manageskills',
      label: 'Skills',
      icon: 'zap',
      listTitle: 'Added Skills',
      emptyText: 'No skills to display',
      numberedAs: 'Skill',
    },
    pages: ['/', '/skills', '/resume'],
    // A skill is a technology's name.
    texts: { translatable: [], shared: ['name', 'image'] },
    describe: (skill: Skill) => ({ title: skill.name }),
  },
  projects: {
    key: 'projects',
    name: 'project',
    table: 'projects',
    title: 'Projects',
    noun: 'project',
    paths: {
      collection: '/api/projects',
      list: '/api/project/fetchprojects',
      add: '/api/project/addproject',
      update: '/api/projects/:id',
      remove: '/api/project/deleteproject/:id',
      reorder: '/api/project/reorderprojects',
    },
    add: 'one',
    updateKey: 'updatedData',
    input: ProjectInput,
    record: Project,
    legacyRecord: LegacyProject,
    messages: {
      added: 'Project Added Successfully',
      updated: 'Project Updated Successfully',
      deleted: 'Project Deleted Successfully',
    },
    image: 'required on add',
    newAt: 'start',
    resume: 'projects',
    dashboard: {
      path: 'manageprojects',
      label: 'Projects',
      icon: 'folder',
      listTitle: 'Your projects',
      emptyText: 'No projects to display',
    },
    pages: ['/', '/projects', '/resume'],
    texts: {
      translatable: ['title', 'desc', 'role', 'team', 'timeline', 'body'],
      shared: ['tools', 'github', 'live', 'slug', 'image'],
      markdown: 'body',
      markdownImages: { path: CASE_STUDY_IMAGES_PATH, record: 'project' },
      entries: {
        outcomes: { entry: Outcome, noun: 'Outcome figure', translatable: ['value', 'label'] },
        gallery: {
          entry: GalleryImageInput,
          noun: 'Gallery image',
          translatable: ['alt', 'caption'],
          key: 'image',
        },
      },
    },
    describe: (project: Project) => ({
      title: project.title,
      meta: joined(project.featured ? 'Featured' : '', project.tools),
    }),
  },
  certificates: {
    key: 'certificates',
    name: 'certificate',
    table: 'certificates',
    title: 'Certificates',
    noun: 'certificate',
    paths: {
      collection: '/api/certificates',
      list: '/api/cer/fetchcertificates',
      add: '/api/cer/addcertificate',
      update: '/api/cer/updatecertificate/:id',
      remove: '/api/cer/deletecer/:id',
      reorder: '/api/cer/reordercertificates',
    },
    add: 'many',
    updateKey: 'updatedData',
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
    dashboard: {
      path: 'managecer',
      label: 'Certificates',
      icon: 'award',
      listTitle: 'Current Certificates',
      emptyText: 'No certificates to display',
    },
    pages: ['/skills', '/resume'],
    texts: {
      translatable: ['title', 'desc', 'label'],
      shared: ['date', 'platform', 'doc'],
    },
    describe: (certificate: Certificate) => ({
      title: certificate.title,
      meta: joined(certificate.platform, certificate.date),
    }),
  },
  testimonials: {
    key: 'testimonials',
    name: 'testimonial',
    table: 'testimonials',
    title: 'Testimonials',
    noun: 'testimonial',
    paths: {
      collection: '/api/testimonials',
      list: '/api/testimonials',
      add: '/api/testimonials',
      update: '/api/testimonials/:id',
      remove: '/api/testimonials/:id',
      reorder: '/api/testimonials/reorder',
    },
    add: 'one',
    updateKey: 'updatedData',
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
    dashboard: {
      path: 'managetestimonials',
      label: 'Testimonials',
      icon: 'message-circle',
      listTitle: 'Current Testimonials',
      emptyText: 'No testimonials to display',
    },
    pages: ['/'],
    homeAfterWriting: true,
    // Their words and their role are translated; their name and company are names.
    texts: {
      translatable: ['quote', 'role'],
      shared: ['name', 'company', 'link', 'image'],
    },
    describe: (testimonial: Testimonial) => ({
      title: joined(testimonial.name, testimonial.company),
      meta: testimonial.role,
    }),
  },
  publications: {
    key: 'publications',
    name: 'publication',
    table: 'publications',
    title: 'Publications',
    noun: 'publication',
    paths: {
      collection: '/api/publications',
      list: '/api/publications',
      add: '/api/publications',
      update: '/api/publications/:id',
      remove: '/api/publications/:id',
      reorder: '/api/publications/reorder',
    },
    add: 'one',
    updateKey: 'updatedData',
    input: PublicationInput,
    record: Publication,
    messages: {
      added: 'Publication Added Successfully',
      updated: 'Publication Updated Successfully',
      deleted: 'Publication Deleted Successfully',
    },
    image: 'optional',
    newAt: 'start',
    resume: 'publications',
    dashboard: {
      path: 'publications',
      label: 'Publications',
      icon: 'book-open',
      listTitle: 'Your publications',
      emptyText: 'No publications yet',
    },
    pages: ['/'],
    // A published work's title is its name, as it appeared.
    texts: {
      translatable: ['summary'],
      shared: ['title', 'publisher', 'date', 'link', 'image'],
    },
    describe: (publication: Publication) => ({
      title: publication.title,
      meta: joined(publication.publisher, publication.date),
    }),
  },
} as const satisfies Record<string, ContentType>

export type ContentTypeKey = keyof typeof CONTENT_TYPES
/** A record of a content type as its API answers it. */
export type ContentRecord<K extends ContentTypeKey> = Static<(typeof CONTENT_TYPES)[K]['record']>
/** What an add or update of a content type sends. */
export type ContentInput<K extends ContentTypeKey> = Static<(typeof CONTENT_TYPES)[K]['input']>
/** An input without its image fields, which travel apart (as a file, or as an image's address). */
export type ContentTextInput<K extends ContentTypeKey> = Omit<
  ContentInput<K>,
  'image' | 'removeImage'
>
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

/**
 * Whether a list's contract path answers in the original server's order (records as added,
 * newest last) rather than the owner's: the contract's clients reverse the lists they show
 * newest first, so a type whose new records go first is answered reversed there.
 */
export function legacyListOrder(type: Pick<ContentType, 'paths' | 'newAt'>): 'owner' | 'reversed' {
  return type.paths.list !== type.paths.collection && type.newAt === 'start' ? 'reversed' : 'owner'
}
