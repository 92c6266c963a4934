import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Education } from '@contract/education.ts'
import type { EducationRow } from '@/db/schema.ts'
import type { ListColumns } from '../content/list-content.ts'
import { listContent } from '../content/list-content.ts'
import { isoRange, periodText } from '../resume/resume-dates.ts'
import { ifSet, resumeList, text, xText } from '../resume/resume-mapping.ts'

/** Wire names (`clg`, `edu`, `sts`) are the contract's; the columns say what they hold. */
function presentEducation(row: EducationRow): Education {
  return {
    _id: String(row.id),
    year: row.years,
    clg: row.institution,
    edu: row.degree,
    sts: row.status,
    link: row.link,
  }
}

const DEMO: ListColumns<'education'>[] = [
  {
    years: '2021-2025',
    institution: 'Example University',
    degree: 'B.Sc. Computer Science (demo)',
    status: 'CGPA 8.5',
    link: 'https://example.edu',
  },
  {
    years: '2019-2021',
    institution: 'Example High School',
    degree: 'Higher Secondary (demo)',
    status: 'Grade A',
    link: 'https://example.org',
  },
]

export const educationContent = listContent<'education'>({
  type: CONTENT_TYPES.education,
  present: presentEducation,
  columns: (input) => ({
    years: input.year,
    institution: input.clg,
    degree: input.edu,
    status: input.sts,
    link: input.link,
  }),
  demo: {
    records: async () => DEMO,
    marker: { column: 'degree', values: DEMO.map((row) => row.degree) },
  },
  resume: resumeList<'education'>(CONTENT_TYPES.education, {
    toEntry: (entry) => ({
      institution: entry.clg,
      area: entry.edu,
      score: ifSet(entry.sts),
      url: ifSet(entry.link),
      ...isoRange(entry.year),
      'x-years': entry.year,
      'x-status': entry.sts,
    }),
    fromEntry: (entry, at, problems) => ({
      input: {
        year:
          xText(entry, 'x-years', at, problems) ??
          periodText(text(entry, 'startDate'), text(entry, 'endDate')),
        clg: text(entry, 'institution') ?? '',
        edu: [text(entry, 'studyType'), text(entry, 'area')].filter(Boolean).join(' in ') || '',
        sts: xText(entry, 'x-status', at, problems) ?? text(entry, 'score') ?? '',
        link: text(entry, 'url') ?? '',
      },
    }),
    fieldPaths: { year: 'startDate', clg: 'institution', edu: 'area', sts: 'score', link: 'url' },
  }),
})
