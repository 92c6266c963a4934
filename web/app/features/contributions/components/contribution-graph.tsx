import { useTranslator } from '@/lib/i18n/translation.tsx'
/**
 * docs/contract.md §2: wide screens only, year buttons, the current year first. The server renders
 * the frame, the current year's button and a loading placeholder that reserves the calendar's
 * height, so nothing below it moves; `islands/contribution-graph.ts` loads the calendar on wide
 * screens and adds a button for each other year the account has (GET /api/contributions/years).
 * However many there are, the years take the same room: a column as tall as the calendar beside
 * it, or one row under it on narrower screens, that scrolls (app.css, "Contribution graph").
 */
export function ContributionGraph({ username }: { username: string }) {
  const { t } = useTranslator()
  const current = new Date().getFullYear()
  return (
    <section
      aria-labelledby="contributions-title"
      className="contribution-graph reveal mt-16 hidden min-[769px]:block"
      data-contribution-graph=""
    >
      <h3 id="contributions-title" className="mb-5 text-(length:--text-h3) font-semibold">
        {username ? t('contributions.titleOf', { username }) : t('contributions.title')}
      </h3>
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="card min-h-[12.5rem] flex-1 overflow-x-auto p-4" data-calendar="">
          <div
            role="status"
            aria-label={t('contributions.loading')}
            className="skeleton h-[9.5rem] w-full"
          />
        </div>
        <div className="contribution-years">
          <div
            role="group"
            aria-label={t('contributions.year')}
            className="contribution-year-list"
            data-scrolls=""
          >
            <button
              type="button"
              data-year={current}
              aria-pressed="true"
              className="button button-solid mono min-h-9 px-4 py-1"
            >
              {current}
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
