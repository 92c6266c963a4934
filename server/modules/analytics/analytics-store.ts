import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  DEFAULT_ANALYTICS_SETTINGS,
  LIVE_WINDOW_MINUTES,
  type AnalyticsSettings,
} from '@contract/analytics.ts'
import type { AnalyticsEventRow, Database } from '@/db/schema.ts'
import { inTransaction } from '@/db/in-transaction.ts'
import { addDays, dayCount, eachDay } from './days.ts'

/**
 * What the analytics keep, and the figures read back (docs/privacy.md). Counted views
 * and messages land in `analytics_events` in batches (recorder.ts); each finished day is rolled
 * up into `analytics_daily` (per page, referrer, campaign, device, browser), which a report reads
 * together with the events of the days not rolled up yet. Events go after `eventDays`, daily
 * totals after `dailyDays`.
 */

export type Dimension =
  'total' | 'path' | 'referrer' | 'campaign' | 'device' | 'browser' | 'messages'

/**
 * A rolled-up day's note of the events it was summed from, in the daily table beside its figures:
 * `views` holds their count and `visitors` the newest id. When the day's events no longer match
 * it (a batch written more than a day late), the next roll-up sums the day again.
 */
const ROLLED_FROM = 'rolled-from'
const markOf = (day: string, count: number, newest: number) => ({
  day,
  dimension: ROLLED_FROM as Dimension,
  value: '',
  views: count,
  visitors: newest,
})

/** The dimensions whose values come from what a client reports; a day keeps a bounded number. */
export type BoundedDimension = 'path' | 'referrer' | 'campaign'

/** One day's figures for one value of one dimension; `messages` counts in `views`. */
export interface DayFigures {
  day: string
  dimension: Dimension
  value: string
  views: number
  visitors: number
}

export interface Counted {
  views: number
  visitors: number
}

export interface RawReport extends Counted {
  daily: Array<{ date: string } & Counted>
  /** Per dimension, each value's figures, most visitors first. */
  tops: Record<Exclude<Dimension, 'total' | 'messages'>, Array<{ value: string } & Counted>>
  messages: number
}

/** A campaign's three parts in one value. */
export const campaignValue = (source: string | null, medium: string | null, name: string | null) =>
  JSON.stringify([source ?? '', medium ?? '', name ?? ''])
export const campaignParts = (value: string) => JSON.parse(value) as [string, string, string]

/** How long a read of the settings is trusted (another instance may change them). */
const SETTINGS_TTL_MS = 10_000
/** Entries answered per list. */
const TOP_LIMIT = 100

export interface AnalyticsStoreOptions {
  eventDays: number
  dailyDays: number
}

/** Every day of [from, to] with its total (0 for a day nobody came), and their sums. */
function dailyTotals(from: string, to: string, rows: DayFigures[]) {
  const totals = new Map(
    rows.filter((row) => row.dimension === 'total').map((row) => [row.day, row]),
  )
  const daily = eachDay(from, to).map((date) => {
    const day = totals.get(date)
    return { date, views: day?.views ?? 0, visitors: day?.visitors ?? 0 }
  })
  return {
    views: daily.reduce((sum, day) => sum + day.views, 0),
    visitors: daily.reduce((sum, day) => sum + day.visitors, 0),
    daily,
  }
}

/**
 * A live day followed beyond this many events is read with grouped queries instead: its visitor
 * sets would take too much memory (about 20 bytes a visitor and value).
 */
const LIVE_DAY_EVENTS = 1_000_000

/** How many of a live day's events are read at a time. */
const EVENT_BATCH = 2_000

interface EventRow {
  kind: string
  visitor: string | null
  path: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  device: string | null
  browser: string | null
}

type LiveDay = ReturnType<typeof liveDay>

/**
 * The distinct visitors of one value of a live day, by their numbers: a Set while they are few,
 * a bitmap (a bit a visitor of the day) once the Set would take more room than the bitmap
 * (about 20 bytes an entry, against one bit for every visitor of the day). The day's total and
 * its devices and browsers are seen by most visitors: on a day of 30 000 visitors each is 4 kB
 * instead of about a megabyte.
 */
class Visitors {
  size = 0
  private few: Set<number> | undefined = new Set()
  private bits: Uint32Array | undefined

