import Bowser from 'bowser'
import type { DeviceType } from '@contract/analytics.ts'

/**
 * What a User-Agent header is allowed to leave behind, for the analytics (docs/privacy.md) and
 * for the account log and the sessions list alike: a device class, a browser family and an
 * operating system from the fixed lists below, and a major version made of digits. A header is
 * any text a client likes to send; nothing of it is kept or shown but these.
 */

/** Browser families as bowser names them (the names already kept in the analytics). */
export const BROWSER_FAMILIES: ReadonlySet<string> = new Set([
  'Chrome',
  'Safari',
  'Firefox',
  'Microsoft Edge',
  'Opera',
  'Samsung Internet for Android',
  'Brave',
  'Vivaldi',
  'Chromium',
  'DuckDuckGo',
  'Yandex Browser',
  'UC Browser',
  'Internet Explorer',
  'Android Browser',
  'Amazon Silk',
  'Focus',
  'NAVER Whale Browser',
  'QQ Browser',
  'WeChat',
  'Epiphany',
  'LibreWolf',
  'Pale Moon',
  'SeaMonkey',
  'Electron',
])

/** Operating systems as bowser names them. */
export const SYSTEM_FAMILIES: ReadonlySet<string> = new Set([
  'Windows',
  'macOS',
  'iOS',
  'Android',
  'Linux',
  'Chrome OS',
  'HarmonyOS',
  'Windows Phone',
  'BlackBerry',
  'Tizen',
  'WebOS',
  'PlayStation 4',
  'Roku',
])

/** A browser outside BROWSER_FAMILIES. */
export const OTHER_BROWSER = 'Other'

export interface BrowserFamilies {
  device: DeviceType
  /** A name from BROWSER_FAMILIES, or OTHER_BROWSER. */
  browser: string
  /** The browser's major version (digits only), when it says one. */
  version: string | undefined
  /** A name from SYSTEM_FAMILIES, or undefined. */
  system: string | undefined
}

const UNKNOWN: BrowserFamilies = {
  device: 'desktop',
  browser: OTHER_BROWSER,
  version: undefined,
  system: undefined,
}

export function browserFamilies(agent: string): BrowserFamilies {
  // bowser throws on an empty header, and scripts (curl without -A, API clients) often send none.
  if (agent.trim() === '') return UNKNOWN
  const { browser, os, platform } = Bowser.parse(agent)
  const device: DeviceType =
    platform.type === 'mobile' || platform.type === 'tablet' ? platform.type : 'desktop'
  const known = browser.name !== undefined && BROWSER_FAMILIES.has(browser.name)
  const major = browser.version?.split('.')[0]
  return {
    device,
    browser: known ? browser.name! : OTHER_BROWSER,
    version: known && major && /^[0-9]{1,4}$/.test(major) ? major : undefined,
    system: os.name !== undefined && SYSTEM_FAMILIES.has(os.name) ? os.name : undefined,
  }
}

/** "Chrome 131 on macOS", "Other browser on Linux", "Unknown browser". */
export function describeBrowser(agent: string | undefined): string {
  const { browser, version, system } = browserFamilies(agent ?? '')
  if (browser !== OTHER_BROWSER)
    return `${[browser, version].filter(Boolean).join(' ')}${system ? ` on ${system}` : ''}`
  return system ? `Other browser on ${system}` : 'Unknown browser'
}
