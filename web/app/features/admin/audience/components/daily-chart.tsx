import { useEffect, useId, useRef, useState } from 'react'
import type { AnalyticsReport } from '@contract/analytics.ts'
import { count, longDay, shortDay } from '../periods.ts'

type Day = AnalyticsReport['daily'][number]

const LEFT = 44
const RIGHT = 12
const TOP = 12
const BOTTOM = 30

/** A round top for the scale: 1, 2, 5 × a power of ten, at least 4. */
function niceMax(value: number): number {
  if (value <= 4) return 4
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

/** Which days get a date under the axis: the first, the last and a few between. */
function labelledDays(length: number, most: number): Set<number> {
  if (length <= most + 2) return new Set(Array.from({ length }, (_, index) => index))
  const marks = new Set([0, length - 1])
  const step = Math.ceil((length - 1) / (most - 1))
  for (let index = step; index < length - step / 2; index += step) marks.add(index)
  return marks
}

/**
 * Views (bars) and visitors (line) per day: lean SVG coloured from the theme, so it reads in dark
 * and light mode, scaled to the screen. Every figure is also in the table below it.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const id = useId()
  // Drawn at the width it is shown, so its text keeps its size on a phone and a wide screen.
  const box = useRef<HTMLDivElement>(null)
  const [WIDTH, setWidth] = useState(720)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const HEIGHT = WIDTH < 480 ? 180 : 240
  const top = niceMax(Math.max(...daily.map((day) => day.views), 0))
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const step = plotWidth / daily.length
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight
  const centre = (index: number) => LEFT + step * index + step / 2
  const barWidth = Math.max(1, Math.min(step * 0.7, 48))
  const labelled = labelledDays(daily.length, WIDTH < 480 ? 3 : 5)
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best), daily[0]!)
  const totalViews = daily.reduce((sum, day) => sum + day.views, 0)
  const totalVisitors = daily.reduce((sum, day) => sum + day.visitors, 0)
  const summary =
    totalViews === 0
      ? 'No views in this period.'
      : `${count(totalViews)} views and ${count(totalVisitors)} visitors over ${daily.length} ${daily.length === 1 ? 'day' : 'days'}; the busiest day was ${longDay(busiest.date)} with ${count(busiest.views)} views.`
  const line = daily.map((day, index) => `${centre(index)},${y(day.visitors)}`).join(' ')

  return (
    <figure className="audience-chart">
      <figcaption className="audience-legend">
        <span className="audience-key audience-key-views" aria-hidden="true" /> Views
        <span className="audience-key audience-key-visitors" aria-hidden="true" /> Visitors
      </figcaption>
      <div ref={box}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="audience-svg"
        >
          <title id={`${id}-title`}>Views and visitors per day</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, top / 2, top].map((value) => (
            <g key={value} className="audience-grid">
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 8} y={y(value)} dy="0.32em" textAnchor="end">
                {count(value)}
              </text>
            </g>
          ))}
          {daily.map((day, index) => (
            <g key={day.date}>
              <rect
                className="audience-bar"
                x={centre(index) - barWidth / 2}
                y={y(day.views)}
                width={barWidth}
                height={Math.max(0, TOP + plotHeight - y(day.views))}
                rx={Math.min(3, barWidth / 4)}
              >
                <title>{`${longDay(day.date)}: ${count(day.views)} views, ${count(day.visitors)} visitors`}</title>
              </rect>
              {labelled.has(index) && (
                <text
                  className="audience-axis"
                  x={centre(index)}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {shortDay(day.date)}
                </text>
              )}
            </g>
          ))}
          {daily.length > 1 && <polyline className="audience-line" points={line} />}
          {daily.length <= 62 &&
            daily.map((day, index) => (
              <circle
                key={day.date}
                className="audience-dot"
                cx={centre(index)}
                cy={y(day.visitors)}
                r={Math.max(1.5, Math.min(3.5, step / 4))}
              />
            ))}
        </svg>
      </div>
      <details className="audience-table">
        <summary>Show the figures as a table</summary>
        <div className="audience-table-scroll">
          <table>
            <caption className="sr-only">Views and visitors per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Visitors</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{longDay(day.date)}</time>
                  </th>
                  <td>{count(day.views)}</td>
                  <td>{count(day.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
