import type { ContentTypeKey } from '@contract/content-types.ts'
import { SOCIAL_ICONS, SiteSettings, type SocialLink } from '@contract/site-settings.ts'
import { DEFAULT_TITLES, UserDetailsUpdateInput } from '@contract/user-details.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import {
  check,
  imageOf,
  Problems,
  text,
  xText,
  type ImageReference,
  type ImportedRecord,
  type Json,
} from './resume-mapping.ts'
import { readSections, type IncomingSection } from './resume-sections-plan.ts'

type Details = Omit<UserDetailsUpdateInput, 'image'>
type Entry = Json

/**
 * What an import writes, per section; a section the document leaves out is undefined and stays
 * as it is. Records are in the contract's input shapes, already checked against them.
 */
export interface ImportPlan {
  profile?: { details: Details; image: ImageReference }
  contact?: (current: SiteSettings) => SiteSettings
  /** Each content type the document brings, as its registry entry reads it. */
  lists: { [K in ContentTypeKey]?: ImportedRecord<K>[] }
  /** The custom sections the document brings (`x-vitrine.sections`); each replaces its own. */
  sections?: IncomingSection[]
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
  return { details, image: imageOf(basics, 'image', 'basics', problems) }
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

/**
 * Turns a document that passed the JSON Resume schema into what the import writes, or the list of
 * problems that stop it (each named by its path in the document).
 */
export function planImport(document: Entry): { plan: ImportPlan; problems: string[] } {
  const problems = new Problems()
  const basics = document.basics as Entry | undefined
  const lists: ImportPlan['lists'] = {}
  for (const entry of LIST_CONTENT_ENTRIES) {
    const records = entry.resume?.read(document, problems)
    if (records) (lists as Record<string, unknown>)[entry.type.key] = records
  }
  const plan: ImportPlan = {
    ...(basics
      ? { profile: profilePlan(basics, problems), contact: contactPlan(basics, problems) }
      : {}),
    lists,
  }
  const sections = readSections(document, problems)
  if (sections) plan.sections = sections
  return { plan, problems: problems.list }
}
