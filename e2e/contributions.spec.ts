import { FAILING_YEAR, FIRST_ACCOUNT_YEAR } from './support/fake-contributions.ts'
import { expect, open, test } from './support/test.ts'

// Sections slide in as they scroll into view; the graph's tests click, so nothing should move.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const currentYear = new Date().getFullYear()

/** The buttons' years, newest first, from the account's first year. */
function yearsFrom(first: number): string[] {
  const years: string[] = []
  for (let year = currentYear; year >= first; year--) years.push(String(year))
  return years
}

test('the graph offers the years the account has, shows the current one, and switches on click', async ({
  page,
}) => {
  await open(page, '/')
  const graph = page.getByRole('region', { name: /GitHub contributions/ })
  const years = graph.getByRole('group', { name: 'Year' }).getByRole('button')
  await expect(years).toHaveText(yearsFrom(FIRST_ACCOUNT_YEAR))
  await expect(graph.getByRole('button', { name: String(currentYear) })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(graph.locator('svg rect[data-date]').first()).toHaveAttribute(
    'data-date',
    `${currentYear}-01-01`,
  )
  await expect(graph).toContainText(`contributions in ${currentYear}`)

  if (currentYear - 1 !== FAILING_YEAR) {
    await graph.getByRole('button', { name: String(currentYear - 1) }).click()
    await expect(graph.getByRole('button', { name: String(currentYear - 1) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(graph.locator('svg rect[data-date]').first()).toHaveAttribute(
      'data-date',
      `${currentYear - 1}-01-01`,
    )
  }
})

test('the graph follows the mode', async ({ page }) => {
  await open(page, '/')
  const graph = page.getByRole('region', { name: /GitHub contributions/ })
  const zero = graph.locator('svg rect[data-level="0"]').first()
  await expect(zero).toHaveAttribute('fill', '#1b2029')
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(zero).toHaveAttribute('fill', '#eceff4')
})

test('the oldest year is a click away, and shows', async ({ page }) => {
  await open(page, '/')
  const graph = page.getByRole('region', { name: /GitHub contributions/ })
  const oldest = graph.getByRole('button', { name: String(FIRST_ACCOUNT_YEAR) })
  await oldest.click()
  await expect(oldest).toBeInViewport()
  await expect(oldest).toHaveAttribute('aria-pressed', 'true')
  await expect(graph.locator('svg rect[data-date]').first()).toHaveAttribute(
    'data-date',
    `${FIRST_ACCOUNT_YEAR}-01-01`,
  )
})

test.describe("when the service cannot tell the account's years", () => {
  test.use({ allowedConsoleErrors: /status of 502/ })

  test('the graph offers the current year, and shows it', async ({ page }) => {
    await page.route('**/api/contributions/years', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The service is down' }),
      }),
    )
    await open(page, '/')
    const graph = page.getByRole('region', { name: /GitHub contributions/ })
    await expect(graph).toContainText(`contributions in ${currentYear}`)
    await expect(graph.getByRole('group', { name: 'Year' }).getByRole('button')).toHaveText([
      String(currentYear),
    ])
  })
})

test.describe('when the upstream fails', () => {
  test.use({ allowedConsoleErrors: /Contribution graph|status of 502/ })

  test('the graph says so in italics', async ({ page }) => {
    await open(page, '/')
    const graph = page.getByRole('region', { name: /GitHub contributions/ })
    await graph.getByRole('button', { name: String(FAILING_YEAR) }).click()
    const message = graph.getByText('Unable to fetch contribution data. See console.')
    await expect(message).toBeVisible()
    await expect(message).toHaveCSS('font-style', 'italic')
  })
})

for (const width of [1280, 900]) {
  test(`the graph keeps its space at ${width} px: nothing moves while it and its years load`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The calendar and the account's years both.
    await page.route('**/api/contributions**', async (route) => {
      await held
      await route.continue()
    })
    await open(page, '/')
    const graph = page.getByRole('region', { name: /GitHub contributions/ })
    await expect(graph.getByRole('status', { name: 'Loading contributions' })).toBeVisible()
    const calendar = graph.locator('[data-calendar]')
    const place = () =>
      Promise.all(
        [page.locator('section#contact'), calendar].map((element) =>
          element.evaluate((node) => {
            const box = node.getBoundingClientRect()
            return { top: box.top + window.scrollY, left: box.left, width: box.width }
          }),
        ),
      )
    const before = await place()
    release()
    await expect(graph.locator('svg rect[data-date]').first()).toBeVisible()
    await expect(graph.getByRole('button', { name: String(FIRST_ACCOUNT_YEAR) })).toBeAttached()
    expect(await place()).toEqual(before)
  })
}

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 768, height: 900 } })

  test('the graph is hidden and not loaded until the window is wider than 768 px', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/contributions')) requested.push(request.url())
    })
    await open(page, '/')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: /GitHub contributions/ })).toBeHidden()
    expect(requested).toEqual([])
    await page.setViewportSize({ width: 769, height: 900 })
    await expect(page.getByRole('region', { name: /GitHub contributions/ })).toBeVisible()
    // The region (with its skeleton) shows before the lazily loaded calendar starts its fetch.
    await expect.poll(() => requested.length).toBeGreaterThanOrEqual(1)
    expect(requested[0]).toContain(`y=${currentYear}`)
  })
})
