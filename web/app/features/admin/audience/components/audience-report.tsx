import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { DEVICE_LABELS, LIVE_WINDOW_MINUTES, type AnalyticsReport } from '@contract/analytics.ts'
import { FIRST_DAY } from '@contract/calendar-days.ts'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useAudience, useAudienceSettings, useExportAudience } from '../api/audience-api.ts'
import {
  PERIODS,
  changeFrom,
  count,
  isPeriodKey,
  periodRange,
  rangeLabel,
  rangeProblem,
  todayIn,
  type PeriodKey,
  type Range,
} from '../periods.ts'
import { AudienceSettings } from './audience-settings.tsx'
import { DailyChart } from './daily-chart.tsx'
import { TopList } from './top-list.tsx'

/**
 * The Audience page: who read the portfolio in a period (today, the last 7 or 30 days,
 * or a chosen range; kept in the address, so a reload or a shared link shows the same), compared
 * with the period before, then by day, page, source, device and browser.
 */
export function AudienceReport() {
  const settings = useAudienceSettings()
  const [params, setParams] = useSearchParams()
  const asked = params.get('period')
  const period: PeriodKey = isPeriodKey(asked) ? asked : '7d'
  const timeZone = settings.data?.data.timeZone
  const today = timeZone ? todayIn(timeZone) : undefined
  const range = today
    ? periodRange(period, today, {
        from: params.get('from') ?? undefined,
        to: params.get('to') ?? undefined,
      })
    : undefined
  const report = useAudience(range)

  const choose = (key: PeriodKey, custom?: Range) => {
    const next = new URLSearchParams({ period: key })
    if (key === 'range' && custom) {
      next.set('from', custom.from)
      next.set('to', custom.to)
    }
    setParams(next, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="audience">
      <div className="audience-toolbar">
        <PeriodPicker period={period} range={range} today={today} onChoose={choose} />
        {range && <ExportButton range={range} />}
      </div>
      {settings.isError ? (
        <QueryState query={settings} loadingLabel="Loading your audience">
          {() => null}
        </QueryState>
      ) : (
        <QueryState query={report} loadingLabel="Loading your audience">
          {(data) => <Figures report={data} period={period} />}
        </QueryState>
      )}
      <AudienceSettings />
    </div>
  )
}

function PeriodPicker({
  period,
  range,
  today,
  onChoose,
}: {
  period: PeriodKey
  range: Range | undefined
  today: string | undefined
  onChoose: (key: PeriodKey, custom?: Range) => void
}) {
  const [from, setFrom] = useState(range?.from ?? '')
  const [to, setTo] = useState(range?.to ?? '')
  const [problem, setProblem] = useState<string>()
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (!from || !to) return
    const chosen = from <= to ? { from, to } : { from: to, to: from }
    const refused = rangeProblem(chosen)
    setProblem(refused)
    if (!refused) onChoose('range', chosen)
  }
  const problemId = 'audience-range-problem'
  return (
    <div className="audience-periods">
      <div role="group" aria-label="Period" className="audience-period-buttons">
        {PERIODS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className="audience-period"
            aria-pressed={period === key}
            onClick={() => {
              if (key === 'range' && range) {
                setFrom(range.from)
                setTo(range.to)
              }
              onChoose(key, key === 'range' ? range : undefined)
            }}
          >
            <span className="audience-period-label">{label}</span>
            {key === 'range' ? (
              <span className="audience-period-figures text-muted">
                {period === 'range' && range ? rangeLabel(range) : 'Choose the days'}
              </span>
            ) : (
              today && <PeriodGlance range={periodRange(key, today)} />
            )}
          </button>
        ))}
      </div>
      {period === 'range' && (
        <form className="audience-range" onSubmit={apply} aria-label="Choose a range">
          <label>
            <span>From</span>
            <input
              type="date"
              className="field"
              value={from}
              min={FIRST_DAY}
              max={today}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            <span>To</span>
            <input
              type="date"
              className="field"
              value={to}
              min={FIRST_DAY}
              max={today}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <button type="submit" className="admin-button admin-button-solid">
            Show
          </button>
          {problem && (
            <p id={problemId} role="alert" className="admin-error">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  )
}

/** A period's visitors at a glance, with their change, inside its button. */
function PeriodGlance({ range }: { range: Range }) {
  const { data } = useAudience(range)
  if (!data) return <span className="audience-period-figures text-muted">…</span>
  const change = changeFrom(data.previous.visitors, data.visitors)
  return (
    <span className="audience-period-figures">
      <span className="audience-period-value">{count(data.visitors)}</span>{' '}
      {data.visitors === 1 ? 'visitor' : 'visitors'}{' '}
      <span className={`audience-change audience-change-${change.direction}`}>
        {change.direction === 'same' ? '' : change.text}
      </span>
    </span>
  )
}

function ExportButton({ range }: { range: Range }) {
  const exporting = useExportAudience()
  return (
    <button
      type="button"
      className="admin-button"
      disabled={exporting.isPending}
      onClick={() => exporting.mutate(range)}
    >
      Download daily figures (CSV)
    </button>
  )
}

function Stat({
  label,
  value,
  previous,
  against,
}: {
  label: string
  value: number
  previous?: number
  against?: string
}) {
  // Nothing now and nothing before: there is no change worth a line.
  const change =
    previous === undefined || (previous === 0 && value === 0)
      ? undefined
      : changeFrom(previous, value)
  return (
    <div className="card audience-stat">
      <p className="audience-stat-label">{label}</p>
      <p className="audience-stat-value">{count(value)}</p>
      {change && (
        <p className={`audience-change audience-change-${change.direction}`}>
          <span aria-hidden="true">
            {change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}
          </span>
          {change.text}
          <span className="text-muted">
            {' '}
            vs {against} ({count(previous!)})
          </span>
        </p>
      )}
    </div>
  )
}

function Figures({ report, period }: { report: AnalyticsReport; period: PeriodKey }) {
  const against = PERIODS.find((p) => p.key === period)!.previous
  const nothingYet = report.views === 0 && report.previous.views === 0
  return (
    <>
      <p className="audience-range-label">
        <span>
          {rangeLabel(report)} <span className="text-muted">· days in {report.timeZone}</span>
        </span>
        <span className="audience-live" role="status">
          <span
            className={`audience-live-dot${report.live === 0 ? ' audience-live-idle' : ''}`}
            aria-hidden="true"
          />
          {count(report.live)} {report.live === 1 ? 'visitor' : 'visitors'} in the last{' '}
          {LIVE_WINDOW_MINUTES} minutes
        </span>
      </p>
      <div className="audience-stats">
        <Stat
          label="Visitors"
          value={report.visitors}
          previous={report.previous.visitors}
          against={against}
        />
        <Stat
          label="Page views"
          value={report.views}
          previous={report.previous.views}
          against={against}
        />
        <Stat label="Contact messages" value={report.messages} />
      </div>
      {nothingYet ? (
        <EmptyState
          title="No visits counted in this period yet"
          icon="audience"
          action={
            <a href="/" target="_blank" rel="noopener" className="admin-button">
              Open your site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          }
        >
          A visit is counted when someone opens one of your public pages in a browser. Search engine
          crawlers, link previews, visitors who ask not to be tracked and your own visits while
          signed in here are left out. No cookies are set and no address is stored.
        </EmptyState>
      ) : (
        <div className="card audience-chart-card">
          <DailyChart daily={report.daily} />
        </div>
      )}
      <div className="audience-lists">
        <TopList
          title="Top pages"
          column="Page"
          showViews
          rows={report.pages.map((page) => ({
            key: page.path,
            label: page.title,
            detail: page.title === page.path ? undefined : page.path,
            visitors: page.visitors,
            views: page.views,
          }))}
          empty="The pages people open, projects and posts by their titles, will be listed here."
        />
        <TopList
          title="Referrers"
          column="Site"
          rows={report.referrers.map((referrer) => ({
            key: referrer.source,
            label: referrer.source,
            visitors: referrer.visitors,
          }))}
          empty="Sites whose links bring people here will be listed here. Visits typed in, bookmarked or from apps that hide where they came from are not."
        />
        <TopList
          title="Campaigns"
          column="Source / medium / campaign"
          rows={report.campaigns.map((campaign) => ({
            key: `${campaign.source}\n${campaign.medium}\n${campaign.campaign}`,
            label: [campaign.source, campaign.medium, campaign.campaign]
              .map((part) => part || '—')
              .join(' / '),
            visitors: campaign.visitors,
          }))}
          empty="Links you share with utm_source, utm_medium or utm_campaign in them (a newsletter, a job application) will be told apart here."
        />
        <TopList
          title="Devices"
          column="Device"
          rows={report.devices.map((device) => ({
            key: device.type,
            label: DEVICE_LABELS[device.type],
            visitors: device.visitors,
          }))}
          empty="Whether people read on a computer, a phone or a tablet will show here."
        />
        <TopList
          title="Browsers"
          column="Browser"
          rows={report.browsers.map((browser) => ({
            key: browser.name,
            label: browser.name,
            visitors: browser.visitors,
          }))}
          empty="The browsers people read with will show here."
        />
      </div>
    </>
  )
}
