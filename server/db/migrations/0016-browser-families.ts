import type { Kysely, Migration } from 'kysely'
import { BROWSER_FAMILIES, OTHER_BROWSER, SYSTEM_FAMILIES } from '@/browser-families.ts'

/** The columns this migration reads and writes. */
interface Tables {
  analytics_events: { browser: string | null }
  analytics_daily: {
    day: string
    dimension: string
    value: string
    views: number
    visitors: number
  }
  audit_log: { browser: string }
  sessions: { browser: string }
}

/** Descriptions the server writes itself (an account-log entry made from the terminal, none). */
const SERVER_DESCRIPTIONS = new Set(['npm run owner', 'Unknown browser'])

/**
 * A description kept from before, as server/browser-families.ts describeBrowser writes one now:
 * a known browser keeps its name and version, a known system its name, the rest goes.
 */
function tidyDescription(description: string): string {
  if (SERVER_DESCRIPTIONS.has(description)) return description
  if (SYSTEM_FAMILIES.has(description)) return `Other browser on ${description}`
  const [, name = '', version, system] = /^(.*?)(?: ([0-9]{1,4}))?(?: on (.+))?$/.exec(description)!
  const knownSystem = system !== undefined && SYSTEM_FAMILIES.has(system) ? system : undefined
  if (BROWSER_FAMILIES.has(name))
    return `${[name, version].filter(Boolean).join(' ')}${knownSystem ? ` on ${knownSystem}` : ''}`
  return knownSystem ? `Other browser on ${knownSystem}` : 'Unknown browser'
}

/**
 * Browsers were kept as whatever name a User-Agent header gave (any text, kilobytes of it). Now
 * only families from a fixed list are (server/browser-families.ts): this brings what was kept
 * before into line. Page views outside the list become "Other", their daily totals are added to
 * the day's "Other"; account-log entries and sessions keep only a known browser and system.
 */
export const browserFamiliesMigration: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Tables>
    const families = [...BROWSER_FAMILIES, OTHER_BROWSER]
    await db
      .updateTable('analytics_events')
      .set({ browser: OTHER_BROWSER })
      .where('browser', 'is not', null)
      .where('browser', 'not in', families)
      .execute()

    const strays = await db
      .selectFrom('analytics_daily')
      .selectAll()
      .where('dimension', '=', 'browser')
      .where('value', 'not in', families)
      .execute()
    const perDay = new Map<string, { views: number; visitors: number }>()
    for (const row of strays) {
      const sum = perDay.get(row.day) ?? { views: 0, visitors: 0 }
      perDay.set(row.day, {
        views: sum.views + Number(row.views),
        visitors: sum.visitors + Number(row.visitors),
      })
      await db
        .deleteFrom('analytics_daily')
        .where('day', '=', row.day)
        .where('dimension', '=', 'browser')
        .where('value', '=', row.value)
        .execute()
    }
    for (const [day, sum] of perDay) {
      await db
        .insertInto('analytics_daily')
        .values({ day, dimension: 'browser', value: OTHER_BROWSER, ...sum })
        .onConflict((conflict) =>
          conflict.columns(['day', 'dimension', 'value']).doUpdateSet((eb) => ({
            views: eb('analytics_daily.views', '+', sum.views),
            visitors: eb('analytics_daily.visitors', '+', sum.visitors),
          })),
        )
        .execute()
    }

    for (const table of ['audit_log', 'sessions'] as const) {
      const descriptions = await db.selectFrom(table).select('browser').distinct().execute()
      for (const { browser } of descriptions) {
        const tidied = tidyDescription(browser)
        if (tidied !== browser)
          await db
            .updateTable(table)
            .set({ browser: tidied })
            .where('browser', '=', browser)
            .execute()
      }
    }
  },
  // Nothing to undo: the names it replaced were never meant to be kept.
  async down() {},
}
