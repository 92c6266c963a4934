import { Type, type Static } from 'typebox'
import { FIRST_DAY, LAST_DAY } from './calendar-days.ts'

/**
 * Visitor analytics: cookie-free page views counted inside the product. What is stored
 * and what is not is docs/privacy.md; how a view is counted is server/modules/analytics/README.md.
 */

/** Days the raw page views are kept unless ANALYTICS_EVENT_DAYS says otherwise. */
export const DEFAULT_ANALYTICS_EVENT_DAYS = 30
/** Days the daily totals are kept unless ANALYTICS_DAILY_DAYS says otherwise (two years). */
export const DEFAULT_ANALYTICS_DAILY_DAYS = 730
/** "Visitors right now": distinct visitors whose last view is at most this old. */
export const LIVE_WINDOW_MINUTES = 5
/** The longest range one report answers, in days (the daily totals' own limit). */
export const MAX_REPORT_DAYS = 731
/**
 * Page views one address may report a minute unless ANALYTICS_VIEWS_PER_MINUTE says otherwise;
 * more answer 429 and are not counted.
 */
export const PAGE_VIEWS_PER_MINUTE = 60
/**
 * Distinct pages, referring sites and campaigns kept a day, each: a day's further ones are kept
 * as OTHER_VALUE, so reports made up by a client cannot fill the tables or the lists.
 */
export const DAILY_DISTINCT_VALUES = 200
export const OTHER_VALUE = 'Other'

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]
export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: 'Desktop',
  mobile: 'Phone',
  tablet: 'Tablet',
}

const DAY_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
const Day = (title: string) =>
  Type.String({
    pattern: DAY_PATTERN,
    title,
    errorMessage: `${title} must be a date written YYYY-MM-DD`,
  })

export const AnalyticsQuery = Type.Object(
  { from: Type.Optional(Day('From')), to: Type.Optional(Day('To')) },
  { additionalProperties: false },
)
export type AnalyticsQuery = Static<typeof AnalyticsQuery>

/** What the islands script reports when a public page is shown. */
export const PageViewInput = Type.Object(
  {
    /** The page's path and query string, as the address bar shows them. */
    page: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/', title: 'Page' }),
    /** document.referrer: only its host is kept. */
    referrer: Type.Optional(Type.String({ maxLength: 2048, title: 'Referrer' })),
  },
  { additionalProperties: false },
)
export type PageViewInput = Static<typeof PageViewInput>

const Counted = { views: Type.Integer(), visitors: Type.Integer() }

export const AnalyticsReport = Type.Object({
  views: Type.Integer(),
  visitors: Type.Integer(),
  daily: Type.Array(Type.Object({ date: Type.String(), ...Counted })),
  /** Most viewed first; `title` names the page as it is titled today. */
  pages: Type.Array(Type.Object({ path: Type.String(), title: Type.String(), ...Counted })),
  /** Referring sites by host; visits with no referrer (typed, bookmarked) are not listed. */
  referrers: Type.Array(Type.Object({ source: Type.String(), visitors: Type.Integer() })),
  campaigns: Type.Array(
    Type.Object({
      source: Type.String(),
      medium: Type.String(),
      campaign: Type.String(),
      visitors: Type.Integer(),
    }),
  ),
  devices: Type.Array(
    Type.Object({
      type: Type.Unsafe<DeviceType>({ type: 'string', enum: [...DEVICE_TYPES] }),
      visitors: Type.Integer(),
    }),
  ),
  browsers: Type.Array(Type.Object({ name: Type.String(), visitors: Type.Integer() })),
  /** Contact messages sent in the range. */
  messages: Type.Integer(),
  /** The range answered (the query's, or today), in the site's time zone. */
  from: Type.String(),
  to: Type.String(),
  timeZone: Type.String(),
  /** The same number of days just before `from`, to compare with. */
  previous: Type.Object({ from: Type.String(), to: Type.String(), ...Counted }),
  /** Distinct visitors in the last LIVE_WINDOW_MINUTES minutes. */
  live: Type.Integer(),
})
export type AnalyticsReport = Static<typeof AnalyticsReport>

export const AnalyticsResponse = Type.Object({
  success: Type.Literal(true),
  data: AnalyticsReport,
})

export const AnalyticsSettings = Type.Object(
  {
    timeZone: Type.String({
      minLength: 1,
      maxLength: 64,
      title: 'Time zone',
      description: 'Where your days start and end, for the daily figures',
    }),
    respectDoNotTrack: Type.Boolean({
      title: 'Respect “Do Not Track”',
      description:
        'Visitors whose browser sends Do Not Track or Global Privacy Control are not counted',
    }),
    countOwnVisits: Type.Boolean({
      title: 'Count my own visits',
      description:
        'Off: the pages you open in a browser signed in to this dashboard are not counted',
    }),
  },
  { additionalProperties: false },
)
export type AnalyticsSettings = Static<typeof AnalyticsSettings>

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  timeZone: 'UTC',
  respectDoNotTrack: true,
  countOwnVisits: false,
}

export const AnalyticsSettingsResponse = Type.Object({
  success: Type.Literal(true),
  data: AnalyticsSettings,
  /** Every time zone the server knows, for the dashboard's choice. */
  timeZones: Type.Optional(Type.Array(Type.String())),
})

export const ANALYTICS_MESSAGES = {
  settingsSaved: 'Audience settings saved',
  unknownTimeZone: (zone: string) => `“${zone}” is not a time zone this server knows`,
  rangeReversed: 'The start date is after the end date',
  rangeTooLong: `Choose at most ${MAX_REPORT_DAYS} days`,
  outsideCalendar: `Choose days from ${FIRST_DAY} to ${LAST_DAY}`,
  tooManyViews: 'Too many page views from this address; try again in a minute',
}
