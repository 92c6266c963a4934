import { afterEach, describe, expect, it } from 'vitest'
import type { AnalyticsEventRow } from '@/db/schema.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { analyticsStore, type RawReport } from './analytics-store.ts'
import { addDays, dayIn } from './days.ts'

/**
 * Today's figures are followed as views come in (only the events added since the last report
 * are read); these check they stay the figures that grouping the day's events gives.
 */
let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const today = () => dayIn('UTC')

function view(
  visitor: string | null,
  path: string,
  more: Partial<AnalyticsEventRow> = {},
): AnalyticsEventRow {
  return {
    at: new Date().toISOString(),
    day: today(),
    kind: 'view',
    path,
    visitor,
    device: 'desktop',
    browser: 'Chrome',
    ...more,
  }
}

async function setUp() {
  t = await createTestApp()
  const { db } = t.database
  const options = { eventDays: 30, dailyDays: 730 }
  /** A store that follows the day from report to report, like a running server's. */
  const following = analyticsStore(db, options)
  /** A store that has read nothing before, so groups the day's events afresh. */
  const fresh = () => analyticsStore(db, options)
  const insert = (rows: AnalyticsEventRow[]) =>
    db.insertInto('analytics_events').values(rows).execute()
  const range = [addDays(today(), -1), today()] as const
  return { db, following, fresh, insert, range }
}

const figures = (report: RawReport) => ({
  views: report.views,
  visitors: report.visitors,
  messages: report.messages,
  daily: report.daily,
  tops: report.tops,
})

describe("today's figures, followed from report to report", () => {
  it('gives the known figures of a small day, and the same as grouping it afresh after more views', async () => {
    const { following, fresh, insert, range } = await setUp()
    await insert([
      view('a', '/', { referrer: 'github.com', device: 'mobile', browser: 'Safari' }),
      view('a', '/projects', { utm_source: 'newsletter', utm_campaign: 'launch' }),
      view('b', '/', { referrer: 'github.com' }),
      { at: new Date().toISOString(), day: today(), kind: 'message' },
    ])
    const first = await following.report(...range)
    expect(figures(first)).toMatchObject({ views: 3, visitors: 2, messages: 1 })
    expect(first.tops.path).toEqual([
      { value: '/', views: 2, visitors: 2 },
      { value: '/projects', views: 1, visitors: 1 },
    ])
    expect(first.tops.referrer).toEqual([{ value: 'github.com', views: 2, visitors: 2 }])
    expect(first.tops.campaign).toEqual([
      { value: '["newsletter","","launch"]', views: 1, visitors: 1 },
    ])
    expect(first.tops.device).toEqual([
      { value: 'desktop', views: 2, visitors: 2 },
      { value: 'mobile', views: 1, visitors: 1 },
    ])

    // A returning visitor on a page they saw, a returning one on a new page, a new visitor, and
    // a view without a visitor: only the new pairs add visitors.
    await insert([
      view('a', '/'),
      view('b', '/projects', { browser: 'Firefox' }),
      view('c', '/', { referrer: 'github.com', device: 'mobile', browser: 'Safari' }),
      view(null, '/about'),
    ])
    const second = await following.report(...range)
    expect(figures(second)).toMatchObject({ views: 7, visitors: 3, messages: 1 })
    expect(second.tops.path).toEqual([
      { value: '/', views: 4, visitors: 3 },
      { value: '/projects', views: 2, visitors: 2 },
      { value: '/about', views: 1, visitors: 0 },
    ])
    expect(second.tops.referrer).toEqual([{ value: 'github.com', views: 3, visitors: 3 }])
    expect(figures(second)).toEqual(figures(await fresh().report(...range)))
    expect(await following.totals(...range)).toEqual(await fresh().totals(...range))
  })

  it('reads a day of more views than one read takes, each view once', async () => {
    const { following, fresh, insert, range } = await setUp()
    // 700 visitors over 7 pages: each page seen by 100 of them, again and again.
    const views = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) =>
        view(`v${(from + k) % 700}`, `/p${(from + k) % 7}`),
      )
    for (let from = 0; from < 4_000; from += 500) await insert(views(from, from + 500))
    const first = await following.report(...range)
    expect(figures(first)).toMatchObject({ views: 4_000, visitors: 700 })
    await insert(views(4_000, 5_000))
    const second = await following.report(...range)
    expect(figures(second)).toMatchObject({ views: 5_000, visitors: 700 })
    expect(second.tops.path).toHaveLength(7)
    for (const top of second.tops.path)
      expect(top).toEqual({
        value: top.value,
        // 5 000 = 7 × 714 + 2: the first two pages have one view more.
        views: ['/p0', '/p1'].includes(top.value) ? 715 : 714,
        visitors: 100,
      })
    expect(figures(second)).toEqual(figures(await fresh().report(...range)))
  })

  it('counts a view whose lower id is written after a higher one (a later commit)', async () => {
    const { following, fresh, insert, range } = await setUp()
    await insert([
      { id: 10, ...view('a', '/') },
      { id: 20, ...view('b', '/') },
    ])
    expect(await following.report(...range)).toMatchObject({ views: 2, visitors: 2 })
    // Another instance's transaction took id 15 before 20 but committed after the report.
    await insert([{ id: 15, ...view('c', '/blog') }])
    const after = await following.report(...range)
    expect(after).toMatchObject({ views: 3, visitors: 3 })
    expect(figures(after)).toEqual(figures(await fresh().report(...range)))
  })

  it('counts each view once when a report and its previous period read the day together', async () => {
    const { following, insert, range } = await setUp()
    await insert([view('a', '/')])
    await following.report(...range)
    await insert([view('b', '/'), view('c', '/about')])
    const [report, totals] = await Promise.all([
      following.report(...range),
      following.totals(...range),
    ])
    expect(report).toMatchObject({ views: 3, visitors: 3 })
    expect(totals).toMatchObject({ views: 3, visitors: 3 })
  })
})

