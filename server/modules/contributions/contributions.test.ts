import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

type Behaviour = 'answer' | 'fail' | 'not-json' | 'wrong-shape' | 'drop' | 'no-years'

/** A stand-in for the contributions service: a real HTTP server whose behaviour tests choose. */
async function startUpstream() {
  const requests: string[] = []
  const behaviours = new Map<string, Behaviour>()
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '')
    const url = new URL(request.url ?? '/', 'http://upstream')
    const year = url.searchParams.get('y') ?? ''
    const user = decodeURIComponent(url.pathname.split('/')[2] ?? '')
    const behaviour = behaviours.get(year) ?? behaviours.get(user) ?? 'answer'
    if (behaviour === 'drop') return request.socket.destroy()
    if (behaviour === 'fail') return response.writeHead(500).end('{"error":"down"}')
    response.writeHead(200, { 'content-type': 'application/json' })
    if (behaviour === 'not-json') return response.end('<html>maintenance</html>')
    if (behaviour === 'wrong-shape') return response.end('{"total":"many","contributions":[]}')
    if (behaviour === 'no-years') return response.end('{"total":{},"contributions":[]}')
    if (year === 'all') {
      // The whole history, its totals in no particular order.
      return response.end(
        JSON.stringify({
          total: { '2021': 4, '2019': 7, '2020': 0 },
          contributions: [{ date: '2019-01-01', count: 7, level: 4 }],
        }),
      )
    }
    const dayYear = year === 'last' ? '2025' : year
    response.end(
      JSON.stringify({
        total: { [year === 'last' ? 'lastYear' : year]: 3 },
        contributions: [
          { date: `${dayYear}-01-01`, count: 1, level: 1, color: '#9be9a8' },
          { date: `${dayYear}-01-02`, count: 2, level: 2, color: '#40c463' },
        ],
        cached: true,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** Upstream requests made for a year, as path and query. */
    hits: (year: string) => requests.filter((r) => r.endsWith(`?y=${year}`)),
    /** Upstream requests made for a username, as path and query. */
    hitsFor: (user: string) => requests.filter((r) => r.startsWith(`/v4/${user}?`)),
    /** How the upstream answers for a year, or for a username. */
    behave: (yearOrUser: string, behaviour: Behaviour) => behaviours.set(yearOrUser, behaviour),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const expectedAnswer = (year: string) => ({
  total: { [year]: 3 },
  contributions: [
    { date: `${year}-01-01`, count: 1, level: 1 },
    { date: `${year}-01-02`, count: 2, level: 2 },
  ],
})

/** Sets the site's GitHub username, as the owner does in the site settings. */
async function setGithubUsername(t: TestApp, githubUsername: string) {
  const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/site/settings',
    headers: await t.ownerHeaders(),
    payload: { ...settings, githubUsername },
  })
  expect(saved.statusCode).toBe(200)
}

/** A test app asking its own stand-in for the service, for the tests of one describe block. */
function appWithUpstream() {
  const context = {} as { upstream: Awaited<ReturnType<typeof startUpstream>>; t: TestApp }
  beforeAll(async () => {
    context.upstream = await startUpstream()
    context.t = await createTestApp({ CONTRIBUTIONS_API_URL: context.upstream.url })
  })
  afterAll(async () => {
    await context.t.close()
    await context.upstream.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  return context
}

describe('contributions API', () => {
  const context = appWithUpstream()
  const get = (query: string) =>
    context.t.app.inject({ method: 'GET', url: `/api/contributions${query}` })

  beforeAll(() => setGithubUsername(context.t, 'octo-cat'))

  it("answers the configured user's contributions as the service does, for a year", async () => {
    const response = await get('?y=2024')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(expectedAnswer('2024'))
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(context.upstream.hits('2024')).toEqual(['/v4/octo-cat?y=2024'])
  })

  it('answers the last twelve months for y=last', async () => {
    const response = await get('?y=last')
    expect(response.statusCode).toBe(200)
    expect(response.json().total).toEqual({ lastYear: 3 })
  })

  it('asks the service once an hour for the same year', async () => {
    const first = await get('?y=2023')
    const second = await get('?y=2023')
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    // A cached answer tells browsers to keep it only for what is left of its hour.
    expect(second.headers['cache-control']).toMatch(/^public, max-age=(3[0-5]\d\d|3600)$/)
    expect(context.upstream.hits('2023')).toHaveLength(1)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    expect((await get('?y=2023')).statusCode).toBe(200)
    expect(context.upstream.hits('2023')).toHaveLength(2)
  })

  it('asks the service once for requests that arrive together', async () => {
    const answers = await Promise.all([get('?y=2020'), get('?y=2020'), get('?y=2020')])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(context.upstream.hits('2020')).toHaveLength(1)
  })

  it.each([
    ['an error status', '2019', 'fail'],
    ['a body that is not JSON', '2018', 'not-json'],
    ['JSON of another shape', '2017', 'wrong-shape'],
    ['a dropped connection', '2016', 'drop'],
  ] as const)('serves the stale answer when the service answers %s', async (_, year, behaviour) => {
    expect((await get(`?y=${year}`)).statusCode).toBe(200)
    context.upstream.behave(year, behaviour)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000)

    const response = await get(`?y=${year}`)
    expect(context.upstream.hits(year)).toHaveLength(2)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(expectedAnswer(year))
    expect(response.headers['cache-control']).toBe('public, max-age=60')
  })

  it.each([
    ['an error status', '2015', 'fail'],
    ['a body that is not JSON', '2014', 'not-json'],
    ['JSON of another shape', '2013', 'wrong-shape'],
    ['a dropped connection', '2012', 'drop'],
  ] as const)(
    'answers 502 when the service answers %s and nothing is cached',
    async (_, year, behaviour) => {
      context.upstream.behave(year, behaviour)
      const response = await get(`?y=${year}`)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        success: false,
        message:
          'Could not get contributions from the contributions service; please try again later',
      })
      expect(response.headers['cache-control']).toBeUndefined()
    },
  )

  it.each([
    ['no year', '', 'Year is required'],
    ['a year that is not one', '?y=20x4', 'The year must be four digits or "last"'],
    ['a year before GitHub', '?y=1999', 'a year from 2008'],
    ['a year far ahead', '?y=3000', 'a year from 2008'],
    ['a username (no open proxy)', '?y=2024&username=someone', 'Unknown field "username"'],
  ])('refuses %s with 400', async (_, query, message) => {
    const before = context.upstream.hits('2024').length
    const response = await get(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) })
    expect(context.upstream.hits('2024')).toHaveLength(before)
  })
})

