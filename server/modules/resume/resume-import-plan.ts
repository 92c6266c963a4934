import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { AboutInput } from '@contract/about.ts'
import { CertificateInput } from '@contract/certificate.ts'
import { EducationInput } from '@contract/education.ts'
import { ExperienceInput } from '@contract/experience.ts'
import { ProjectInput } from '@contract/project.ts'
import { RESUME_LIMITS } from '@contract/resume.ts'
import { SOCIAL_ICONS, SiteSettings, type SocialLink } from '@contract/site-settings.ts'
import { SkillInput } from '@contract/skill.ts'
import { TestimonialInput } from '@contract/testimonial.ts'
import { DEFAULT_TITLES, UserDetailsUpdateInput } from '@contract/user-details.ts'
import { periodText } from './resume-dates.ts'
import { descriptionFromResume } from './resume-description.ts'

/** An image as the document names it: resolved against the media table when applied. */
export type ImageReference = { url: string; path: string } | undefined

type Details = Omit<UserDetailsUpdateInput, 'image'>
type Entry = Record<string, unknown>

/**
 * What an import writes, per section; a section the document leaves out is undefined and stays
 * as it is. Records are in the contract's input shapes, already checked against them.
 */
export interface ImportPlan {
  profile?: { details: Details; image: ImageReference }
  contact?: (current: SiteSettings) => SiteSettings
  about?: AboutInput[]
  education?: EducationInput[]
  experience?: ExperienceInput[]
  skills?: { name: string; image: ImageReference }[]
  projects?: { fields: Omit<ProjectInput, 'image'>; image: ImageReference }[]
  certificates?: CertificateInput[]
  testimonials?: Omit<TestimonialInput, 'image' | 'removeImage'>[]
}

/** Collects "where: what" problems; the route answers them together. */
class Problems {
  readonly list: string[] = []
  add(path: string, message: string) {
    this.list.push(`${path}: ${message}`)
  }
}

function describe(keyword: string, params: Record<string, unknown>, fallback: string): string {
  if (keyword === 'minLength' && params.limit === 1) return 'is required'
  if (keyword === 'maxLength') return `is longer than ${String(params.limit)} characters`
  if (keyword === 'pattern') {
    return String(params.pattern).includes('https?') ? 'must be an http(s) URL' : 'is not valid'
  }
  if (keyword === 'enum') return 'is not one of the accepted values'
  return fallback
}

/**
 * Checks a mapped record against its contract schema and names each problem by the document path
 * it came from (`fieldPaths` maps the contract's field to the JSON Resume field).
 */
function check(
  schema: TSchema,
  value: unknown,
  at: string,
  fieldPaths: Record<string, string>,
  problems: Problems,
) {
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'boolean' || error.instancePath === '') continue
    const [field = '', ...rest] = error.instancePath.slice(1).split('/')
    const mapped = fieldPaths[field] ?? field
    const path = [mapped, ...rest.map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))]
      .join('.')
      .replaceAll('.[', '[')
    problems.add(
      `${at}${at && !path.startsWith('[') ? '.' : ''}${path}`,
      describe(error.keyword, error.params as Record<string, unknown>, error.message),
    )
  }
}

/** A Vitrine `x-` field: absent is fine, anything but the expected type is a problem. */
function xText(entry: Entry, key: string, at: string, problems: Problems): string | undefined {
  const value = entry[key]
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  problems.add(`${at}.${key}`, 'must be a string')
  return undefined
}

function text(entry: Entry, key: string): string | undefined {
  const value = entry[key]
  return typeof value === 'string' ? value : undefined
}

function entries(document: Entry, key: string, problems: Problems): Entry[] | undefined {
  const value = document[key]
  if (value === undefined) return undefined
  const list = value as Entry[]
  if (list.length > RESUME_LIMITS.maxEntries) {
    problems.add(key, `has more than ${RESUME_LIMITS.maxEntries} entries`)
    return []
  }
  return list
}

function image(entry: Entry, key: string, at: string, problems: Problems): ImageReference {
  const url = key.startsWith('x-') ? xText(entry, key, at, problems) : text(entry, key)
  return url ? { url, path: `${at}.${key}` } : undefined
}

function iconFor(network: string): SocialLink['icon'] {
  const name = network.toLowerCase().replace(/\s+/g, '')
  const known = SOCIAL_ICONS.find((icon) => icon === name)
  if (known) return known
  return name === 'twitter' ? 'x' : 'website'
}

function profilePlan(basics: Entry, problems: Problems): ImportPlan['profile'] {
  const name = text(basics, 'name')
  if (name === undefined) return undefined
  const titles = basics['x-titles']
  let [first, second, third, fourth]: (string | undefined)[] = []
  if (titles !== undefined) {
    if (!Array.isArray(titles) || titles.length > 4 || titles.some((t) => typeof t !== 'string')) {
      problems.add('basics.x-titles', 'must be a list of at most four strings')
    } else {
      ;[first, second, third, fourth] = titles as string[]
    }
  } else {
    first = text(basics, 'label')
  }
  const details: Details = {
    name,
    profone: first ?? DEFAULT_TITLES[0],
    proftwo: second ?? DEFAULT_TITLES[1],
    profthree: third ?? DEFAULT_TITLES[2],
    proffour: fourth ?? '',
    currentsts: xText(basics, 'x-currentStatus', 'basics', problems) ?? '',
  }
  check(
    UserDetailsUpdateInput,
    details,
    'basics',
    {
      name: 'name',
      profone: 'x-titles[0]',
      proftwo: 'x-titles[1]',
      profthree: 'x-titles[2]',
      proffour: 'x-titles[3]',
      currentsts: 'x-currentStatus',
    },
    problems,
  )
  return { details, image: image(basics, 'image', 'basics', problems) }
}