describe('the CSV of a long range', () => {
  it('streams every day of the range, a stretch at a time, with the figures the report has', async () => {
    const { db, insert } = await setUp()
    const app = t!
    const day = today()
    const from = addDays(day, -199)
    await db
      .insertInto('analytics_daily')
      .values([
        { day: addDays(day, -150), dimension: 'total', value: '', views: 5, visitors: 2 },
        { day: addDays(day, -92), dimension: 'total', value: '', views: 7, visitors: 3 },
        { day: addDays(day, -91), dimension: 'total', value: '', views: 11, visitors: 4 },
      ])
      .execute()
    await insert([view('a', '/'), view('a', '/about')])
    const answer = await app.app.inject({
      method: 'GET',
      url: `/api/analytics/export?from=${from}&to=${day}`,
      headers: await app.ownerHeaders(),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    // Sent as it is read, so its length is not known beforehand.
    expect(answer.headers['transfer-encoding']).toBe('chunked')
    const lines = answer.body.split('\r\n')
    expect(lines).toHaveLength(1 + 200 + 1)
    expect(lines[0]).toBe('date,views,visitors')
    expect(lines.at(-1)).toBe('')
    const known = new Map([
      [addDays(day, -150), '5,2'],
      [addDays(day, -92), '7,3'],
      [addDays(day, -91), '11,4'],
      [day, '2,1'],
    ])
    const expected = Array.from({ length: 200 }, (_, index) => {
      const date = addDays(from, index)
      return `${date},${known.get(date) ?? '0,0'}`
    })
    expect(lines.slice(1, -1)).toEqual(expected)
    const report = await app.app.inject({
      method: 'GET',
      url: `/api/analytics?from=${from}&to=${day}`,
      headers: await app.ownerHeaders(),
    })
    const daily = (report.json().data as { daily: Array<Record<string, unknown>> }).daily
    expect(daily.map((d) => `${d.date},${d.views},${d.visitors}`)).toEqual(expected)
  })
})

describe('rolled-up days', () => {
  it('sums each value over the rolled-up days and today, without the notes of each roll-up', async () => {
    const { db, fresh, insert } = await setUp()
    const day = today()
    const range = [addDays(day, -3), day] as const
    const daily = (
      offset: number,
      dimension: string,
      value: string,
      views: number,
      visitors: number,
    ) => ({ day: addDays(day, offset), dimension, value, views, visitors }) as const
    await db
      .insertInto('analytics_daily')
      .values([
        daily(-3, 'total', '', 5, 3),
        daily(-3, 'path', '/', 4, 2),
        daily(-3, 'path', '/about', 1, 1),
        daily(-3, 'device', 'mobile', 5, 3),
        daily(-3, 'messages', '', 2, 0),
        daily(-3, 'rolled-from', '', 6, 41),
        daily(-2, 'total', '', 3, 3),
        daily(-2, 'path', '/', 3, 3),
        daily(-2, 'device', 'mobile', 1, 1),
        daily(-2, 'device', 'desktop', 2, 2),
        daily(-2, 'messages', '', 1, 0),
        daily(-2, 'rolled-from', '', 4, 52),
        // Outside the range: never counted.
        daily(-9, 'total', '', 100, 100),
        daily(-9, 'path', '/about', 100, 100),
      ])
      .execute()
    await insert([view('a', '/about', { device: 'mobile' })])
    const report = await fresh().report(...range)
    expect(figures(report)).toEqual({
      views: 9,
      visitors: 7,
      messages: 3,
      daily: [
        { date: addDays(day, -3), views: 5, visitors: 3 },
        { date: addDays(day, -2), views: 3, visitors: 3 },
        { date: addDays(day, -1), views: 0, visitors: 0 },
        { date: day, views: 1, visitors: 1 },
      ],
      tops: {
        path: [
          { value: '/', views: 7, visitors: 5 },
          { value: '/about', views: 2, visitors: 2 },
        ],
        referrer: [],
        campaign: [],
        device: [
          { value: 'mobile', views: 7, visitors: 5 },
          { value: 'desktop', views: 2, visitors: 2 },
        ],
        browser: [{ value: 'Chrome', views: 1, visitors: 1 }],
      },
    })
  })

  it('adds a view that reaches a day after its roll-up at the next roll-up, once however many instances roll up', async () => {
    const { db, fresh, insert } = await setUp()
    const day = today()
    const old = addDays(day, -3)
    const range = [addDays(day, -5), day] as const
    const at = new Date(Date.now() - 3 * 86_400_000).toISOString()
    await insert([
      view('a', '/', { day: old, at, referrer: 'github.com' }),
      view('b', '/', { day: old, at }),
    ])
    const before = await fresh().report(...range)
    const [one, two] = [fresh(), fresh()]
    expect(Math.max(await one.rollUpAndPrune(day), await two.rollUpAndPrune(day))).toBe(1)
    // The same figures from the daily totals as from the events.
    expect(figures(await fresh().report(...range))).toEqual(figures(before))
    expect(await one.rollUpAndPrune(day)).toBe(0)

    // Another instance's batch, held back more than a day, lands on the rolled-up day.
    await insert([view('c', '/about', { day: old, at, referrer: 'github.com' })])
    const rolled = await Promise.all([one.rollUpAndPrune(day), two.rollUpAndPrune(day)])
    expect(rolled.some((days) => days === 1)).toBe(true)
    const after = await fresh().report(...range)
    expect(after).toMatchObject({ views: 3, visitors: 3 })
    expect(after.tops.path).toEqual([
      { value: '/', views: 2, visitors: 2 },
      { value: '/about', views: 1, visitors: 1 },
    ])
    expect(after.tops.referrer).toEqual([{ value: 'github.com', views: 2, visitors: 2 }])
    const rows = await db.selectFrom('analytics_daily').selectAll().where('day', '=', old).execute()
    expect(rows.filter((row) => row.dimension === 'total')).toHaveLength(1)
    expect(await one.rollUpAndPrune(day)).toBe(0)
  })
})
