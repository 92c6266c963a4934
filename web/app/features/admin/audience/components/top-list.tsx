import { useState, type CSSProperties, type ReactNode } from 'react'
import { count } from '../periods.ts'

export interface TopRow {
  key: string
  label: ReactNode
  /** A second line under the label (a page's path). */
  detail?: string
  visitors: number
  views?: number
}

/**
 * One ranked list of the Audience page (pages, referrers, campaigns, devices, browsers): a table
 * with a bar behind each row showing its share of the top row; the first SHOWN rows, the rest
 * one click away. Empty: what will appear here.
 */
/** Rows shown before "Show all". */
export const SHOWN = 10

export function TopList({
  title,
  column,
  rows,
  empty,
  showViews = false,
}: {
  title: string
  column: string
  rows: TopRow[]
  empty: string
  showViews?: boolean
}) {
  const [all, setAll] = useState(false)
  const most = Math.max(1, ...rows.map((row) => row.visitors))
  const shown = all ? rows : rows.slice(0, SHOWN)
  return (
    <section className="card audience-list" aria-label={title}>
      <h2 className="audience-list-title">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">Visitors</th>
              {showViews && <th scope="col">Views</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                style={{ '--share': `${(row.visitors / most) * 100}%` } as CSSProperties}
              >
                <th scope="row">
                  <span className="audience-row-label">{row.label}</span>
                  {row.detail && <span className="audience-row-detail">{row.detail}</span>}
                </th>
                <td>{count(row.visitors)}</td>
                {showViews && <td>{count(row.views ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > SHOWN && (
        <button
          type="button"
          className="admin-link audience-list-more"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? `Show the first ${SHOWN}` : `Show all ${rows.length}`}
        </button>
      )}
    </section>
  )
}
