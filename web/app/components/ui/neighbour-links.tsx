import { useTranslator } from '@/lib/i18n/translation.tsx'
import { Link } from 'react-router'

/** A page next to this one in a series: where it is and what it is called. */
export interface Neighbour {
  to: string
  title: string
}

/**
 * The pages before and after this one in a series (a post's older and newer posts, the case
 * studies around one): two cards, the previous one first, the next one at the end of the line
 * (on the left in a right-to-left page). A long title takes two lines on the card; the link still
 * says all of it.
 */
export function NeighbourLinks({
  label,
  previous,
  next,
}: {
  /** The navigation's name: "More posts". */
  label: string
  previous?: Neighbour | undefined
  next?: Neighbour | undefined
}) {
  const { t } = useTranslator()
  if (!previous && !next) return null
  return (
    <nav aria-label={label} className="neighbour-links">
      {previous && (
        <Link to={previous.to} rel="prev" className="card card-interactive">
          <span className="eyebrow">{t('neighbour.previous')}</span>
          <span className="neighbour-title line-clamp-2">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.to} rel="next" className="card card-interactive text-end">
          <span className="eyebrow">{t('neighbour.next')}</span>
          <span className="neighbour-title line-clamp-2">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}
