import { Type, type Static } from 'typebox'
import { Id, LinkField, OptionalImage, OptionalText, Text } from './common.ts'
import { LIMITS } from './limits.ts'

/**
 * Testimonials: what people who worked with the owner say about them (as on a LinkedIn profile),
 * in the owner's order. Paths and messages: CONTENT_TYPES.testimonials (contract/content-types.ts).
 */
const TESTIMONIAL_LIMITS = { quote: 600 } as const

/**
 * An add or an update. The photo is optional: a new file replaces it; no field, an empty file,
 * `''` or `'null'` keeps the current one (none on an add); `removeImage: 'true'` drops it.
 */
export const TestimonialInput = Type.Object(
  {
    quote: Text(TESTIMONIAL_LIMITS.quote, {
      title: 'Quote',
      description: 'Their words, at most 600 characters',
    }),
    name: Text(LIMITS.shortText, { title: 'Name' }),
    role: OptionalText(LIMITS.shortText, {
      title: 'Role',
      description: 'Optional, e.g. Engineering manager',
    }),
    company: OptionalText(LIMITS.shortText, { title: 'Company', description: 'Optional' }),
    link: LinkField(
      'Link',
      'Optional: their profile or the source of the quote, starting with https://',
    ),
    ...OptionalImage('Photo'),
  },
  { additionalProperties: false },
)
export type TestimonialInput = Static<typeof TestimonialInput>

export const Testimonial = Type.Object({
  _id: Id,
  quote: Type.String(),
  name: Type.String(),
  role: Type.String(),
  company: Type.String(),
  link: Type.String(),
  image: Type.String({ description: 'URL of the photo, or an empty string' }),
})
export type Testimonial = Static<typeof Testimonial>
