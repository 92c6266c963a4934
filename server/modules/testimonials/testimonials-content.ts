import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Testimonial } from '@contract/testimonial.ts'
import type { TestimonialRow } from '@/db/schema.ts'
import type { ListColumns } from '../content/list-content.ts'
import { listContent } from '../content/list-content.ts'
import { recordImageUrl } from '../media/media-url.ts'
import { absoluteImageUrl, imageOf, resumeList, text, xText } from '../resume/resume-mapping.ts'

function presentTestimonial(row: TestimonialRow): Testimonial {
  return {
    _id: String(row.id),
    quote: row.quote,
    name: row.name,
    role: row.role,
    company: row.company,
    link: row.link,
    image: recordImageUrl(row) ?? '',
  }
}

/** Placeholder quotes, plainly marked as demo content; no photo (the site draws initials). */
const DEMO: ListColumns<'testimonials'>[] = [
  {
    quote:
      'A placeholder testimonial (demo): replace it with what a colleague said about working with you. Short and specific reads best.',
    name: 'Jordan Example',
    role: 'Engineering manager',
    company: 'Example Corp',
    link: '',
    image_hash: null,
  },
  {
    quote:
      'Another placeholder (demo). Ask a mentor, a client or a teammate for two or three sentences about a project you did together.',
    name: 'Riley Sample',
    role: 'Senior developer',
    company: 'Example Studio',
    link: '',
    image_hash: null,
  },
]

export const testimonialsContent = listContent<'testimonials'>({
  type: CONTENT_TYPES.testimonials,
  present: presentTestimonial,
  columns: (input) => ({
    quote: input.quote,
    name: input.name,
    role: input.role,
    company: input.company,
    link: input.link,
  }),
  demo: {
    records: async () => DEMO,
    marker: { column: 'quote', values: DEMO.map((row) => row.quote) },
  },
  // JSON Resume's references: who said it and what; Vitrine's role, company, link and photo ride
  // in x- fields (a reference has no image in JSON Resume).
  resume: resumeList<'testimonials'>(CONTENT_TYPES.testimonials, {
    toEntry: (testimonial, { publicUrl }) => ({
      name: testimonial.name,
      reference: testimonial.quote,
      'x-role': testimonial.role,
      'x-company': testimonial.company,
      'x-link': testimonial.link,
      'x-image': absoluteImageUrl(testimonial.image, publicUrl),
    }),
    fromEntry: (entry, at, problems) => ({
      input: {
        quote: text(entry, 'reference') ?? '',
        name: text(entry, 'name') ?? '',
        role: xText(entry, 'x-role', at, problems) ?? '',
        company: xText(entry, 'x-company', at, problems) ?? '',
        link: xText(entry, 'x-link', at, problems) ?? '',
      },
      image: imageOf(entry, 'x-image', at, problems),
    }),
    fieldPaths: {
      quote: 'reference',
      name: 'name',
      role: 'x-role',
      company: 'x-company',
      link: 'x-link',
    },
  }),
})
