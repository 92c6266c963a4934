import type { ReactNode } from 'react'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import type { TextLang } from '@/lib/i18n/translation.tsx'

interface TimelineCardProps {
  /** The period, e.g. 2021-2025. */
  when: string
  title: string
  /** The title's own language when it is not the page's (useTextLang). */
  titleLang?: TextLang
  /** The institution or company; a link to it when one is given. */
  place: string
  link: string
  children?: ReactNode
}

/** One entry of an education or experience timeline: the period beside a compact card. */
export function TimelineCard({ when, title, titleLang, place, link, children }: TimelineCardProps) {
  return (
    <li className="timeline-item reveal">
      <div className="card timeline-card px-5 py-4 md:px-6 md:py-5">
        <p className="mono pt-0.5 text-sm text-(--accent)">{when}</p>
        <div>
          <h3 className="text-(length:--text-h3) font-semibold" {...titleLang}>
            {title}
          </h3>
          <p className="mt-0.5 text-muted">
            {link ? (
              <ExternalLink href={link} className="link">
                {place}
              </ExternalLink>
            ) : (
              place
            )}
          </p>
          {children}
        </div>
      </div>
    </li>
  )
}
