import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DAILY_DISTINCT_VALUES,
  PAGE_VIEWS_PER_MINUTE,
  type AnalyticsReport,
} from '@contract/analytics.ts'
import { SQLITE_FILE_NAME } from '@/db/database.ts'
import { captureLog } from '@/test-support/log-capture.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { addDays, dayIn } from './days.ts'

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Each test gets its own database: the figures are the whole site's. */
async function start(env: Record<string, string> = {}, logStream?: { write(line: string): void }) {
  t = await createTestApp(env, logStream ? { logStream } : {})
  return t
}

interface View {
  page?: string
  referrer?: string
  agent?: string
  address?: string
  headers?: Record<string, string>
}

async function view(
  app: TestApp,
  { page = '/', referrer, agent = CHROME_MAC, address = '198.51.100.7', headers = {} }: View,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/analytics/views',
    remoteAddress: address,
    headers: { 'user-agent': agent, ...headers },
    payload: referrer === undefined ? { page } : { page, referrer },
  })
}

async function report(app: TestApp, query = ''): Promise<AnalyticsReport> {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/analytics${query}`,
    headers: await app.ownerHeaders(),
  })
  expect(response.statusCode).toBe(200)
  return response.json().data as AnalyticsReport
}

const today = () => dayIn('UTC')

describe('counting page views', () => {
  it('counts a browser showing a public page: its page, referrer, campaign, device and browser', async () => {
    const app = await start()
    const answer = await view(app, {
      page: '/projects?utm_source=newsletter&utm_medium=email&utm_campaign=launch&other=1',
      referrer: 'https://www.Example.org/some/where?q=1',
    })
    expect(answer.statusCode).toBe(202)
    expect(answer.json()).toEqual({ success: true })
    await view(app, { page: '/', agent: SAFARI_IPHONE, address: '198.51.100.8' })
    await view(app, {
      page: '/',
      agent: SAFARI_IPAD,
      address: '198.51.100.9',
      referrer: 'http://vitrine.test/about',
    })

    const data = await report(app)
    expect(data).toMatchObject({
      views: 3,
      visitors: 3,
      from: today(),
      to: today(),
      timeZone: 'UTC',
    })
    expect(data.daily).toEqual([{ date: today(), views: 3, visitors: 3 }])
    expect(data.pages).toEqual([
      { path: '/', title: 'Home', views: 2, visitors: 2 },
      { path: '/projects', title: 'Projects', views: 1, visitors: 1 },
    ])
    // The site's own pages are no referrer; www. is left out.
    expect(data.referrers).toEqual([{ source: 'example.org', visitors: 1 }])
    expect(data.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'launch', visitors: 1 },
    ])
    expect(data.devices).toEqual(
      expect.arrayContaining([
        { type: 'desktop', visitors: 1 },
        { type: 'mobile', visitors: 1 },
        { type: 'tablet', visitors: 1 },
      ]),
    )
    expect(data.browsers).toEqual([
      { name: 'Safari', visitors: 2 },
      { name: 'Chrome', visitors: 1 },
    ])
    expect(data.live).toBe(3)
    expect(data.messages).toBe(0)
  })

  it('counts a visitor once a day however many pages they open; another browser or address is another visitor', async () => {
    const app = await start()
    await view(app, { page: '/' })
    await view(app, { page: '/about' })
    await view(app, { page: '/about' })
    await view(app, { page: '/', agent: FIREFOX_WINDOWS })
    await view(app, { page: '/', address: '2001:db8:1:2::5' })
    // The same /64 is the same address, as for every per-address limit.
    await view(app, { page: '/', address: '2001:db8:1:2::99' })
    const data = await report(app)
    expect(data.views).toBe(6)
    expect(data.visitors).toBe(3)
    expect(data.pages).toEqual([
      { path: '/', title: 'Home', views: 4, visitors: 3 },
      { path: '/about', title: 'About', views: 2, visitors: 1 },
    ])
  })

  it('does not count bots, link previews, prefetches, unknown pages, private previews, Do Not Track or the owner', async () => {
    const app = await start()
    const refused: View[] = [
      { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { agent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      { agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      {
        agent:
          'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      },
      { agent: 'curl/8.5.0' },
      { agent: '' },
      { headers: { 'sec-purpose': 'prefetch;prerender' } },
      { headers: { purpose: 'prefetch' } },
      { headers: { dnt: '1' } },
      { headers: { 'sec-gpc': '1' } },
      { page: '/wp-admin/setup.php' },
      { page: '/blog/preview/secret-token' },
      { page: '/dashboard/audience' },
      { headers: await app.ownerHeaders() },
    ]
    for (const case_ of refused) {
      const answer = await view(app, case_)
      // The answer never says whether a view counted.
      expect(answer.statusCode, JSON.stringify(case_)).toBe(202)
    }
    const data = await report(app)
    expect(data.views).toBe(0)
    expect(data.pages).toEqual([])
  })

  it('keeps a browser family from a fixed list, "Other" beyond it, never text from the agent', async () => {
    const app = await start()
    const planted = [
      'Your-site-is-hacked-visit-evil.example-now/1.0 (Windows NT 10.0; Win64; x64)',
      `${'Planted-text-'.repeat(1200)}/1.0 (X11; Linux x86_64)`,
      'Mozilla/5.0 (X11; Linux x86_64) Unheard-of/2.0',
    ]
    for (const [index, agent] of planted.entries())
      await view(app, { agent, address: `198.51.100.${70 + index}` })
    const data = await report(app)
    expect(data.views).toBe(3)
    expect(data.browsers).toEqual([{ name: 'Other', visitors: 3 }])
    const stored = await app.database.db
      .selectFrom('analytics_events')
      .select(['browser', 'device'])
      .execute()
    expect(stored).toEqual(planted.map(() => ({ browser: 'Other', device: 'desktop' })))
  })

  it('counts only pages that exist, each by its own address however it was spelled', async () => {
    const app = await start()
    const headers = await app.ownerHeaders()
    const publish = (payload: object) =>
      app.app.inject({ method: 'POST', url: '/api/posts', headers, payload })
    const post = (await publish({ title: 'Shipping', tags: ['React'], status: 'published' })).json()
      .data as { slug: string }
    const draft = (await publish({ title: 'Secret plans', tags: ['secret'] })).json().data as {
      slug: string
    }
    const notPages = [
      '/wp-admin/setup.php',
      '/blog/no-such-post',
      `/blog/${draft.slug}`,
      '/blog/tags/secret',
      '/blog/tags/no-such-tag',
      '/blog/page/2',
      '/blog/page/1',
      '/blog/tags/react/page/2',
      '/projects/no-such-project',
      '/blog/%25E0%25A4',
      `/fake-${'x'.repeat(100)}`,
    ]
    for (const [index, page] of notPages.entries())
      expect((await view(app, { page, address: `198.51.100.${index + 1}` })).statusCode).toBe(202)
    expect((await report(app)).views).toBe(0)

    for (const page of [
      '/About/',
      '/about',
      `/blog/${post.slug}`,
      '/blog/tags/react',
      '/BLOG/tags/REACT',
    ])
      await view(app, { page })
    const data = await report(app)
    expect(data.pages.map(({ path, views }) => ({ path, views }))).toEqual([
      { path: '/about', views: 2 },
      { path: '/blog/tags/React', views: 2 },
      { path: `/blog/${post.slug}`, views: 1 },
    ])
  })

  it(`keeps at most ${DAILY_DISTINCT_VALUES} referring sites and campaigns a day, the rest as "Other"`, async () => {
    const app = await start()
    const extra = 5
    for (let i = 0; i < DAILY_DISTINCT_VALUES + extra; i++) {
      const answer = await view(app, {
        page: `/?utm_source=source-${i}`,
        referrer: `https://site-${i}.example/`,
        address: `198.51.100.${Math.floor(i / PAGE_VIEWS_PER_MINUTE) + 1}`,
      })
      expect(answer.statusCode).toBe(202)
    }
    const data = await report(app)
    expect(data.views).toBe(DAILY_DISTINCT_VALUES + extra)
    // The last five views, one visitor's: kept as "Other", first of the lists by its views.
    expect(data.referrers[0]).toEqual({ source: 'Other', visitors: 1 })
    expect(data.campaigns[0]).toEqual({ source: 'Other', medium: '', campaign: '', visitors: 1 })
    const stored = await app.database.db
      .selectFrom('analytics_events')
      .select((eb) => [
        eb.fn.count<number | string>('referrer').distinct().as('referrers'),
        eb.fn.count<number | string>('utm_source').distinct().as('campaigns'),
      ])
      .executeTakeFirstOrThrow()
    expect([Number(stored.referrers), Number(stored.campaigns)]).toEqual([
      DAILY_DISTINCT_VALUES + 1,
      DAILY_DISTINCT_VALUES + 1,
    ])
  })

  it('counts Do Not Track and the owner when the settings say so; a stale token is a visitor', async () => {
    const app = await start()
    const headers = await app.ownerHeaders()
    const settings = await app.app.inject({
      method: 'GET',
      url: '/api/analytics/settings',
      headers,
    })
    expect(settings.json().data).toEqual({
      timeZone: 'UTC',
      respectDoNotTrack: true,
      countOwnVisits: false,
    })
    expect(settings.json().timeZones).toContain('Europe/Paris')
    await view(app, { headers: { 'auth-token': 'not-a-token' } })
    const saved = await app.app.inject({
      method: 'PUT',
      url: '/api/analytics/settings',
      headers,
      payload: { timeZone: 'UTC', respectDoNotTrack: false, countOwnVisits: true },
    })
    expect(saved.json()).toMatchObject({ success: true, message: 'Audience settings saved' })
    await view(app, { headers: { dnt: '1' }, address: '198.51.100.20' })
    await view(app, { headers, address: '198.51.100.21' })
    expect((await report(app)).views).toBe(3)
  })

  it('bounds a flood of views from one address; other addresses still count', async () => {
    const app = await start()
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) {
      expect((await view(app, { page: '/' })).statusCode).toBe(202)
    }
    const flooded = await view(app, { page: '/' })
    expect(flooded.statusCode).toBe(429)
    expect(flooded.json()).toEqual({
      success: false,
      message: 'Too many page views from this address; try again in a minute',
    })
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0)
    expect((await view(app, { page: '/', address: '198.51.100.99' })).statusCode).toBe(202)
    expect((await report(app)).views).toBe(PAGE_VIEWS_PER_MINUTE + 1)
  })

  it('refuses a malformed report with a 400 and counts nothing', async () => {
    const app = await start()
    for (const payload of [{}, { page: 'projects' }, { page: '/', extra: 1 }, 'not json']) {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/analytics/views',
        headers: { 'user-agent': CHROME_MAC, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().success).toBe(false)
    }
    expect((await report(app)).views).toBe(0)
  })

  it('counts contact messages sent, with nothing about their sender', async () => {
    const app = await start()
    const sent = await app.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      remoteAddress: '198.51.100.44',
      payload: { name: 'Ada', email: 'ada@example.org', msg: 'Hello there, nice work' },
    })
    expect(sent.statusCode).toBe(200)
    const data = await report(app)
    expect(data.messages).toBe(1)
    expect(data.views).toBe(0)
  })
})

