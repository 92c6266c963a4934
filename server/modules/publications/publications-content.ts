import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Publication } from '@contract/publication.ts'
import type { PublicationRow } from '@/db/schema.ts'
import { listContent, type ListColumns } from '../content/list-content.ts'
import { recordImageUrl } from '../media/media-url.ts'
import { isoDate } from '../resume/resume-dates.ts'
import {
  absoluteImageUrl,
  ifSet,
  imageOf,
  resumeList,
  text,
  xText,
} from '../resume/resume-mapping.ts'

function presentPublication(row: PublicationRow): Publication {
  return {
    _id: String(row.id),
    title: row.title,
    publisher: row.publisher,
    date: row.published_on,
    link: row.link,
    summary: row.summary,
    image: recordImageUrl(row) ?? '',
  }
}

const DEMO: ListColumns<'publications'>[] = [
  {
    title: 'Shipping a database migration without downtime (demo)',
    publisher: 'Example Engineering Blog',
    published_on: 'March 2025',
    link: 'https://example.com/publications/migrations',
    summary:
      'A placeholder publication: replace it with an article, paper or book of yours from the dashboard.',
    image_hash: null,
  },
]

export const publicationsContent = listContent<'publications'>({
  type: CONTENT_TYPES.publications,
  present: presentPublication,
  columns: (input) => ({
    title: input.title,
    publisher: input.publisher,
    published_on: input.date,
    link: input.link,
    summary: input.summary,
  }),
  demo: {
    records: async () => DEMO,
    marker: { column: 'title', values: DEMO.map((row) => row.title) },
  },
  // JSON Resume's publications; the date as typed and the image ride in x- fields.
  resume: resumeList<'publications'>(CONTENT_TYPES.publications, {
    toEntry: (publication, { publicUrl }) => ({
      name: publication.title,
      publisher: publication.publisher,
      releaseDate: isoDate(publication.date),
      url: ifSet(publication.link),
      summary: ifSet(publication.summary),
      'x-date': publication.date,
      'x-image': absoluteImageUrl(publication.image, publicUrl),
    }),
    fromEntry: (entry, at, problems) => ({
      input: {
        title: text(entry, 'name') ?? '',
        publisher: text(entry, 'publisher') ?? '',
        date: xText(entry, 'x-date', at, problems) ?? text(entry, 'releaseDate') ?? '',
        link: text(entry, 'url') ?? '',
        summary: text(entry, 'summary') ?? '',
      },
      image: imageOf(entry, 'x-image', at, problems),
    }),
    fieldPaths: {
      title: 'name',
      publisher: 'publisher',
      date: 'releaseDate',
      link: 'url',
      summary: 'summary',
    },
  }),
})
