import type { ReactNode } from 'react'

interface TimelineCardProps {
  /** The period, e.g. 2021-2025. */
  when: string
  title: string
  /** The institution or company; a link to it when one is given. */
  place: string
  link: string
  children?: ReactNode
}

/** One card of an education or experience timeline. */
export function TimelineCard({ when, title, place, link, children }: TimelineCardProps) {
  return (
    <li className="card reveal p-5">
      <p className="text-sm font-semibold accent">{when}</p>
      <h3 className="mt-1 text-xl font-bold">{title}</h3>
      <p className="text-muted">
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="underline">
            {place}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          place
        )}
      </p>
      {children}
    </li>
  )
}
