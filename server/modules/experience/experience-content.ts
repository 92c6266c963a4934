import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Experience } from '@contract/experience.ts'
import type { ExperienceRow } from '@/db/schema.ts'
import type { ListColumns } from '../content/list-content.ts'
import { listContent } from '../content/list-content.ts'
import { isoRange, periodText } from '../resume/resume-dates.ts'
import { descriptionFromResume, descriptionToResume } from '../resume/resume-description.ts'
import { ifSet, resumeList, text, xText } from '../resume/resume-mapping.ts'

function presentExperience(row: ExperienceRow): Experience {
  return {
    _id: String(row.id),
    duration: row.duration,
    title: row.title,
    company: row.company,
    techstack: row.tech_stack,
    description: row.description,
    link: row.link,
    doc: row.certificate_url,
  }
}

const DEMO: ListColumns<'experience'>[] = [
  {
    duration: '2024-2025',
    title: 'Software Engineering Intern (demo)',
    company: 'Example Corp',
    tech_stack: 'TypeScript, React, Node.js',
    description: [
      '- Built the **customer dashboard** in React, used by 2 000 people a day (demo).',
      "- Cut the API's p95 latency from 420 ms to 90 ms with caching and an index.",
      '- Wrote the `deploy` pipeline that ships every merged change in 6 minutes.',
    ].join('\n'),
    link: 'https://example.com',
    certificate_url: 'https://example.com/certificates/internship',
  },
  {
    duration: '2023-2024',
    title: 'Freelance Web Developer (demo)',
    company: 'Example Studio',
    tech_stack: 'HTML, CSS, JavaScript',
    description: [
      'Websites for small businesses, from the first sketch to hosting (demo).',
      '- Delivered 12 sites, each scoring 100 on Lighthouse.',
      '- Set up contact forms, analytics and backups for every client.',
    ].join('\n'),
    link: 'https://example.net',
    certificate_url: '',
  },
]

export const experienceContent = listContent<'experience'>({
  type: CONTENT_TYPES.experience,
  present: presentExperience,
  columns: (input) => ({
    duration: input.duration,
    title: input.title,
    company: input.company,
    tech_stack: input.techstack,
    // Undefined leaves the column alone: '' on an add, what was stored on an update.
    description: input.description,
    link: input.link,
    certificate_url: input.doc,
  }),
  demo: {
    records: async () => DEMO,
    marker: { column: 'title', values: DEMO.map((row) => row.title) },
  },
  resume: resumeList<'experience'>(CONTENT_TYPES.experience, {
    toEntry: (entry) => ({
      name: entry.company,
      position: entry.title,
      url: ifSet(entry.link),
      ...isoRange(entry.duration),
      'x-duration': entry.duration,
      ...descriptionToResume(entry.description),
      'x-techStack': entry.techstack,
      'x-description': entry.description,
      'x-certificate': entry.doc,
    }),
    fromEntry: (entry, at, problems) => ({
      input: {
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
      },
    }),
    fieldPaths: {
      duration: 'startDate',
      title: 'position',
      company: 'name',
      techstack: 'x-techStack',
      description: 'x-description',
      link: 'url',
      doc: 'x-certificate',
    },
  }),
})