  /** Adds visitor `number`; `visitors` is how many the day has so far. */
  add(number: number, visitors: number) {
    if (this.few) {
      this.few.add(number)
      this.size = this.few.size
      // 20 bytes an entry against a bit for each of the day's visitors.
      if (this.few.size * 160 > visitors && this.few.size > 64) {
        this.bits = new Uint32Array(Math.ceil(visitors / 32) * 2)
        for (const each of this.few) this.set(each)
        this.few = undefined
      }
      return
    }
    if (number >>> 5 >= this.bits!.length) {
      const grown = new Uint32Array(Math.max((number >>> 5) + 1, this.bits!.length * 2))
      grown.set(this.bits!)
      this.bits = grown
    }
    if (this.set(number)) this.size++
  }

  /** Sets visitor `number`'s bit; whether it was clear. */
  private set(number: number): boolean {
    const word = number >>> 5
    const bit = 1 << (number & 31)
    if (this.bits![word]! & bit) return false
    this.bits![word]! |= bit
    return true
  }
}

/**
 * One day's figures summed from its events as they come, the same figures figuresFromEvents
 * reads with grouped queries: views per value, and each value's distinct visitors as a set of
 * small numbers (one per visitor hash) so that a visitor's next view counts once.
 */
function liveDay(day: string) {
  const visitorNumbers = new Map<string, number>()
  const sums = new Map<
    string,
    { dimension: Dimension; value: string; views: number; seen: Visitors }
  >()
  let messages = 0
  const add = (dimension: Dimension, value: string, visitor: number | undefined) => {
    const key = `${dimension}\u0000${value}`
    let sum = sums.get(key)
    if (!sum) sums.set(key, (sum = { dimension, value, views: 0, seen: new Visitors() }))
    sum.views++
    if (visitor !== undefined) sum.seen.add(visitor, visitorNumbers.size)
  }
  return {
    day,
    upTo: 0,
    count: 0,
    add(rows: EventRow[]) {
      for (const row of rows) {
        this.count++
        if (row.kind === 'message') {
          messages++
          continue
        }
        if (row.kind !== 'view') continue
        let visitor: number | undefined
        if (row.visitor !== null) {
          visitor = visitorNumbers.get(row.visitor)
          if (visitor === undefined)
            visitorNumbers.set(row.visitor, (visitor = visitorNumbers.size))
        }
        add('total', '', visitor)
        if (row.path !== null) add('path', row.path, visitor)
        if (row.referrer !== null) add('referrer', row.referrer, visitor)
        if (row.device !== null) add('device', row.device, visitor)
        if (row.browser !== null) add('browser', row.browser, visitor)
        if (row.utm_source !== null || row.utm_medium !== null || row.utm_campaign !== null)
          add('campaign', campaignValue(row.utm_source, row.utm_medium, row.utm_campaign), visitor)
      }
    },
    rows(): DayFigures[] {
      const rows = [...sums.values()].map(({ dimension, value, views, seen }) => ({
        day,
        dimension,
        value,
        views,
        visitors: seen.size,
      }))
      if (messages > 0)
        rows.push({ day, dimension: 'messages', value: '', views: messages, visitors: 0 })
      return rows
    },
  }
}

