import { DAILY_DISTINCT_VALUES, OTHER_VALUE } from '@contract/analytics.ts'
import { campaignValue, type AnalyticsStore, type BoundedDimension } from './analytics-store.ts'

/** What a counted view says that a client chose: its page, referring site and campaign. */
export interface ReportedValues {
  path: string
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

/**
 * A day keeps at most DAILY_DISTINCT_VALUES distinct pages, referring sites and campaigns each;
 * a further one is kept as OTHER_VALUE. The values a day already has are read once from the
 * database (a restart, or another instance's views, do not start the count again) and followed
 * in memory from then on.
 */
export function dailyValues(store: Pick<AnalyticsStore, 'distinctValues'>) {
  let current: { day: string; seen: Promise<Record<BoundedDimension, Set<string>>> } | undefined

  function seenOn(day: string) {
    if (current?.day !== day) {
      const seen = store.distinctValues(day, DAILY_DISTINCT_VALUES).then((values) => ({
        path: new Set(values.path.filter((value) => value !== OTHER_VALUE)),
        referrer: new Set(values.referrer.filter((value) => value !== OTHER_VALUE)),
        campaign: new Set(values.campaign),
      }))
      const reading = { day, seen }
      // A failed read is tried again by the next view.
      seen.catch(() => {
        if (current === reading) current = undefined
      })
      current = reading
    }
    return current.seen
  }

  /** `value` when the day may keep it, OTHER_VALUE when it already keeps as many others. */
  async function kept(day: string, dimension: BoundedDimension, value: string): Promise<string> {
    const seen = (await seenOn(day))[dimension]
    if (seen.has(value)) return value
    if (seen.size >= DAILY_DISTINCT_VALUES) return OTHER_VALUE
    seen.add(value)
    return value
  }

  return {
    /** The view's values as the day keeps them. */
    async bound(day: string, view: ReportedValues): Promise<ReportedValues> {
      const path = await kept(day, 'path', view.path)
      const referrer = view.referrer && (await kept(day, 'referrer', view.referrer))
      const { utm_source, utm_medium, utm_campaign } = view
      const campaign =
        utm_source || utm_medium || utm_campaign
          ? await kept(day, 'campaign', campaignValue(utm_source, utm_medium, utm_campaign))
          : undefined
      return campaign === OTHER_VALUE
        ? { path, referrer, utm_source: OTHER_VALUE, utm_medium: null, utm_campaign: null }
        : { path, referrer, utm_source, utm_medium, utm_campaign }
    },
  }
}
