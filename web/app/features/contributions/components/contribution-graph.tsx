import { lazy, Suspense, useEffect, useState } from 'react'
import { FIRST_CONTRIBUTION_YEAR } from '../../../../../contract/limits.ts'
import type { ContributionDay } from '../../../../../contract/contributions.ts'
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/browser/use-media-query.ts'
import { useTheme } from '../../../lib/theme/use-theme.ts'
import { getContributions } from '../api/get-contributions.ts'

const ContributionCalendar = lazy(() => import('./contribution-calendar.tsx'))

export const GRAPH_ERROR_TEXT = 'Unable to fetch contribution data. See console.'

/** Years from FIRST_CONTRIBUTION_YEAR to this year, newest last. */
export function contributionYears(now = new Date()): number[] {
  const years: number[] = []
  for (let year = FIRST_CONTRIBUTION_YEAR; year <= now.getFullYear(); year++) years.push(year)
  return years
}

type GraphState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; days: ContributionDay[] }

function GraphSkeleton() {
  return (
    <div role="status" aria-label="Loading contributions" className="skeleton h-[9.5rem] w-full" />
  )
}

/**
 * SPEC section 2: wide screens only, year buttons, the current year first. The box reserves its
 * height before anything loads, so nothing below it moves.
 */
export function ContributionGraph({ username }: { username: string }) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY)
  const [theme] = useTheme()
  const years = contributionYears()
  const [year, setYear] = useState(years[years.length - 1] ?? FIRST_CONTRIBUTION_YEAR)
  const [state, setState] = useState<GraphState>({ status: 'loading' })

  useEffect(() => {
    if (!wide) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    getContributions(year, controller.signal).then(
      (answer) => setState({ status: 'loaded', days: answer.contributions }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Contribution graph:', error)
        setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [wide, year])

  return (
    <section
      aria-labelledby="contributions-title"
      className="contribution-graph reveal mt-12 hidden min-[769px]:block"
    >
      <h3 id="contributions-title" className="mb-4 text-xl font-bold">
        GitHub contributions{username ? ` of ${username}` : ''}
      </h3>
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="card min-h-[12rem] flex-1 overflow-x-auto p-4">
          {state.status === 'failed' ? (
            <p className="italic text-muted">{GRAPH_ERROR_TEXT}</p>
          ) : state.status === 'loaded' && wide ? (
            <Suspense fallback={<GraphSkeleton />}>
              <ContributionCalendar days={state.days} theme={theme} year={year} />
            </Suspense>
          ) : (
            <GraphSkeleton />
          )}
        </div>
        <div role="group" aria-label="Year" className="flex flex-row flex-wrap gap-2 lg:flex-col">
          {years
            .slice()
            .reverse()
            .map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === year}
                onClick={() => setYear(option)}
                className={`button min-h-9 px-4 py-1 ${option === year ? 'button-solid' : ''}`}
              >
                {option}
              </button>
            ))}
        </div>
      </div>
    </section>
  )
}