const CONTACT_FIELDS = ['email', 'phone', 'url', 'location', 'profiles', 'x-site']
const SITE_FIELDS = ['displayName', 'siteTitle', 'githubUsername', 'copyrightYear'] as const

function contactPlan(basics: Entry, problems: Problems): ImportPlan['contact'] {
  if (!CONTACT_FIELDS.some((field) => basics[field] !== undefined)) return undefined
  const location = (basics.location ?? {}) as Entry
  const socialLinks: SocialLink[] = ((basics.profiles ?? []) as Entry[]).map((profile, index) => {
    const network = text(profile, 'network') ?? ''
    const icon = xText(profile, 'x-icon', `basics.profiles[${index}]`, problems)
    return {
      acc: network,
      link: text(profile, 'url') ?? '',
      icon: (icon ?? iconFor(network)) as SocialLink['icon'],
    }
  })
  const website = text(basics, 'url')
  if (website && !socialLinks.some((link) => link.link === website)) {
    socialLinks.push({ acc: 'Website', link: website, icon: 'website' })
  }
  const site = basics['x-site']
  if (site !== undefined && (typeof site !== 'object' || site === null || Array.isArray(site))) {
    problems.add('basics.x-site', 'must be an object')
  }
  // Only the settings JSON Resume has no field for; anything else in x-site is ignored.
  const siteFields = Object.fromEntries(
    SITE_FIELDS.filter((key) => (site as Entry | undefined)?.[key] !== undefined).map((key) => [
      key,
      (site as Entry)[key],
    ]),
  ) as Partial<SiteSettings>
  const fields = {
    email: text(basics, 'email') ?? '',
    phone: text(basics, 'phone') ?? '',
    location:
      text(location, 'address') ??
      ['city', 'region', 'countryCode']
        .map((key) => text(location, key))
        .filter(Boolean)
        .join(', '),
    socialLinks,
  }
  const fieldPaths = {
    email: 'email',
    phone: 'phone',
    location: 'location.address',
    socialLinks: 'profiles',
    displayName: 'x-site.displayName',
    siteTitle: 'x-site.siteTitle',
    githubUsername: 'x-site.githubUsername',
    copyrightYear: 'x-site.copyrightYear',
  }
  // Checked now against placeholder settings, so problems show before anything is written.
  const sample: SiteSettings = {
    displayName: 'x',
    siteTitle: 'x',
    githubUsername: '',
    copyrightYear: 2000,
    ...siteFields,
    ...fields,
  }
  const before = problems.list.length
  check(SiteSettings, sample, 'basics', fieldPaths, problems)
  for (let i = before; i < problems.list.length; i += 1) {
    problems.list[i] = problems.list[i]!.replace(
      /basics\.profiles\[(\d+)\]\.(acc|link|icon)/,
      (_, index: string, field: string) =>
        `basics.profiles[${index}].${{ acc: 'network', link: 'url', icon: 'x-icon' }[field]}`,
    )
  }
  return (current) => ({ ...current, ...siteFields, ...fields })
}

function aboutPlan(basics: Entry, problems: Problems): ImportPlan['about'] {
  const listed = basics['x-aboutParagraphs']
  const summary = text(basics, 'summary')
  let paragraphs: string[]
  if (listed !== undefined) {
    if (!Array.isArray(listed) || listed.some((p) => typeof p !== 'string')) {
      problems.add('basics.x-aboutParagraphs', 'must be a list of strings')
      return []
    }
    paragraphs = listed as string[]
  } else if (summary !== undefined) {
    paragraphs = summary
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
  } else {
    return undefined
  }
  const about = paragraphs.map((para) => ({ para }))
  about.forEach((entry, index) =>
    check(AboutInput, entry, `basics.x-aboutParagraphs[${index}]`, { para: '' }, problems),
  )
  return about
}

/** Each entry mapped, checked against its contract schema, problems named by document path. */
function section<T>(
  document: Entry,
  key: string,
  problems: Problems,
  map: (entry: Entry, at: string) => T,
  validate?: { schema: TSchema; fieldPaths: Record<string, string>; pick?: (value: T) => unknown },
): T[] | undefined {
  const list = entries(document, key, problems)
  if (!list) return undefined
  return list.map((entry, index) => {
    const at = `${key}[${index}]`
    const value = map(entry, at)
    if (validate) {
      const checked = validate.pick ? validate.pick(value) : value
      check(validate.schema, checked, at, validate.fieldPaths, problems)
    }
    return value
  })
}

