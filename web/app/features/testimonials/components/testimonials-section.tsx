import type { ReactNode } from 'react'
import type { Testimonial } from '@contract/testimonial.ts'
import { IconImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import type { WithMedia } from '@/load-context.ts'
import { initials } from '@/lib/text/initials.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { useTranslator, useTextLang } from '@/lib/i18n/translation.tsx'

function Avatar({ testimonial }: { testimonial: WithMedia<Testimonial> }) {
  if (testimonial.image) {
    return (
      <IconImage
        src={testimonial.image}
        media={testimonial.media}
        size={48}
        className="testimonial-avatar object-cover"
      />
    )
  }
  return (
    <span className="testimonial-avatar testimonial-initials" aria-hidden="true">
      {initials(testimonial.name)}
    </span>
  )
}

/**
 * What people who worked with the owner say: one card per quote, the person below it. Rendered
 * only when there is at least one (home page, between Projects and Contact). Unnumbered, so the
 * contract's section numbers (I. About Me … VI. Contact) stay as they are.
 */
export function TestimonialsSection({
  testimonials,
  level,
  more,
}: {
  testimonials: WithMedia<Testimonial>[]
  /** 1 when it is the first section of its page (the about page with nothing before it). */
  level?: 1 | 2
  /** After the list, inside the section: the home page's link to the whole list. */
  more?: ReactNode
}) {
  const { typeName } = useTranslator()
  const textLang = useTextLang()
  return (
    <Section id="testimonials" title={typeName('testimonials')} level={level}>
      <ul className="grid gap-5 md:grid-cols-2">
        {testimonials.map((testimonial) => {
          const about = [testimonial.role, testimonial.company].filter(Boolean).join(', ')
          return (
            <li key={testimonial._id} className="card reveal">
              <figure className="flex h-full flex-col p-6 md:p-7">
                <blockquote className="testimonial-quote flex-1">
                  <p {...textLang(testimonial, 'quote')}>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Avatar testimonial={testimonial} />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">
                      {testimonial.link ? (
                        <ExternalLink href={testimonial.link} className="link">
                          {testimonial.name}
                        </ExternalLink>
                      ) : (
                        testimonial.name
                      )}
                    </span>
                    {about && (
                      <span className="block text-sm text-muted" {...textLang(testimonial, 'role')}>
                        {about}
                      </span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
      {more}
    </Section>
  )
}