export function analyticsStore(db: Kysely<Database>, options: AnalyticsStoreOptions) {
  let settingsCache: { value: AnalyticsSettings; until: number } | undefined
  let saltCache: { day: string; salt: string } | undefined

  /**
   * The events of [from, to], summed per day and value, as the daily table holds them; only the
   * day's totals when that is all a caller needs.
   */
  async function figuresFromEvents(
    from: string,
    to: string,
    totalsOnly = false,
  ): Promise<DayFigures[]> {
    const events = db.selectFrom('analytics_events').where('day', '>=', from).where('day', '<=', to)
    const views = events.where('kind', '=', 'view')
    const grouped = async (
      dimension: Dimension,
      value: 'path' | 'referrer' | 'device' | 'browser' | null,
    ): Promise<DayFigures[]> => {
      let query = views.select((eb) => [
        'day',
        eb.fn.countAll<number | string>().as('views'),
        eb.fn.count<number | string>('visitor').distinct().as('visitors'),
      ])
      if (value) {
        query = query
          .select(value)
          .where(value, 'is not', null)
          .groupBy(['day', value]) as unknown as typeof query
      } else {
        query = query.groupBy('day')
      }
      const rows = (await query.execute()) as Array<Record<string, unknown>>
      return rows.map((row) => ({
        day: row.day as string,
        dimension,
        value: value ? (row[value] as string) : '',
        views: Number(row.views),
        visitors: Number(row.visitors),
      }))
    }
    if (totalsOnly) return grouped('total', null)
    const campaigns = await views
      .where((eb) =>
        eb.or([
          eb('utm_source', 'is not', null),
          eb('utm_medium', 'is not', null),
          eb('utm_campaign', 'is not', null),
        ]),
      )
      .select((eb) => [
        'day',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        eb.fn.countAll<number | string>().as('views'),
        eb.fn.count<number | string>('visitor').distinct().as('visitors'),
      ])
      .groupBy(['day', 'utm_source', 'utm_medium', 'utm_campaign'])
      .execute()
    const messages = await events
      .where('kind', '=', 'message')
      .select((eb) => ['day', eb.fn.countAll<number | string>().as('views')])
      .groupBy('day')
      .execute()
    return [
      ...(await grouped('total', null)),
      ...(await grouped('path', 'path')),
      ...(await grouped('referrer', 'referrer')),
      ...(await grouped('device', 'device')),
      ...(await grouped('browser', 'browser')),
      ...campaigns.map((row) => ({
        day: row.day,
        dimension: 'campaign' as const,
        value: campaignValue(row.utm_source, row.utm_medium, row.utm_campaign),
        views: Number(row.views),
        visitors: Number(row.visitors),
      })),
      ...messages.map((row) => ({
        day: row.day,
        dimension: 'messages' as const,
        value: '',
        views: Number(row.views),
        visitors: 0,
      })),
    ]
  }

  /**
   * A day's figures from its events, kept after the first report that read them: a finished day
   * that is not rolled up yet (yesterday) no longer changes, and reading a busy day's events again
   * for every report was most of a report's time (docs/performance.md). An entry holds while the
   * day's count and newest event are the same as when it was read (another instance may still
   * flush a late batch into it).
   */
  const eventDays = new Map<string, { count: number; newest: number; rows: DayFigures[] }>()

  /**
   * The newest day read from events (today, while views come in) is followed instead: its views
   * summed per value with each value's visitors as a set, so a report reads only the events added
   * since the last one. `upTo` is the highest id taken in and `count` how many were; when the
   * day's events up to that id are no longer that many (PostgreSQL may commit a lower id after a
   * higher one, another instance's late batch), the day is read again whole.
   */
  let live: LiveDay | undefined

  /** The day's events with ids in (after, upTo], the first `EVENT_BATCH` of them by id. */
  async function eventsOf(day: string, after: number, upTo: number) {
    return db
      .selectFrom('analytics_events')
      .select([
        'id',
        'kind',
        'visitor',
        'path',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'device',
        'browser',
      ])
      .where('day', '=', day)
      .where('id', '>', after)
      .where('id', '<=', upTo)
      .orderBy('id')
      .limit(EVENT_BATCH)
      .execute()
  }

  /**
   * Adds the day's events with ids in (after, upTo] to `target`, a batch at a time: a busy day
   * read at once held a hundred thousand rows as objects, tens of megabytes the process kept.
   */
  async function addEvents(target: LiveDay, after: number, upTo: number): Promise<void> {
    for (let from = after; ;) {
      const rows = await eventsOf(target.day, from, upTo)
      target.add(rows)
      if (rows.length < EVENT_BATCH) break
      from = rows.at(-1)!.id
    }
    target.upTo = Math.max(target.upTo, upTo)
  }

  /** One update of the live day at a time: a report and its previous period ask together. */
  let liveTurn: Promise<unknown> = Promise.resolve()
  function liveFigures(day: string, count: number, newest: number): Promise<DayFigures[]> {
    const turn = liveTurn.then(() => updateLive(day, count, newest))
    liveTurn = turn.catch(() => undefined)
    return turn
  }

  /** The live day's figures, brought up to `newest` (its events then number `count`). */
  async function updateLive(day: string, count: number, newest: number): Promise<DayFigures[]> {
    if (live?.day === day && live.upTo === newest && live.count === count) return live.rows()
    let current =
      live?.day === day && live.upTo <= newest && live.count <= count ? live : liveDay(day)
    // Not kept while it is read: a read that fails leaves no day half added.
    live = undefined
    await addEvents(current, current.upTo, newest)
    if (current.count !== count) {
      current = liveDay(day)
      await addEvents(current, 0, newest)
    }
    // Events the day gained with ids up to `newest` after the count was read: read whole next time.
    if (current.count === count) live = current
    return current.rows()
  }

  /** Each day of [from, to] that has events and no daily totals yet: its count and newest id. */
  async function eventDaySignatures(days: string[]) {
    const signatures: Array<{ day: string; count: number; newest: number }> = []
    // Only the days not rolled up: the events of rolled-up days stay for weeks, and counting them
    // for every report was a scan of a month of views.
    for (let start = 0; start < days.length; start += 500) {
      const rows = await db
        .selectFrom('analytics_events')
        .select((eb) => [
          'day',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.max('id').as('newest'),
        ])
        .where('day', 'in', days.slice(start, start + 500))
        .groupBy('day')
        .execute()
      for (const row of rows)
        signatures.push({ day: row.day, count: Number(row.count), newest: Number(row.newest) })
    }
    return signatures.sort((a, b) => (a.day < b.day ? -1 : 1))
  }

  /**
   * Every day's figures in [from, to]: rolled-up days from the daily table, the rest from events.
   * The rolled-up days' figures other than the totals come summed over the period by dimension
   * and value (their `day` is `from`), which is what a report needs of them: two years of them
   * are tens of thousands of rows, which the database adds up without a row object each.
   */
  async function figures(from: string, to: string, totalsOnly = false): Promise<DayFigures[]> {
    const inPeriod = db
      .selectFrom('analytics_daily')
      .where('day', '>=', from)
      .where('day', '<=', to)
    const rolled = (await inPeriod
      .selectAll()
      .where('dimension', '=', 'total')
      .execute()) as DayFigures[]
    const rolledDays = new Set(rolled.map((row) => row.day))
    if (!totalsOnly) {
      const sums = await inPeriod
        .select((eb) => [
          'dimension',
          'value',
          eb.fn.sum<number | string>('views').as('views'),
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .where('dimension', 'not in', ['total', ROLLED_FROM])
        .groupBy(['dimension', 'value'])
        .execute()
      for (const sum of sums) rolled.push({ day: from, ...sum } as DayFigures)
    }
    const recent: DayFigures[] = []
    if (rolledDays.size !== dayCount(from, to)) {
      const signatures = await eventDaySignatures(
        eachDay(from, to).filter((day) => !rolledDays.has(day)),
      )
      const newestDay = signatures.at(-1)?.day
      for (const { day, count, newest } of signatures) {
        const kept = eventDays.get(day)
        if (day === newestDay && day >= (live?.day ?? day) && count <= LIVE_DAY_EVENTS) {
          const rows = await liveFigures(day, count, newest)
          recent.push(...(totalsOnly ? rows.filter((row) => row.dimension === 'total') : rows))
        } else if (kept && kept.count === count && kept.newest === newest) {
          recent.push(
            ...(totalsOnly ? kept.rows.filter((row) => row.dimension === 'total') : kept.rows),
          )
        } else if (totalsOnly) {
          recent.push(...(await figuresFromEvents(day, day, true)))
        } else {
          const rows = await figuresFromEvents(day, day)
          eventDays.set(day, { count, newest, rows })
          recent.push(...rows)
        }
      }
      // Only days still read from events are kept: a rolled-up day is read from its totals. The
      // hourly roll-up leaves a day or two; a month of days means roll-ups failing, so start over.
      for (const day of eventDays.keys()) if (rolledDays.has(day)) eventDays.delete(day)
      if (eventDays.size > 31) eventDays.clear()
    }
    // PostgreSQL answers its bigints and sums as text. Converted in place: a copy of each row
    // doubled what a report held.
    for (const row of rolled) {
      row.views = Number(row.views)
      row.visitors = Number(row.visitors)
    }
    for (const row of recent) rolled.push(row)
    return rolled
  }

  /**
   * A day's rows written in one transaction. A first roll-up keeps the rows another instance
   * wrote meanwhile (it read the events first, and may have removed them since: the retention);
   * a roll-up again (late events) replaces the day's rows.
   */
  async function writeDay(rows: DayFigures[], replace: boolean) {
    await inTransaction(db, async (trx) => {
      if (replace) await trx.deleteFrom('analytics_daily').where('day', '=', rows[0]!.day).execute()
      for (let start = 0; start < rows.length; start += 500)
        await trx
          .insertInto('analytics_daily')
          .values(rows.slice(start, start + 500))
          .onConflict((conflict) => {
            const key = conflict.columns(['day', 'dimension', 'value'])
            return replace
              ? key.doUpdateSet((eb) => ({
                  views: eb.ref('excluded.views'),
                  visitors: eb.ref('excluded.visitors'),
                }))
              : key.doNothing()
          })
          .execute()
    })
  }

  return {
    async settings(): Promise<AnalyticsSettings> {
      if (settingsCache && settingsCache.until > Date.now()) return settingsCache.value
      const row = await db
        .selectFrom('analytics_settings')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirst()
      const value = row
        ? {
            timeZone: row.time_zone,
            respectDoNotTrack: Boolean(row.respect_do_not_track),
            countOwnVisits: Boolean(row.count_own_visits),
          }
        : DEFAULT_ANALYTICS_SETTINGS
      settingsCache = { value, until: Date.now() + SETTINGS_TTL_MS }
      return value
    },

    async saveSettings(settings: AnalyticsSettings): Promise<void> {
      const row = {
        time_zone: settings.timeZone,
        respect_do_not_track: settings.respectDoNotTrack ? 1 : 0,
        count_own_visits: settings.countOwnVisits ? 1 : 0,
      }
      await db
        .insertInto('analytics_settings')
        .values({ id: 1, ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute()
      settingsCache = undefined
    },

    /**
     * The day's secret salt: made by whichever instance needs it first, shared through the
     * database, and every other day's deleted, so yesterday's hashes can never be recomputed.
     */
    async saltFor(day: string): Promise<string> {
      if (saltCache?.day === day) return saltCache.salt
      await db
        .insertInto('analytics_salts')
        .values({ day, salt: crypto.randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute()
      const { salt } = await db
        .selectFrom('analytics_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
      await db.deleteFrom('analytics_salts').where('day', '<>', day).execute()
      saltCache = { day, salt }
      return salt
    },

    async insert(rows: AnalyticsEventRow[]): Promise<void> {
      // Several rows a statement, below every engine's limit on bound values.
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insertInto('analytics_events')
          .values(rows.slice(start, start + 500))
          .execute()
      }
    },

    /** Views and visitors per day of [from, to], and in all: the previous period, the CSV. */
    async totals(from: string, to: string): Promise<Counted & { daily: RawReport['daily'] }> {
      return dailyTotals(from, to, await figures(from, to, true))
    },

    async report(from: string, to: string): Promise<RawReport> {
      const rows = await figures(from, to)
      const tops = {
        path: new Map<string, Counted>(),
        referrer: new Map<string, Counted>(),
        campaign: new Map<string, Counted>(),
        device: new Map<string, Counted>(),
        browser: new Map<string, Counted>(),
      }
      let messages = 0
      for (const row of rows) {
        if (row.dimension === 'messages') messages += row.views
        else if (row.dimension !== 'total') {
          const top = tops[row.dimension]
          const sum = top.get(row.value) ?? { views: 0, visitors: 0 }
          top.set(row.value, {
            views: sum.views + row.views,
            visitors: sum.visitors + row.visitors,
          })
        }
      }
      const ranked = (top: Map<string, Counted>) =>
        [...top]
          .map(([value, counted]) => ({ value, ...counted }))
          .sort(
            (a, b) => b.visitors - a.visitors || b.views - a.views || (a.value < b.value ? -1 : 1),
          )
          .slice(0, TOP_LIMIT)
      return {
        ...dailyTotals(from, to, rows),
        tops: {
          path: ranked(tops.path),
          referrer: ranked(tops.referrer),
          campaign: ranked(tops.campaign),
          device: ranked(tops.device),
          browser: ranked(tops.browser),
        },
        messages,
      }
    },

    /**
     * The pages, referring sites and campaigns (campaignValue) the day's views already have, up
     * to `limit` of each.
     */
    async distinctValues(day: string, limit: number): Promise<Record<BoundedDimension, string[]>> {
      const views = db
        .selectFrom('analytics_events')
        .where('day', '=', day)
        .where('kind', '=', 'view')
      const [paths, referrers, campaigns] = await Promise.all([
        views.select('path').distinct().where('path', 'is not', null).limit(limit).execute(),
        views
          .select('referrer')
          .distinct()
          .where('referrer', 'is not', null)
          .limit(limit)
          .execute(),
        views
          .select(['utm_source', 'utm_medium', 'utm_campaign'])
          .distinct()
          .where((eb) =>
            eb.or([
              eb('utm_source', 'is not', null),
              eb('utm_medium', 'is not', null),
              eb('utm_campaign', 'is not', null),
            ]),
          )
          .limit(limit)
          .execute(),
      ])
      return {
        path: paths.map((row) => row.path!),
        referrer: referrers.map((row) => row.referrer!),
        campaign: campaigns.map((row) =>
          campaignValue(row.utm_source, row.utm_medium, row.utm_campaign),
        ),
      }
    },

    /** Distinct visitors whose last view is at most LIVE_WINDOW_MINUTES old. */
    async live(now = Date.now()): Promise<number> {
      const since = new Date(now - LIVE_WINDOW_MINUTES * 60_000).toISOString()
      const row = await db
        .selectFrom('analytics_events')
        .where('kind', '=', 'view')
        .where('at', '>=', since)
        .select((eb) => eb.fn.count<number | string>('visitor').distinct().as('visitors'))
        .executeTakeFirst()
      return Number(row?.visitors ?? 0)
    },

    /**
     * Rolls every finished day up into the daily table: the days before yesterday (a view counted
     * at 23:59:59 may still be on its way from another instance's batch). A day is written whole
     * in one transaction, once: two instances at once keep the first one's rows. A day whose events
     * changed since (ROLLED_FROM: a batch more than a day late) is written again, whole, in one
     * transaction. Then events past `eventDays` and totals past `dailyDays` go.
     */
    async rollUpAndPrune(today: string): Promise<number> {
      const before = addDays(today, -1)
      const rolled = db.selectFrom('analytics_daily').select('day').where('dimension', '=', 'total')
      const [signatures, written] = await Promise.all([
        db
          .selectFrom('analytics_events')
          .select((eb) => [
            'day',
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.max('id').as('newest'),
          ])
          .where('day', '<', before)
          .groupBy('day')
          .execute(),
        db
          .selectFrom('analytics_daily')
          .select(['day', 'dimension', 'views', 'visitors'])
          .where('day', '<', before)
          .where('dimension', 'in', ['total', ROLLED_FROM])
          .execute(),
      ])
      const totals = new Set(written.filter((row) => row.dimension === 'total').map((r) => r.day))
      const marks = new Map(
        written
          .filter((row) => row.dimension === ROLLED_FROM)
          .map((row) => [row.day, { count: Number(row.views), newest: Number(row.visitors) }]),
      )
      let days = 0
      for (const signature of signatures) {
        const { day } = signature
        const count = Number(signature.count)
        const newest = Number(signature.newest)
        const mark = marks.get(day)
        const late = mark !== undefined && (mark.count !== count || mark.newest !== newest)
        if (totals.has(day) && !late) {
          // Rolled up before the roll-up noted its events: noted now, so a late one shows.
          if (!mark) await writeDay([markOf(day, count, newest)], false)
          continue
        }
        const rows = await figuresFromEvents(day, day)
        if (!rows.some((row) => row.dimension === 'total'))
          rows.push({ day, dimension: 'total', value: '', views: 0, visitors: 0 })
        const events = rows
          .filter((row) => row.dimension === 'total' || row.dimension === 'messages')
          .reduce((sum, row) => sum + row.views, 0)
        // Fewer events than noted: another instance is removing the day (the retention below).
        if (late && events < mark.count) continue
        rows.push(markOf(day, count, newest))
        await writeDay(rows, late)
        days++
      }
      await db
        .deleteFrom('analytics_events')
        .where('day', '<', addDays(today, -options.eventDays))
        .where('day', 'in', rolled)
        .execute()
      await db
        .deleteFrom('analytics_daily')
        .where('day', '<', addDays(today, -options.dailyDays))
        .execute()
      return days
    },
  }
}
export type AnalyticsStore = ReturnType<typeof analyticsStore>
