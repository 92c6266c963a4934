import { Readable } from 'node:stream'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  ANALYTICS_MESSAGES,
  AnalyticsQuery,
  AnalyticsResponse,
  AnalyticsSettings,
  AnalyticsSettingsResponse,
  MAX_REPORT_DAYS,
  PageViewInput,
  type AnalyticsReport,
} from '@contract/analytics.ts'
import { errorResponses } from '@contract/common.ts'
import { errors } from '@/errors.ts'
import { AUTH_HEADER } from '@contract/limits.ts'
import { sessionOwner } from '@/plugins/access-control.ts'
import { verifyOwnerToken } from '../account/owner-token.ts'
import { campaignParts } from './analytics-store.ts'
import { addDays, dayCount, dayIn, FIRST_DAY, isRealDay, isTimeZone, today } from './days.ts'
import { publicPages } from '../web-host/public-pages.ts'
import { dailyValues } from './daily-values.ts'
import {
  describe,
  headerValue,
  referrerHost,
  refusalOf,
  reportedPage,
  visitorHash,
} from './page-view.ts'
import { pageTitles } from './page-titles.ts'

const tags = ['Analytics']

/** How often finished days are rolled up and old figures removed. */
const ROLLUP_MS = 60 * 60 * 1000

/** Days of the CSV read at a time. */
const CSV_DAYS = 92

const ACCEPTED = { success: true as const }

