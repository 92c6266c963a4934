import { FAILING_YEAR } from './support/fake-contributions.ts'
import { expect, open, test } from './support/test.ts'

// Sections slide in as they scroll into view; the graph's tests click, so nothing should move.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const currentYear = new Date().getFullYear()

test('the graph offers the years from 2023, shows the current one, and switches on click', async ({
  page,
}) => {
  await open(page, '/')
  const graph = page.getByRole('region', { name: /GitHub contributions/ })
  const years = graph.getByRole('group', { name: 'Year' }).getByRole('button')
  const expected: string[] = []
  for (let year = currentYear; year >= 2023; year--) expected.push(String(year))
  await expect(years).toHaveText(expected)
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

test('the graph keeps its space: nothing below it moves while it loads', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/contributions*', async (route) => {
    await held
    await route.continue()
  })
  await open(page, '/')
  const graph = page.getByRole('region', { name: /GitHub contributions/ })
  await expect(graph.getByRole('status', { name: 'Loading contributions' })).toBeVisible()
  const contact = page.locator('section#contact')
  const before = await contact.evaluate(
    (element) => element.getBoundingClientRect().top + window.scrollY,
  )
  release()
  await expect(graph.locator('svg rect[data-date]').first()).toBeVisible()
  const after = await contact.evaluate(
    (element) => element.getBoundingClientRect().top + window.scrollY,
  )
  expect(after).toBe(before)
})

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
