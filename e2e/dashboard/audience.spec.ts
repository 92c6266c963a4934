import fs from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, openDashboard, ownerToken, storeToken, test } from '../fixtures/dashboard.ts'

// The figures are the whole site's: a server of its own, no other test's visits in them.
test.use({ freshServer: true })
// Six browsers, a fresh server and two axe passes: generous on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 })

const AGENTS = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

/** A browser of its own: its user agent, its address (the server trusts X-Forwarded-For here). */
async function visitor(
  browser: Browser,
  baseURL: string,
  agent: string,
  address: string,
  headers: Record<string, string> = {},
) {
  const context = await browser.newContext({
    baseURL,
    userAgent: agent,
    extraHTTPHeaders: { 'x-forwarded-for': address, ...headers },
  })
  return { context, page: await context.newPage() }
}

/** Opens a public page and waits until it has reported being shown. */
async function show(page: Page, path: string, referer?: string) {
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/views') && response.status() === 202,
  )
  await page.goto(path, referer ? { referer } : {})
  await reported
}

const rowsOf = (page: Page, list: string) =>
  page.getByRole('region', { name: list }).locator('tbody tr')

test('public pages opened in several browsers show up on the Audience page; bots, Do Not Track, errors and the owner do not', async ({
  page,
  browser,
  server,
}) => {
  const a = await visitor(browser, server.url, AGENTS.chromeMac, '198.51.100.1')
  await show(a.page, '/', 'https://news.ycombinator.com/item?id=1')
  await show(a.page, '/projects')

  const b = await visitor(browser, server.url, AGENTS.safariIphone, '198.51.100.2')
  await show(b.page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch')
  await show(b.page, '/about')

  const c = await visitor(browser, server.url, AGENTS.firefoxWindows, '198.51.100.3')
  await show(c.page, '/contact')
  // A page that does not exist is not a page view: it carries no mark to report.
  const missing = await c.page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(c.page.locator('[data-page-view]')).toHaveCount(0)

  const bot = await visitor(browser, server.url, AGENTS.googlebot, '198.51.100.4')
  await show(bot.page, '/')
  const private_ = await visitor(browser, server.url, AGENTS.chromeMac, '198.51.100.5', {
    DNT: '1',
  })
  await show(private_.page, '/')
  // The owner, signed in in this browser, reading their own site.
  const owner = await visitor(browser, server.url, AGENTS.chromeMac, '198.51.100.6')
  await storeToken(owner.page, await ownerToken(owner.page))
  await show(owner.page, '/projects')

  await openDashboard(page, '/dashboard/audience')
  await expect(page.getByRole('heading', { name: 'Audience', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')

  const stat = (label: string) =>
    page.locator('.audience-stat').filter({ hasText: label }).locator('.audience-stat-value')
  await expect(stat('Visitors')).toHaveText('3')
  await expect(stat('Page views')).toHaveText('5')
  await expect(page.getByRole('status').filter({ hasText: 'in the last 5 minutes' })).toHaveText(
    '3 visitors in the last 5 minutes',
  )

  await expect(rowsOf(page, 'Top pages')).toHaveText([
    // Title, address, visitors, views.
    /^Home\s*\/\s*2\s*2$/,
    /^About\s*\/about\s*1\s*1$/,
    /^Contact\s*\/contact\s*1\s*1$/,
    /^Projects\s*\/projects\s*1\s*1$/,
  ])
  await expect(rowsOf(page, 'Referrers')).toHaveText([/^news\.ycombinator\.com\s*1$/])
  await expect(rowsOf(page, 'Campaigns')).toHaveText([/^newsletter \/ email \/ launch\s*1$/])
  await expect(rowsOf(page, 'Devices')).toHaveText([/^Desktop\s*2$/, /^Phone\s*1$/])
  await expect(rowsOf(page, 'Browsers')).toHaveText([
    /^Chrome\s*1$/,
    /^Safari\s*1$/,
    /^Firefox\s*1$/,
  ])

  // The chart's figures, as a table.
  await page.getByText('Show the figures as a table').click()
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date())
  const day = page.locator('.audience-table tbody tr').filter({
    has: page.locator(`time[datetime="${today}"]`),
  })
  await expect(day.locator('td')).toHaveText(['5', '3'])
  await expectNoAxeViolations(page)

  // The same figures as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download daily figures (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`audience-${today}-to-${today}.csv`)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv).toBe(`date,views,visitors\r\n${today},5,3\r\n`)

  // Light mode reads as well (the figures' colours, the chart).
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(stat('Visitors')).toHaveText('3')
  await expectNoAxeViolations(page)

  for (const opened of [a, b, c, bot, private_, owner]) await opened.context.close()
})

test.describe('a site nobody has visited', () => {
  test.use({ seedDemo: false })

  test('says what will appear, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDashboard(page, '/dashboard/audience')
    await expect(
      page.getByRole('heading', { name: 'No visits counted in this period yet' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Referrers' })).toContainText(
      'Sites whose links bring people here will be listed here.',
    )
    await page.getByRole('button', { name: 'Last 30 days' }).click()
    await expect(page).toHaveURL(/period=30d/)
    await page.getByRole('button', { name: 'Range' }).click()
    await expect(page.getByRole('form', { name: 'Choose a range' })).toBeVisible()
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    expect(overflow).toBe(false)
  })
})
