import { contributionYears } from './contribution-years.ts'

/**
 * docs/contract.md §2: wide screens only, year buttons, the current year first. The server renders
 * the frame, the year buttons and a loading placeholder that reserves the calendar's height, so
 * nothing below it moves; `islands/contribution-graph.ts` loads the calendar on wide screens.
 */
export function ContributionGraph({ username }: { username: string }) {
  const years = contributionYears()
  const current = years[years.length - 1]
  return (
    <section
      aria-labelledby="contributions-title"
      className="contribution-graph reveal mt-16 hidden min-[769px]:block"
      data-contribution-graph=""
    >
      <h3 id="contributions-title" className="mb-5 text-(length:--text-h3) font-semibold">
        GitHub contributions{username ? ` of ${username}` : ''}
      </h3>
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="card min-h-[12rem] flex-1 overflow-x-auto p-4" data-calendar="">
          <div
            role="status"
            aria-label="Loading contributions"
            className="skeleton h-[9.5rem] w-full"
          />
        </div>
        <div role="group" aria-label="Year" className="flex flex-row flex-wrap gap-2 lg:flex-col">
          {years
            .slice()
            .reverse()
            .map((option) => (
              <button
                key={option}
                type="button"
                data-year={option}
                aria-pressed={option === current}
                className={`button mono min-h-9 px-4 py-1 ${option === current ? 'button-solid' : ''}`}
              >
                {option}
              </button>
            ))}
        </div>
      </div>
    </section>
  )
}
