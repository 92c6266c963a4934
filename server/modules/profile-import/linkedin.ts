import { LIMITS, SECTION_LIMITS } from '@contract/limits.ts'
import type { SocialLink } from '@contract/site-settings.ts'
import { LINKEDIN_FILES_READ, type LinkedInFile } from '@contract/profile-import.ts'
import { readArchive } from './archive.ts'
import { readCsv, type CsvRow } from './csv-table.ts'
import type { Candidate, Home, ProfileSource, SectionSpec, Target } from './import-source.ts'
import { fitText, markdownLite, webAddress } from './import-text.ts'

/**
 * LinkedIn's data export ("Get a copy of your data"): a ZIP of CSV files. Only the files below are
 * ever unpacked; every other one (connections, messages, e-mail addresses, phone numbers,
 * invitations…) is known by its name only.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** "Mar 2021", "2019", "Mar 15, 2021", "03/15/21" → the owner-readable text and an ISO date. */
export function linkedInDate(text: string): { text: string; iso: string } | undefined {
  const value = text.trim()
  if (value === '') return undefined
  let match = /^([A-Za-z]{3})[a-z]*\.?\s+(?:\d{1,2},?\s+)?(\d{4})$/.exec(value)
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase())
    if (month === -1) return undefined
    const label = `${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1).toLowerCase()}`
    return {
      text: `${label} ${match[2]}`,
      iso: `${match[2]}-${String(month + 1).padStart(2, '0')}`,
    }
  }
  match = /^(\d{4})$/.exec(value)
  if (match) return { text: match[1]!, iso: match[1]! }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(value)
  if (match) {
    const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!
    const month = Number(match[1])
    if (month < 1 || month > 12) return undefined
    return {
      text: `${MONTHS[month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${year}`,
      iso: `${year}-${String(month).padStart(2, '0')}`,
    }
  }
  match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(value)
  if (match) return linkedInDate(`${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`)
  return undefined
}

type DateReading = { text: string; iso: string } | null | 'bad'
const dateOf = (text: string): DateReading =>
  text.trim() === '' ? null : (linkedInDate(text) ?? 'bad')

/** "Mar 2021 - Present", "2015 - 2019"; empty end: still going on. */
function period(start: DateReading, end: DateReading, ongoing = 'Present'): string {
  if (start === null || start === 'bad') return ''
  if (end === 'bad') return start.text
  return `${start.text} - ${end === null ? ongoing : end.text}`
}

const HONORS: SectionSpec = {
  addresses: ['honors', 'awards', 'honours', 'honors-and-awards'],
  names: ['honors', 'honours', 'awards', 'honors & awards', 'honors and awards'],
  name: 'Honors & awards',
  icon: 'award',
  layout: 'list',
  resumeList: 'awards',
  fields: [
    { kind: 'title', label: 'Title' },
    { kind: 'date', label: 'Issued' },
    { kind: 'text', label: 'Description' },
  ],
}

const LANGUAGES: SectionSpec = {
  addresses: ['languages'],
  names: ['languages', 'spoken languages'],
  name: 'Languages',
  icon: 'message-circle',
  layout: 'cards',
  resumeList: 'languages',
  fields: [
    { kind: 'title', label: 'Language' },
    { kind: 'subtitle', label: 'Proficiency' },
  ],
}

interface FileReader {
  /** The column whose name marks the header row. */
  header: string
  /** Where its rows go. */
  home: Home
  /** Each row's candidates (a profile row makes the profile and about paragraphs). */
  rows(row: CsvRow, make: Maker): Candidate[]
}

/** Makes a row's candidate: its id, file and row, and its words. */
type Maker = (
  title: string,
  detail: string,
  target: Target | string,
  notes?: string[],
  part?: number | string,
  home?: Home,
) => Candidate

/** "[a,b]" → ["a", "b"]: how LinkedIn writes lists in one cell. */
const bracketed = (text: string) =>
  text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

const WEBSITE_KINDS: Record<string, string> = {
  PORTFOLIO: 'Portfolio',
  BLOG: 'Blog',
  COMPANY: 'Company',
  RSS: 'RSS',
  PERSONAL: 'Website',
  OTHER: 'Website',
}