describe("the account's years", () => {
  const context = appWithUpstream()
  const years = () => context.t.app.inject({ method: 'GET', url: '/api/contributions/years' })
  /** Each test its own account, so no test reads another's cached answer. */
  const configure = (githubUsername: string) => setGithubUsername(context.t, githubUsername)

  it("answers the years of the service's whole history, oldest first", async () => {
    await configure('first-user')
    const response = await years()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ years: [2019, 2020, 2021] })
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(context.upstream.hitsFor('first-user')).toEqual(['/v4/first-user?y=all'])
  })

  it('asks the service once a day', async () => {
    await configure('daily-user')
    expect((await years()).statusCode).toBe(200)
    const second = await years()
    expect(second.json()).toEqual({ years: [2019, 2020, 2021] })
    expect(second.headers['cache-control']).toMatch(/^public, max-age=(8[0-6]\d\d\d)$/)
    expect(context.upstream.hitsFor('daily-user')).toHaveLength(1)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)
    expect((await years()).statusCode).toBe(200)
    expect(context.upstream.hitsFor('daily-user')).toHaveLength(2)
  })

  it('serves the stale years when the service fails', async () => {
    await configure('stale-user')
    expect((await years()).statusCode).toBe(200)
    context.upstream.behave('stale-user', 'fail')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)

    const response = await years()
    expect(context.upstream.hitsFor('stale-user')).toHaveLength(2)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ years: [2019, 2020, 2021] })
    expect(response.headers['cache-control']).toBe('public, max-age=60')
  })

  it.each([
    ['an error status', 'fail'],
    ['a body that is not JSON', 'not-json'],
    ['JSON of another shape', 'wrong-shape'],
    ['a history with no year', 'no-years'],
    ['a dropped connection', 'drop'],
  ] as const)(
    'answers 502 when the service answers %s and nothing is cached',
    async (_, behaviour) => {
      const user = `${behaviour}-user`
      await configure(user)
      context.upstream.behave(user, behaviour)
      const response = await years()
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        success: false,
        message:
          'Could not get contributions from the contributions service; please try again later',
      })
      expect(response.headers['cache-control']).toBeUndefined()
    },
  )
})

describe('contributions API without a GitHub username', () => {
  it.each(['/api/contributions?y=last', '/api/contributions/years'])(
    '%s answers 404 and asks no one',
    async (url) => {
      const upstream = await startUpstream()
      const t = await createTestApp({ CONTRIBUTIONS_API_URL: upstream.url })
      try {
        const response = await t.app.inject({ method: 'GET', url })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          success: false,
          message: 'No GitHub username is configured: the owner sets one in the site settings',
        })
        expect(upstream.hits('last')).toHaveLength(0)
        expect(upstream.hits('all')).toHaveLength(0)
      } finally {
        await t.close()
        await upstream.close()
      }
    },
  )
})
