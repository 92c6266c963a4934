import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { browserFamiliesMigration } from './0016-browser-families.ts'

describe('migration 0016: browsers kept as families only', () => {
  let t: TestApp
  let db: Kysely<Database>
  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
  })
  afterAll(() => t.close())

  const planted = 'Your-site-is-hacked-visit-evil.example-now'
  const long = 'Planted-text-'.repeat(1200)

  it('turns browser names kept from before into "Other", adding up their daily totals', async () => {
    const view = (browser: string) => ({
      at: '2026-11-20T10:00:00.000Z',
      day: '2026-11-20',
      kind: 'view' as const,
      path: '/',
      visitor: 'v',
      device: 'desktop',
      browser,
    })
    await db
      .insertInto('analytics_events')
      .values([view('Chrome'), view(planted), view(long)])
      .execute()
    const daily = (day: string, value: string, views: number, visitors: number) => ({
      day,
      dimension: 'browser',
      value,
      views,
      visitors,
    })
    await db
      .insertInto('analytics_daily')
      .values([
        daily('2026-11-18', 'Chrome', 3, 2),
        daily('2026-11-18', planted, 5, 4),
        daily('2026-11-18', 'Other', 1, 1),
        daily('2026-11-18', long, 2, 2),
        daily('2026-11-19', planted, 1, 1),
        { day: '2026-11-19', dimension: 'path', value: '/', views: 1, visitors: 1 },
      ])
      .execute()

    await browserFamiliesMigration.up(db as unknown as Kysely<unknown>)

    const events = await db.selectFrom('analytics_events').select('browser').orderBy('id').execute()
    expect(events.map((row) => row.browser)).toEqual(['Chrome', 'Other', 'Other'])
    const totals = await db
      .selectFrom('analytics_daily')
      .selectAll()
      .orderBy('day')
      .orderBy('dimension')
      .orderBy('value')
      .execute()
    expect(
      totals.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })),
    ).toEqual([
      daily('2026-11-18', 'Chrome', 3, 2),
      daily('2026-11-18', 'Other', 8, 7),
      daily('2026-11-19', 'Other', 1, 1),
      { day: '2026-11-19', dimension: 'path', value: '/', views: 1, visitors: 1 },
    ])
  })

  it('rewrites account-log and session descriptions that name no known browser or system', async () => {
    // 'npm run owner': the server's own entry when two-factor is turned off from the command line.
    const kept = [
      'Chrome 131 on macOS',
      'Other browser on Linux',
      'Unknown browser',
      'Firefox',
      'npm run owner',
    ]
    const rewritten: Record<string, string> = {
      [`${planted}/1.0`]: 'Unknown browser',
      'Foo 9 on Windows': 'Other browser on Windows',
      Linux: 'Other browser on Linux',
      'Chrome 131 on <script>': 'Chrome 131',
    }
    const at = new Date().toISOString()
    await db
      .insertInto('audit_log')
      .values(
        [...kept, ...Object.keys(rewritten)].map((browser) => ({
          event: 'sign-in',
          address: '198.51.100.1',
          browser,
          detail: '',
          at,
        })),
      )
      .execute()
    const owner = await db.selectFrom('owner').select('id').executeTakeFirstOrThrow()
    await db
      .insertInto('sessions')
      .values({
        id: 'planted-session',
        owner_id: owner.id,
        method: 'password',
        address: '198.51.100.1',
        browser: long,
        created_at: at,
        last_seen_at: at,
        expires_at: at,
      })
      .execute()

    await browserFamiliesMigration.up(db as unknown as Kysely<unknown>)

    const log = await db.selectFrom('audit_log').select('browser').orderBy('id').execute()
    expect(log.map((row) => row.browser)).toEqual([...kept, ...Object.values(rewritten)])
    const session = await db
      .selectFrom('sessions')
      .select('browser')
      .where('id', '=', 'planted-session')
      .executeTakeFirstOrThrow()
    expect(session.browser).toBe('Unknown browser')
  })
})