describe('reading the figures', () => {
  it('answers a range with every day in it, the period before, and a CSV of the days', async () => {
    const app = await start()
    const { db } = app.database
    const day = today()
    const event = (daysAgo: number, visitor: string, path = '/') => ({
      at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      day: addDays(day, -daysAgo),
      kind: 'view' as const,
      path,
      visitor,
      device: 'desktop',
      browser: 'Chrome',
    })
    await db
      .insertInto('analytics_events')
      .values([
        event(0, 'a'),
        event(2, 'a'),
        event(2, 'a', '/about'),
        event(2, 'b'),
        event(8, 'c'),
        event(9, 'c'),
      ])
      .execute()
    const week = await report(app, `?from=${addDays(day, -6)}&to=${day}`)
    expect(week).toMatchObject({ views: 4, visitors: 3 })
    expect(week.daily).toHaveLength(7)
    expect(week.daily[4]).toEqual({ date: addDays(day, -2), views: 3, visitors: 2 })
    expect(week.previous).toEqual({
      from: addDays(day, -13),
      to: addDays(day, -7),
      views: 2,
      visitors: 2,
    })

    const csv = await app.app.inject({
      method: 'GET',
      url: `/api/analytics/export?from=${addDays(day, -2)}&to=${day}`,
      headers: await app.ownerHeaders(),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="audience-${addDays(day, -2)}-to-${day}.csv"`,
    )
    expect(csv.body).toBe(
      `date,views,visitors\r\n${addDays(day, -2)},3,2\r\n${addDays(day, -1)},0,0\r\n${day},1,1\r\n`,
    )
  })

  it('counts a view that reaches a finished day after a report has read it (a late batch)', async () => {
    const app = await start()
    const { db } = app.database
    const yesterday = addDays(today(), -1)
    const event = (visitor: string, path: string) => ({
      at: new Date(Date.now() - 86_400_000).toISOString(),
      day: yesterday,
      kind: 'view' as const,
      path,
      visitor,
      device: 'desktop',
      browser: 'Chrome',
    })
    await db
      .insertInto('analytics_events')
      .values([event('a', '/'), event('b', '/')])
      .execute()
    const range = `?from=${yesterday}&to=${today()}`
    expect(await report(app, range)).toMatchObject({ views: 2, visitors: 2 })
    // Another instance flushes its batch for yesterday after that report.
    await db.insertInto('analytics_events').values(event('c', '/about')).execute()
    const after = await report(app, range)
    expect(after).toMatchObject({ views: 3, visitors: 3 })
    expect(after.daily[0]).toEqual({ date: yesterday, views: 3, visitors: 3 })
    expect(after.pages.map((page) => [page.path, page.views])).toEqual([
      ['/', 2],
      ['/about', 1],
    ])
  })

  it('rolls finished days up, keeps the totals after the events go, and drops totals past their time', async () => {
    const app = await start({ ANALYTICS_EVENT_DAYS: '30', ANALYTICS_DAILY_DAYS: '60' })
    const { db } = app.database
    const day = today()
    const at = (daysAgo: number) => ({
      at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      day: addDays(day, -daysAgo),
    })
    await db
      .insertInto('analytics_events')
      .values([
        {
          ...at(3),
          kind: 'view',
          path: '/projects',
          visitor: 'x',
          referrer: 'news.ycombinator.com',
          device: 'mobile',
          browser: 'Firefox',
        },
        {
          ...at(40),
          kind: 'view',
          path: '/blog',
          visitor: 'y',
          utm_source: 'mastodon',
          device: 'desktop',
          browser: 'Chrome',
        },
        { ...at(40), kind: 'message' },
        { ...at(70), kind: 'view', path: '/', visitor: 'z', device: 'desktop', browser: 'Chrome' },
      ])
      .execute()
    const before = await report(app, `?from=${addDays(day, -45)}&to=${day}`)
    // Two instances rolling up at the same moment write the same rows, without a clash.
    const { analytics } = app.app.repositories
    const rolled = await Promise.all([analytics.rollUpAndPrune(day), analytics.rollUpAndPrune(day)])
    expect(Math.max(...rolled)).toBe(3)
    const after = await report(app, `?from=${addDays(day, -45)}&to=${day}`)
    // The same figures, read from the daily totals now; the period before held only the
    // 70-day-old view, whose totals are past ANALYTICS_DAILY_DAYS and gone.
    expect(after).toEqual({ ...before, live: after.live, previous: after.previous })
    expect([before.previous.views, after.previous.views]).toEqual([1, 0])
    expect(after).toMatchObject({ views: 2, visitors: 2, messages: 1 })
    expect(after.referrers).toEqual([{ source: 'news.ycombinator.com', visitors: 1 }])
    expect(after.campaigns).toEqual([{ source: 'mastodon', medium: '', campaign: '', visitors: 1 }])
    // Events older than 30 days are gone; their day's totals stay; totals older than 60 days go.
    const events = await db.selectFrom('analytics_events').select('day').execute()
    expect(events.map((row) => row.day)).toEqual([addDays(day, -3)])
    const old = await report(app, `?from=${addDays(day, -75)}&to=${addDays(day, -65)}`)
    expect(old.views).toBe(0)
    // Rolling up again changes nothing.
    expect(await app.app.repositories.analytics.rollUpAndPrune(day)).toBe(0)
  })

  it('names pages by what they are today: a project and a post by title', async () => {
    const app = await start()
    const headers = await app.ownerHeaders()
    const post = await app.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Shipping a portfolio', body: 'Words.', status: 'published', tags: ['C#'] },
    })
    expect(post.statusCode).toBe(200)
    const slug = post.json().data.slug as string
    await view(app, { page: `/blog/${slug}` })
    await view(app, { page: '/blog/tags/c%23' })
    const titles = Object.fromEntries((await report(app)).pages.map((p) => [p.path, p.title]))
    expect(titles).toEqual({
      [`/blog/${slug}`]: 'Shipping a portfolio',
      '/blog/tags/C%23': 'Blog: tagged “C#”',
    })
  })

  it('counts days in the time zone the owner chose', async () => {
    const app = await start()
    const headers = await app.ownerHeaders()
    const refused = await app.app.inject({
      method: 'PUT',
      url: '/api/analytics/settings',
      headers,
      payload: { timeZone: 'Mars/Olympus', respectDoNotTrack: true, countOwnVisits: false },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('“Mars/Olympus” is not a time zone this server knows')
    await app.app.inject({
      method: 'PUT',
      url: '/api/analytics/settings',
      headers,
      payload: { timeZone: 'Pacific/Kiritimati', respectDoNotTrack: true, countOwnVisits: false },
    })
    await view(app, {})
    const data = await report(app)
    expect(data.timeZone).toBe('Pacific/Kiritimati')
    expect(data.daily).toEqual([{ date: dayIn('Pacific/Kiritimati'), views: 1, visitors: 1 }])
  })

  it('refuses bad ranges in words and answers only the owner', async () => {
    const app = await start()
    const headers = await app.ownerHeaders()
    const ask = (query: string) =>
      app.app.inject({ method: 'GET', url: `/api/analytics${query}`, headers })
    expect((await ask('?from=2026-05-02&to=2026-05-01')).json()).toEqual({
      success: false,
      message: 'The start date is after the end date',
    })
    expect((await ask('?from=2026-02-31')).json().message).toBe('2026-02-31 is not a calendar day')
    expect((await ask('?from=yesterday')).statusCode).toBe(400)
    // From a day until today.
    const since = addDays(today(), -3)
    const untilToday = (await ask(`?from=${since}`)).json().data
    expect([untilToday.from, untilToday.to, untilToday.daily.length]).toEqual([since, today(), 4])
    expect((await ask('?from=2020-01-01&to=2026-01-01')).json().message).toBe(
      'Choose at most 731 days',
    )
    expect((await ask('?from=0000-12-31&to=0001-01-01')).json()).toEqual({
      success: false,
      message: 'Choose days from 0001-01-01 to 9999-12-31',
    })
    for (const url of ['/api/analytics', '/api/analytics/export', '/api/analytics/settings']) {
      const response = await app.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(401)
    }
  })
})

describe('privacy', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'writes no client address or user agent to the database file or the log',
    async () => {
      const log = captureLog()
      const app = await start({ LOG_LEVEL: 'info', TRUST_PROXY: 'true' }, log.stream)
      const address = '203.0.113.187'
      const agent = `${CHROME_MAC} PrivacyProbe/7.3`
      for (const page of ['/', '/about', '/projects', '/contact'])
        await app.app.inject({
          method: 'POST',
          url: '/api/analytics/views',
          headers: {
            'user-agent': agent,
            'x-forwarded-for': address,
            'content-type': 'application/json',
            // A token that is no longer valid is not logged with its address either.
            ...(page === '/about' ? { 'auth-token': 'an-expired-token' } : {}),
          },
          payload: JSON.stringify({ page, referrer: 'https://example.org/' }),
        })
      expect((await report(app)).visitors).toBe(1)
      const dataDir = app.config.dataDir
      // Closed, not removed: the files are read as they are left on disk.
      await app.app.close()
      await app.database.close()
      t = undefined
      const files = fs
        .readdirSync(dataDir)
        .filter((name) => name.startsWith(SQLITE_FILE_NAME))
        .map((name) => fs.readFileSync(path.join(dataDir, name)))
      expect(files.length).toBeGreaterThan(0)
      for (const bytes of files) {
        expect(bytes.includes(address)).toBe(false)
        expect(bytes.includes('PrivacyProbe')).toBe(false)
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
      expect(log.text()).toContain('/api/analytics/views')
      expect(log.text()).not.toContain(address)
      expect(log.text()).not.toContain('PrivacyProbe')
    },
  )
})
