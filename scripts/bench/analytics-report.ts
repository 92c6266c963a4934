/**
 * The Audience report alone at scale (`npx tsx scripts/bench/analytics-report.ts`): seeds the
 * scale bench's page views (VIEWS over 30 days as today's and yesterday's events, 100 000 a day
 * at the default, and two years of daily totals) straight into a fresh database (SQLite, or
 * PostgreSQL when DATABASE_URL is set) and times the store's report for 30 days and two years,
 * first (nothing cached) and then again (yesterday's figures kept), and the CSV's rows. Quicker
 * than `npm run bench:scale` for profiling (`node --cpu-prof --import tsx …`).
 */
import fs from 'node:fs'
import { openDatabase } from '../../server/db/database.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { analyticsStore } from '../../server/modules/analytics/analytics-store.ts'
import { addDays, dayIn } from '../../server/modules/analytics/days.ts'
import { freshPostgresSchema, tempDir } from '../../server/security/server-process.ts'

const VIEWS = Number(process.env.VIEWS ?? 3_000_000)
const perDay = Math.round(VIEWS / 30)
const dataDir = tempDir('analytics-report')
const schema = process.env.DATABASE_URL
  ? await freshPostgresSchema(process.env.DATABASE_URL)
  : undefined
const handle = openDatabase({ databaseUrl: schema?.url, dataDir })
try {
  await migrateToLatest(handle)
  const { db } = handle
  const today = dayIn('UTC')
  const pages = ['/', '/projects', '/blog', '/about', '/skills', '/talks']
  for (let index = 1; index <= 40; index++) pages.push(`/blog/post-${index}`)
  const referrers = ['news.ycombinator.com', 'www.google.com', 'github.com', null]
  const browsers = ['Chrome', 'Firefox', 'Safari', 'Edge']
  const started = performance.now()
  for (let back = 0; back < 2; back++) {
    const day = addDays(today, -back)
    for (let start = 0; start < perDay; start += 1000) {
      const rows = []
      for (let index = start; index < Math.min(perDay, start + 1000); index++)
        rows.push({
          at: new Date(Date.now() - back * 86_400_000 - (index % 80_000) * 1000).toISOString(),
          day,
          kind: 'view' as const,
          path: pages[index % pages.length]!,
          visitor: `v${back}-${(index % (perDay / 3)) | 0}`,
          referrer: referrers[index % referrers.length]!,
          utm_source: index % 50 === 0 ? 'newsletter' : null,
          device: index % 3 === 0 ? 'mobile' : 'desktop',
          browser: browsers[index % browsers.length]!,
        })
      await db.insertInto('analytics_events').values(rows).execute()
    }
  }
  const daily = []
  for (let back = 2; back < 730; back++) {
    const day = addDays(today, -back)
    daily.push({
      day,
      dimension: 'total',
      value: '',
      views: perDay,
      visitors: Math.round(perDay / 3),
    })
    for (const page of pages)
      daily.push({ day, dimension: 'path', value: page, views: 10, visitors: 3 })
  }
  for (let start = 0; start < daily.length; start += 1000)
    await db
      .insertInto('analytics_daily')
      .values(daily.slice(start, start + 1000) as never)
      .execute()
  console.log(
    `${schema ? 'PostgreSQL' : 'SQLite'}: ${2 * perDay} events seeded in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const store = analyticsStore(db, { eventDays: 60, dailyDays: 1000 })
  const time = async (name: string, work: () => Promise<unknown>) => {
    const begun = performance.now()
    await work()
    console.log(`${name}: ${(performance.now() - begun).toFixed(0)} ms`)
  }
  for (const round of ['first', 'again', 'again']) {
    await time(`report, 30 days (${round})`, () => store.report(addDays(today, -29), today))
    await time(`report, two years (${round})`, () => store.report(addDays(today, -728), today))
  }
  // Today goes on counting: a view between reports makes today's figures stale.
  for (let round = 0; round < 3; round++) {
    await store.insert([
      {
        at: new Date().toISOString(),
        day: today,
        kind: 'view',
        path: '/',
        visitor: `new-${round}`,
      },
    ])
    await time(`report, 30 days (a view since)`, () => store.report(addDays(today, -29), today))
    await time('live', () => store.live())
  }
  await time('totals, two years', () => store.totals(addDays(today, -728), today))
} finally {
  await handle.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  await schema?.drop()
}