const GITHUB = /^https?:\/\/(www\.)?github\.com\//i

/**
 * Turns a document that passed the JSON Resume schema into what the import writes, or the list of
 * problems that stop it (each named by its path in the document).
 */
export function planImport(document: Entry): { plan: ImportPlan; problems: string[] } {
  const problems = new Problems()
  const basics = document.basics as Entry | undefined
  const plan: ImportPlan = {
    ...(basics
      ? {
          profile: profilePlan(basics, problems),
          contact: contactPlan(basics, problems),
          about: aboutPlan(basics, problems),
        }
      : {}),
    education: section(
      document,
      'education',
      problems,
      (entry, at) => ({
        year:
          xText(entry, 'x-years', at, problems) ??
          periodText(text(entry, 'startDate'), text(entry, 'endDate')),
        clg: text(entry, 'institution') ?? '',
        edu: [text(entry, 'studyType'), text(entry, 'area')].filter(Boolean).join(' in ') || '',
        sts: xText(entry, 'x-status', at, problems) ?? text(entry, 'score') ?? '',
        link: text(entry, 'url') ?? '',
      }),
      {
        schema: EducationInput,
        fieldPaths: {
          year: 'startDate',
          clg: 'institution',
          edu: 'area',
          sts: 'score',
          link: 'url',
        },
      },
    ),
    experience: section(
      document,
      'work',
      problems,
      (entry, at) => ({
        duration:
          xText(entry, 'x-duration', at, problems) ??
          periodText(text(entry, 'startDate'), text(entry, 'endDate')),
        title: text(entry, 'position') ?? '',
        company: text(entry, 'name') ?? '',
        techstack: xText(entry, 'x-techStack', at, problems) ?? '',
        description:
          xText(entry, 'x-description', at, problems) ??
          descriptionFromResume(entry.summary, entry.highlights),
        link: text(entry, 'url') ?? '',
        doc: xText(entry, 'x-certificate', at, problems) ?? '',
      }),
      {
        schema: ExperienceInput,
        fieldPaths: {
          duration: 'startDate',
          title: 'position',
          company: 'name',
          techstack: 'x-techStack',
          description: 'x-description',
          link: 'url',
          doc: 'x-certificate',
        },
      },
    ),
    skills: section(
      document,
      'skills',
      problems,
      (entry, at) => ({
        name: text(entry, 'name') ?? '',
        image: image(entry, 'x-image', at, problems),
      }),
      {
        schema: SkillInput,
        fieldPaths: {},
        // The image is checked when it is resolved.
        pick: (skill) => ({ name: skill.name, image: Buffer.alloc(0) }),
      },
    ),
    projects: section(
      document,
      'projects',
      problems,
      (entry, at) => {
        const url = text(entry, 'url') ?? ''
        const github = xText(entry, 'x-github', at, problems) ?? (GITHUB.test(url) ? url : '')
        const live = xText(entry, 'x-live', at, problems) ?? (url === github ? '' : url)
        const keywords = (entry.keywords ?? []) as string[]
        return {
          fields: {
            title: text(entry, 'name') ?? '',
            desc: text(entry, 'description') ?? '',
            tools: xText(entry, 'x-tools', at, problems) ?? keywords.join(', '),
            github,
            live,
          },
          image: image(entry, 'x-image', at, problems),
        }
      },
      {
        schema: ProjectInput,
        fieldPaths: {
          title: 'name',
          desc: 'description',
          tools: 'keywords',
          github: 'x-github',
          live: 'url',
        },
        // The image is checked when it is resolved.
        pick: (project) => ({ ...project.fields, image: Buffer.alloc(0) }),
      },
    ),
    certificates: section(
      document,
      'certificates',
      problems,
      (entry, at) => ({
        title: text(entry, 'name') ?? '',
        desc: xText(entry, 'x-description', at, problems) ?? '',
        date: xText(entry, 'x-date', at, problems) ?? text(entry, 'date') ?? '',
        platform: text(entry, 'issuer') ?? '',
        label: xText(entry, 'x-label', at, problems) ?? '',
        doc: text(entry, 'url') ?? '',
      }),
      {
        schema: CertificateInput,
        fieldPaths: {
          title: 'name',
          desc: 'x-description',
          date: 'date',
          platform: 'issuer',
          label: 'x-label',
          doc: 'url',
        },
      },
    ),
    // JSON Resume's references: who said it and what; Vitrine's role, company and link ride in
    // x- fields. Photos are not carried (a reference has no image in JSON Resume).
    testimonials: section(
      document,
      'references',
      problems,
      (entry, at) => ({
        quote: text(entry, 'reference') ?? '',
        name: text(entry, 'name') ?? '',
        role: xText(entry, 'x-role', at, problems) ?? '',
        company: xText(entry, 'x-company', at, problems) ?? '',
        link: xText(entry, 'x-link', at, problems) ?? '',
      }),
      {
        schema: TestimonialInput,
        fieldPaths: {
          quote: 'reference',
          name: 'name',
          role: 'x-role',
          company: 'x-company',
          link: 'x-link',
        },
      },
    ),
  }
  return { plan, problems: problems.list }
}