/** "[PORTFOLIO:https://a.dev,OTHER:https://b.dev]" → each site with its kind in words. */
function websites(text: string): { acc: string; link: string }[] {
  const inner = text.replace(/^\[|\]$/g, '').trim()
  if (inner === '') return []
  return inner
    .split(/,(?=\s*[A-Z_]+:)/)
    .map((part) => {
      const match = /^\s*([A-Z_]+):(.+)$/.exec(part)
      const kind = match?.[1] ?? 'OTHER'
      return { acc: WEBSITE_KINDS[kind] ?? 'Website', link: (match?.[2] ?? part).trim() }
    })
    .filter((site) => site.link !== '')
}

/** The icon the site draws for a link, by its host. */
function iconOf(url: string): SocialLink['icon'] {
  const host = new URL(url).hostname.replace(/^www\./, '')
  const known: Record<string, SocialLink['icon']> = {
    'github.com': 'github',
    'gitlab.com': 'gitlab',
    'linkedin.com': 'linkedin',
    'x.com': 'x',
    'twitter.com': 'x',
    'codepen.io': 'codepen',
    'leetcode.com': 'leetcode',
    'instagram.com': 'instagram',
  }
  return known[host] ?? 'website'
}

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ')

const READERS: Record<LinkedInFile, FileReader> = {
  'Profile.csv': {
    header: 'First Name',
    home: { kind: 'profile' },
    rows(row, make) {
      const name = `${row.get('First Name')} ${row.get('Last Name')}`.replace(/\s+/g, ' ').trim()
      const headline = row.get('Headline')
      const notes: string[] = []
      const made: Candidate[] = []
      if (name === '') {
        made.push(make('Profile', '', 'The row has no first or last name'))
      } else {
        const titles = headline
          // Between " | ", " · ", " • " or " - " (escapes: the bundled source stays Latin-1).
          .split(/\s+[|\u00b7\u2022]\s+|\s+-\s+/)
          .map((title) => title.trim())
          .filter((title) => title !== '')
          .slice(0, 4)
          .map((title) => fitText(title, LIMITS.shortText, 'A title', notes))
        made.push(
          make(
            name,
            headline,
            {
              kind: 'profile',
              values: {
                name: fitText(name, LIMITS.shortText, 'The name', notes),
                titles,
                status: fitText(headline, LIMITS.mediumText, 'The headline', notes),
              },
            },
            notes,
          ),
        )
      }
      const links = [
        ...websites(row.get('Websites')),
        ...bracketed(row.get('Twitter Handles')).map((handle) => ({
          acc: 'X',
          link: `https://x.com/${handle.replace(/^@/, '')}`,
        })),
      ]
      links.forEach(({ acc, link }, index) => {
        const linkNotes: string[] = []
        const url = webAddress(link, 'The link', linkNotes)
        made.push(
          make(
            acc,
            link,
            url ? { kind: 'link', link: { acc, link: url, icon: iconOf(url) } } : linkNotes[0]!,
            [],
            `link-${index + 1}`,
            { kind: 'link' },
          ),
        )
      })
      const paragraphs = row
        .get('Summary')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
      paragraphs.forEach((paragraph, index) => {
        const paragraphNotes: string[] = []
        const para = fitText(paragraph, LIMITS.longText, 'The paragraph', paragraphNotes)
        made.push(
          make(
            para.length > 90 ? `${para.slice(0, 89).trimEnd()}…` : para,
            'From your summary',
            { kind: 'type', key: 'about', input: { para } },
            paragraphNotes,
            index + 1,
          ),
        )
      })
      return made
    },
  },
  'Positions.csv': {
    header: 'Company Name',
    home: { kind: 'type', key: 'experience' },
    rows(row, make) {
      const company = row.get('Company Name')
      const title = row.get('Title')
      const start = dateOf(row.get('Started On'))
      const end = dateOf(row.get('Finished On'))
      const duration = period(start, end)
      const label = title || company || 'A position'
      if (company === '' || title === '') {
        return [make(label, company, 'The row has no company name or no title')]
      }
      if (start === null || start === 'bad') {
        return [make(label, company, `The start date “${row.get('Started On')}” is not a date`)]
      }
      const notes: string[] = []
      const description = fitText(
        markdownLite(row.get('Description')),
        LIMITS.longText,
        'The description',
        notes,
      )
      return [
        make(
          title,
          joined(company, duration),
          {
            kind: 'type',
            key: 'experience',
            input: {
              duration,
              title: fitText(title, LIMITS.shortText, 'The title', notes),
              company: fitText(company, LIMITS.shortText, 'The company', notes),
              techstack: '',
              description,
              link: '',
              doc: '',
            },
          },
          notes,
        ),
      ]
    },
  },
  'Education.csv': {
    header: 'School Name',
    home: { kind: 'type', key: 'education' },
    rows(row, make) {
      const school = row.get('School Name')
      const degree = row.get('Degree Name') || row.get('Notes').split('\n')[0]!.trim()
      const years = period(dateOf(row.get('Start Date')), dateOf(row.get('End Date')))
      if (school === '') return [make(degree || 'A school', '', 'The row has no school name')]
      if (degree === '') return [make(school, years, 'The row has no degree or course name')]
      if (years === '') return [make(school, degree, 'The row has no start date')]
      const notes: string[] = []
      return [
        make(
          school,
          joined(degree, years),
          {
            kind: 'type',
            key: 'education',
            input: {
              year: years,
              clg: fitText(school, LIMITS.shortText, 'The school', notes),
              edu: fitText(degree, LIMITS.shortText, 'The degree', notes),
              sts: '',
              link: '',
            },
          },
          notes,
        ),
      ]
    },
  },
  'Skills.csv': {
    header: 'Name',
    home: { kind: 'type', key: 'skills' },
    rows(row, make) {
      const name = row.get('Name')
      if (name === '') return [make('A skill', '', 'The row has no skill name')]
      const notes: string[] = []
      return [
        make(
          name,
          '',
          {
            kind: 'type',
            key: 'skills',
            input: { name: fitText(name, LIMITS.shortText, 'The name', notes) },
          },
          notes,
        ),
      ]
    },
  },
  'Certifications.csv': {
    header: 'Authority',
    home: { kind: 'type', key: 'certificates' },
    rows(row, make) {
      const title = row.get('Name')
      const authority = row.get('Authority')
      const started = dateOf(row.get('Started On'))
      if (title === '') return [make('A certification', authority, 'The row has no name')]
      if (authority === '') return [make(title, '', 'The row has no issuing organisation')]
      if (started === null || started === 'bad') {
        return [make(title, authority, 'The row has no date it was issued')]
      }
      const notes: string[] = []
      const licence = row.get('License Number')
      return [
        make(
          title,
          joined(authority, started.text),
          {
            kind: 'type',
            key: 'certificates',
            input: {
              title: fitText(title, LIMITS.shortText, 'The name', notes),
              desc: licence ? `Licence number ${licence}` : '',
              date: started.text,
              platform: fitText(authority, LIMITS.shortText, 'The authority', notes),
              label: '',
              doc: webAddress(row.get('Url'), 'The link', notes),
            },
          },
          notes,
        ),
      ]
    },
  },
  'Projects.csv': {
    header: 'Title',
    home: { kind: 'type', key: 'projects' },
    rows(row, make) {
      const title = row.get('Title')
      if (title === '') return [make('A project', '', 'The row has no title')]
      const notes: string[] = []
      const url = webAddress(row.get('Url'), 'The link', notes)
      const onGitHub = /^https?:\/\/(www\.)?github\.com\//i.test(url)
      const timeline = period(dateOf(row.get('Started On')), dateOf(row.get('Finished On')))
      return [
        make(
          title,
          timeline,
          {
            kind: 'type',
            key: 'projects',
            input: {
              title: fitText(title, LIMITS.shortText, 'The title', notes),
              desc: fitText(
                markdownLite(row.get('Description')),
                LIMITS.longText,
                'The description',
                notes,
              ),
              tools: '',
              github: onGitHub ? url : '',
              live: onGitHub ? '' : url,
              ...(timeline && timeline.length <= 60 ? { timeline } : {}),
            },
          },
          notes,
        ),
      ]
    },
  },
  'Recommendations_Received.csv': {
    header: 'Text',
    home: { kind: 'type', key: 'testimonials' },
    rows(row, make) {
      const name = `${row.get('First Name')} ${row.get('Last Name')}`.replace(/\s+/g, ' ').trim()
      const status = row.get('Status').toUpperCase()
      const label = name || 'A recommendation'
      if (status !== '' && status !== 'VISIBLE') {
        return [
          make(
            label,
            row.get('Company'),
            'Not shown on your LinkedIn profile (you hid it or have not accepted it yet)',
          ),
        ]
      }
      if (name === '' || row.get('Text') === '') {
        return [make(label, '', 'The row has no name or no text')]
      }
      const notes: string[] = []
      return [
        make(
          name,
          joined(row.get('Job Title'), row.get('Company')),
          {
            kind: 'type',
            key: 'testimonials',
            input: {
              quote: fitText(row.get('Text'), 600, 'The recommendation', notes),
              name: fitText(name, LIMITS.shortText, 'The name', notes),
              role: fitText(row.get('Job Title'), LIMITS.shortText, 'The job title', notes),
              company: fitText(row.get('Company'), LIMITS.shortText, 'The company', notes),
              link: '',
            },
          },
          notes,
        ),
      ]
    },
  },
  'Publications.csv': {
    header: 'Publisher',
    home: { kind: 'type', key: 'publications' },
    rows(row, make) {
      const title = row.get('Name')
      const publisher = row.get('Publisher')
      const published = dateOf(row.get('Published On'))
      if (title === '') return [make('A publication', publisher, 'The row has no name')]
      if (publisher === '') return [make(title, '', 'The row has no publisher')]
      if (published === null || published === 'bad') {
        return [make(title, publisher, 'The row has no date it was published')]
      }
      const notes: string[] = []
      return [
        make(
          title,
          joined(publisher, published.text),
          {
            kind: 'type',
            key: 'publications',
            input: {
              title: fitText(title, LIMITS.shortText, 'The name', notes),
              publisher: fitText(publisher, LIMITS.shortText, 'The publisher', notes),
              date: published.text,
              link: webAddress(row.get('Url'), 'The link', notes),
              summary: fitText(
                markdownLite(row.get('Description')),
                LIMITS.longText,
                'The description',
                notes,
              ),
            },
          },
          notes,
        ),
      ]
    },
  },
  'Honors.csv': {
    header: 'Issued On',
    home: { kind: 'section', section: HONORS },
    rows(row, make) {
      const title = row.get('Title')
      if (title === '') return [make('An honor', '', 'The row has no title')]
      const notes: string[] = []
      const issued = dateOf(row.get('Issued On'))
      const text = fitText(row.get('Description'), SECTION_LIMITS.text, 'The description', notes)
      return [
        make(
          title,
          issued && issued !== 'bad' ? issued.text : '',
          {
            kind: 'section',
            section: HONORS,
            values: {
              title: fitText(title, SECTION_LIMITS.line, 'The title', notes),
              ...(issued && issued !== 'bad' ? { date: { start: issued.iso } } : {}),
              ...(text ? { text } : {}),
            },
          },
          notes,
        ),
      ]
    },
  },
  'Languages.csv': {
    header: 'Proficiency',
    home: { kind: 'section', section: LANGUAGES },
    rows(row, make) {
      const name = row.get('Name')
      if (name === '') return [make('A language', '', 'The row has no language name')]
      const notes: string[] = []
      const proficiency = fitText(row.get('Proficiency'), SECTION_LIMITS.line, 'The level', notes)
      return [
        make(
          name,
          proficiency,
          {
            kind: 'section',
            section: LANGUAGES,
            values: {
              title: fitText(name, SECTION_LIMITS.line, 'The language', notes),
              ...(proficiency ? { subtitle: proficiency } : {}),
            },
          },
          notes,
        ),
      ]
    },
  },
}

