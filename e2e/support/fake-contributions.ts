import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The year the fake answers 503 for: the graph's failure path, without shared switches. */
export const FAILING_YEAR = 2023

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

/**
 * Stands in for github-contributions-api (GET /v4/{username}?y=YEAR), so the graph works offline
 * and its failure can be tested.
 */
export async function startFakeContributions(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const year = Number(url.searchParams.get('y') ?? new Date().getUTCFullYear())
    if (!url.pathname.startsWith('/v4/') || year === FAILING_YEAR) {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'The fake upstream is down for this year' }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(fakeCalendar(year)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
