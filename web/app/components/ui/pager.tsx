import { Link } from 'react-router'
import { useTranslator } from '@/lib/i18n/translation.tsx'

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours;
 * `null` where numbers are left out (drawn as an ellipsis).
 */
export function pagerNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number],
  )
}

/** Previous and next, and the page numbers between them, the current one marked. */
export function Pager({
  page,
  pages,
  path,
}: {
  page: number
  pages: number
  /** A page's address (page 1 is the list's own). */
  path: (page: number) => string
}) {
  const { t } = useTranslator()
  return (
    <nav aria-label={t('pager.label')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={path(page - 1)} rel="prev" className="button">
              {t('pager.previous')}
            </Link>
          </li>
        )}
        {pagerNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={path(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: number })}
                className={number === page ? 'button button-solid' : 'button'}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={path(page + 1)} rel="next" className="button">
              {t('pager.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