/** The files read, by their name in lowercase: LinkedIn has written both `Skills.csv` and `skills.csv`. */
const KNOWN = new Map<string, LinkedInFile>(
  LINKEDIN_FILES_READ.map((name) => [name.toLowerCase(), name]),
)

export const linkedInSource: ProfileSource = {
  name: 'linkedin',
  read(upload) {
    const archive = readArchive(upload, (name) => KNOWN.get(name.toLowerCase()))
    const problems: string[] = []
    const candidates: Candidate[] = []
    for (const file of LINKEDIN_FILES_READ) {
      const reader = READERS[file]
      const bytes = archive.read.get(file)
      if (!bytes) continue
      const table = readCsv(file, bytes, reader.header)
      problems.push(...table.problems)
      for (const row of table.rows) {
        const make: Maker = (title, detail, target, notes = [], part, home = reader.home) => ({
          id: `${file}:${row.row}${part ? `:${part}` : ''}`,
          file,
          row: row.row,
          title,
          detail,
          home,
          notes,
          ...(typeof target === 'string' ? { problem: target } : { target }),
        })
        candidates.push(...reader.rows(row, make))
      }
    }
    return {
      read: [...archive.read.keys()],
      ignored: archive.ignored,
      problems,
      candidates,
    }
  },
}
