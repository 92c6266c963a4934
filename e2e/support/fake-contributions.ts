import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The year the fake answers 503 for: the graph's failure path, without shared switches. */
export const FAILING_YEAR = 2023

/** The first year of every account the fake knows (the demo's octocat joined GitHub in 2011). */
export const FIRST_ACCOUNT_YEAR = 2011

/** A deterministic calendar: every day of the year, counts cycling 0..7. */
function fakeCalendar(year: number) {
  const contributions = []
  let total = 0
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
    const count = (day.getUTCDate() * 3 + day.getUTCMonth()) % 8
    total += count
    contributions.push({
      date: day.toISOString().slice(0, 10),
      count,
      level: Math.min(4, Math.ceil(count / 2)),
    })
    day = new Date(day.getTime() + 86_400_000)
  }
  return { total: { [year]: total }, contributions }
}

/** Every year of the account, as the service answers y=all (or no y): totals and days. */
function fakeHistory() {
  const history = { total: {} as Record<string, number>, contributions: [] as object[] }
  for (let year = FIRST_ACCOUNT_YEAR; year <= new Date().getUTCFullYear(); year++) {
    const calendar = fakeCalendar(year)
    Object.assign(history.total, calendar.total)
    history.contributions.push(...calendar.contributions)
  }
  return history
}

/**
 * Stands in for github-contributions-api (GET /v4/{username}?y=YEAR, or y=all for the whole
 * history), so the graph works offline and its failure can be tested.
 */
export async function startFakeContributions(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const y = url.searchParams.get('y') ?? 'all'
    const year = Number(y)
    if (!url.pathname.startsWith('/v4/') || year === FAILING_YEAR) {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'The fake upstream is down for this year' }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(y === 'all' ? fakeHistory() : fakeCalendar(year)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
