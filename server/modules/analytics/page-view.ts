import crypto from 'node:crypto'
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import type { DeviceType } from '@contract/analytics.ts'
import { browserFamilies, OTHER_BROWSER } from '@/browser-families.ts'

/**
 * How one reported page view is judged and described (docs/privacy.md). Nothing here
 * keeps the address or the user agent: they go into a one-way hash with today's salt, and the
 * agent only into a device class and a browser family from a fixed list (browser-families.ts).
 */

type Headers = Record<string, string | string[] | undefined>

/** One header's value as text ('' when absent; the first when repeated). */
export const headerValue = (headers: Headers, name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Why a view is not counted, or undefined when it is. */
export type Refusal = 'bot' | 'prefetch' | 'do-not-track'

export interface Described {
  device: DeviceType
  browser: string
}

/**
 * What a user agent says, worked out once per agent: browsers send the same few agents again and
 * again, and isbot's and bowser's parsing was most of a page view's cost (docs/performance.md).
 * Kept in memory only, like every other per-request value.
 */
const agents = new LRUCache<string, Described | 'bot'>({ max: 1000 })

function judgeAgent(agent: string): Described | 'bot' {
  let known = agents.get(agent)
  if (known === undefined) {
    // No agent at all is a script, not a browser; isbot knows crawlers and link-preview fetchers.
    known = agent === '' || isbot(agent) ? 'bot' : describeAgent(agent)
    agents.set(agent, known)
  }
  return known
}

export function refusalOf(headers: Headers, respectDoNotTrack: boolean): Refusal | undefined {
  if (judgeAgent(headerValue(headers, 'user-agent')) === 'bot') return 'bot'
  const purpose = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']
    .map((name) => headerValue(headers, name))
    .join(' ')
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch'
  if (
    respectDoNotTrack &&
    (headerValue(headers, 'dnt') === '1' || headerValue(headers, 'sec-gpc') === '1')
  )
    return 'do-not-track'
  return undefined
}

export interface ReportedPage {
  /** The address's path as sent, still percent-encoded (web-host/public-pages.ts decodes it). */
  pathname: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

const UTM_MAX = 100

const utm = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim().slice(0, UTM_MAX)
  return value ? value : null
}

/** The page a report names, when it is an address on this site, and its campaign from the query. */
export function reportedPage(page: string): ReportedPage | undefined {
  let url: URL
  try {
    url = new URL(page, 'http://site.invalid')
  } catch {
    return undefined
  }
  if (url.host !== 'site.invalid') return undefined
  return {
    pathname: url.pathname,
    utmSource: utm(url.searchParams, 'utm_source'),
    utmMedium: utm(url.searchParams, 'utm_medium'),
    utmCampaign: utm(url.searchParams, 'utm_campaign'),
  }
}

/** The referring site's host (without `www.`), or null for none, a non-web page or this site. */
export function referrerHost(referrer: string | undefined, ownHosts: string[]): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (host === '' || ownHosts.includes(host)) return null
  return host.slice(0, 253)
}

/** Device class and browser family of a browser's agent (refusalOf has ruled out bots). */
export function describe(agent: string): Described {
  const known = judgeAgent(agent)
  return known === 'bot' ? { device: 'desktop', browser: OTHER_BROWSER } : known
}

/** Device class and browser family: all the user agent leaves behind. */
function describeAgent(agent: string): Described {
  const { device, browser } = browserFamilies(agent)
  return { device, browser }
}

/**
 * Who the visitor is today and only today: a keyed hash of the address (as the per-address limits
 * take it) and the user agent. The salt is replaced every day and the old one deleted, so the same
 * person tomorrow is someone else, and no hash can be traced back to an address.
 */
export function visitorHash(salt: string, clientKey: string, agent: string): string {
  return crypto
    .createHmac('sha256', salt)
    .update(clientKey)
    .update('\n')
    .update(agent)
    .digest('base64url')
    .slice(0, 16)
}
