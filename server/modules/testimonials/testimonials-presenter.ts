import type { Testimonial, TestimonialInput } from '@contract/testimonial.ts'
import type { TestimonialRow } from '@/db/schema.ts'
import { mediaUrl } from '../media/media-url.ts'

export function presentTestimonial(row: TestimonialRow): Testimonial {
  return {
    _id: String(row.id),
    quote: row.quote,
    name: row.name,
    role: row.role,
    company: row.company,
    link: row.link,
    image: row.image_hash ? mediaUrl(row.image_hash) : '',
  }
}

/** The text columns of an add or an update (the photo is handled by the route). */
export function testimonialColumns(input: TestimonialInput) {
  return {
    quote: input.quote,
    name: input.name,
    role: input.role,
    company: input.company,
    link: input.link,
  }
}