/**
 * Visitor analytics: the islands script reports a shown public page; the owner reads
 * the figures. Counting rules are in page-view.ts, storage in analytics-store.ts, docs/privacy.md
 * says what is kept.
 */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { analytics, analyticsEvents } = app.repositories
  const ownHosts = [new URL(app.config.publicUrl).hostname.replace(/^www\./, '')]
  const pages = publicPages(app)
  const kept = dailyValues(analytics)

  // Only this module's routes are limited this way (in memory, per address, per instance).
  await app.register(rateLimit, { global: false })

  /**
   * The owner's own visit: a valid token in the report. Checked quietly (ownerOf would log a
   * refused token with the address); a stale token is a visitor like any other.
   */
  async function isOwnerVisit(request: FastifyRequest): Promise<boolean> {
    const token = headerValue(request.headers, AUTH_HEADER)
    if (!token) return false
    try {
      const claims = await verifyOwnerToken(app.authKey, token)
      return (await sessionOwner(app, claims)) !== undefined
    } catch {
      return false
    }
  }

  app.post(
    '/api/analytics/views',
    {
      config: {
        access: 'public',
        // The address and user agent never reach the analytics' own log lines.
        logAddress: false,
        rateLimit: {
          max: app.config.analyticsViewsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.clientKey,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            errors.tooManyRequests(ANALYTICS_MESSAGES.tooManyViews, context.ttl / 1000),
        },
      },
      schema: {
        tags,
        summary: 'Report that a public page was shown (the islands script calls it)',
        description: `Answers 202 whether the view is counted or not. Not counted: bots and link-preview fetchers, prefetch and prerender, a page that is not a public page, Do Not Track or Global Privacy Control (unless switched off in the settings), the owner's own visits (unless switched on). At most ${app.config.analyticsViewsPerMinute} a minute per address (ANALYTICS_VIEWS_PER_MINUTE). Nothing identifying is stored: docs/privacy.md.`,
        body: PageViewInput,
        response: {
          202: Type.Object({ success: Type.Literal(true) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.code(202).header('cache-control', 'no-store')
      const settings = await analytics.settings()
      if (refusalOf(request.headers, settings.respectDoNotTrack)) return ACCEPTED
      const reported = reportedPage(request.body.page)
      if (!reported) return ACCEPTED
      if (!settings.countOwnVisits && (await isOwnerVisit(request))) return ACCEPTED
      // Only a page the site has, by its own address however the report spelled it.
      const page = await pages.at(reported.pathname)
      if (!page) return ACCEPTED
      const agent = headerValue(request.headers, 'user-agent')
      const now = new Date()
      const day = today(settings.timeZone, now.getTime())
      const salt = await analytics.saltFor(day)
      const { device, browser } = describe(agent)
      const values = await kept.bound(day, {
        path: page.path,
        referrer: referrerHost(request.body.referrer, ownHosts),
        utm_source: reported.utmSource,
        utm_medium: reported.utmMedium,
        utm_campaign: reported.utmCampaign,
      })
      analyticsEvents.record({
        at: now.toISOString(),
        day,
        kind: 'view',
        visitor: visitorHash(salt, request.clientKey, agent),
        ...values,
        device,
        browser,
      })
      return ACCEPTED
    },
  )

  /** The asked range, checked: `to` is today when not given, `from` is `to` when not given. */
  async function range(query: AnalyticsQuery) {
    const { timeZone } = await analytics.settings()
    const to = query.to ?? today(timeZone)
    const from = query.from ?? to
    for (const day of [from, to]) {
      // The pattern allows year 0000, which comes before the calendar.
      if (day < FIRST_DAY) throw errors.badRequest(ANALYTICS_MESSAGES.outsideCalendar)
      if (!isRealDay(day)) throw errors.badRequest(`${day} is not a calendar day`)
    }
    if (from > to) throw errors.badRequest(ANALYTICS_MESSAGES.rangeReversed)
    if (dayCount(from, to) > MAX_REPORT_DAYS)
      throw errors.badRequest(ANALYTICS_MESSAGES.rangeTooLong)
    // Views still waiting in this instance's batch are part of the answer.
    await analyticsEvents.flush()
    return { from, to, timeZone }
  }

  const rangeSchema = { querystring: AnalyticsQuery }

  app.get(
    '/api/analytics',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        ...rangeSchema,
        summary: 'Views and visitors of the public pages, per day and by page, source and device',
        description:
          'Dates are days in the time zone of the analytics settings, both included: `to` is today when omitted, `from` is `to` when omitted (so neither: today). Visitors are counted per day (the same person on two days counts twice: nothing links one day to the next). `previous` is the same number of days just before.',
        response: { 200: AnalyticsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { from, to, timeZone } = await range(request.query)
      const length = dayCount(from, to)
      const previousFrom = addDays(from, -length)
      const previousTo = addDays(from, -1)
      const [report, previous, live] = await Promise.all([
        analytics.report(from, to),
        analytics.totals(previousFrom, previousTo),
        analytics.live(),
      ])
      const titles = await pageTitles(
        app.database.db,
        report.tops.path.map((page) => page.value),
      )
      const data: AnalyticsReport = {
        views: report.views,
        visitors: report.visitors,
        daily: report.daily,
        pages: report.tops.path.map(({ value, views, visitors }) => ({
          path: value,
          title: titles.get(value) ?? value,
          views,
          visitors,
        })),
        referrers: report.tops.referrer.map(({ value, visitors }) => ({ source: value, visitors })),
        campaigns: report.tops.campaign.map(({ value, visitors }) => {
          const [source, medium, campaign] = campaignParts(value)
          return { source, medium, campaign, visitors }
        }),
        devices: report.tops.device.map(({ value, visitors }) => ({
          type: value as AnalyticsReport['devices'][number]['type'],
          visitors,
        })),
        browsers: report.tops.browser.map(({ value, visitors }) => ({ name: value, visitors })),
        messages: report.messages,
        from,
        to,
        timeZone,
        previous: {
          from: previousFrom,
          to: previousTo,
          views: previous.views,
          visitors: previous.visitors,
        },
        live,
      }
      return { success: true as const, data }
    },
  )

  app.get(
    '/api/analytics/export',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        ...rangeSchema,
        summary: 'The daily views and visitors of a range, as CSV',
        description: 'Columns `date,views,visitors`, one row per day of the range.',
        response: {
          200: {
            description: 'The daily table',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = await range(request.query)
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audience-${from}-to-${to}.csv"`)
          .header('cache-control', 'no-store')
          // Fastify pipes a stream as it is; the schema's string describes the text it yields.
          .send(Readable.from(csvLines(from, to)) as unknown as string)
      )
    },
  )

  /**
   * The CSV's lines, a stretch of days at a time: years of days are never one string in memory,
   * and the answer starts before the last stretch is read.
   */
  async function* csvLines(from: string, to: string) {
    yield 'date,views,visitors\r\n'
    for (let start = from; start <= to; start = addDays(start, CSV_DAYS)) {
      const end = addDays(start, CSV_DAYS - 1)
      const { daily } = await analytics.totals(start, end < to ? end : to)
      yield daily.map((d) => `${d.date},${d.views},${d.visitors}\r\n`).join('')
    }
  }

  const settingsAnswer = async () => ({
    success: true as const,
    data: await analytics.settings(),
    timeZones: Intl.supportedValuesOf('timeZone'),
  })

  app.get(
    '/api/analytics/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'What is counted and in which time zone',
        response: { 200: AnalyticsSettingsResponse, ...errorResponses },
      },
    },
    settingsAnswer,
  )

  app.put(
    '/api/analytics/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change what is counted and the time zone of the days',
        body: AnalyticsSettings,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: AnalyticsSettings,
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!isTimeZone(request.body.timeZone))
        throw errors.badRequest(ANALYTICS_MESSAGES.unknownTimeZone(request.body.timeZone))
      await analytics.saveSettings(request.body)
      return {
        success: true as const,
        data: await analytics.settings(),
        message: ANALYTICS_MESSAGES.settingsSaved,
      }
    },
  )

  async function rollUp() {
    const { timeZone } = await analytics.settings()
    await analyticsEvents.flush()
    const days = await analytics.rollUpAndPrune(dayIn(timeZone))
    if (days > 0) app.log.info({ event: 'analytics_rolled_up', days }, 'analytics days rolled up')
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', rollUp)
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      rollUp().catch((error: unknown) => app.log.error({ err: error }, 'analytics roll-up failed'))
    }, ROLLUP_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
