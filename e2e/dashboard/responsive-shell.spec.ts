import type { Page } from '@playwright/test'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { expect, openDashboard, test } from '../fixtures/dashboard.ts'
import { DASHBOARD_PAGES } from '../support/dashboard-pages.ts'

// Each test goes through every dashboard page (a list that grows with the route table) on a
// shared 2-core machine.
test.describe.configure({ timeout: 180_000 })

const PAGES = DASHBOARD_PAGES

/**
 * Controls a thumb can hit: every button, field and link that is not inside running text is at
 * least 44 px tall (WCAG 2.5.5), on a phone.
 */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main input:not([type=checkbox]):not([type=radio]), main select, main a, nav a, nav button, header button',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // Inside running text, or the drop zone's hidden input (the zone itself is the target).
        if (element.closest('p, .sr-only, .admin-dropzone')) return false
        return box.height < 43.5
      })
      .map(
        (element) =>
          `${element.outerHTML.slice(0, 90)} (${element.getBoundingClientRect().height}px)`,
      ),
  )
  expect(small, 'controls under 44 px tall').toEqual([])
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every page starts with the drawer closed and does not scroll sideways', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await openDashboard(page, `/dashboard/${path}`)
      // A bar with Menu, no rail: the page has the whole width.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden()
      expect((await page.getByRole('main').boundingBox())?.x).toBe(0)
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
    }
  })

  test('the drawer opens over the whole page and closes when a link is followed or on Escape', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    const panel = page.getByRole('navigation', { name: 'Dashboard' })
    await menu.click()
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(390)
    await expectTouchTargets(page)
    await panel.getByRole('link', { name: 'Skills', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/manageskills$/)
    await expect(panel).toBeHidden()

    await menu.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menu).toBeFocused()
    // A wider window shows the side panel itself, expanded.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(250)
  })
})

test('on a wide screen a collapsed panel stays collapsed on the next page load', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/adminprofile')
  const panel = page.getByRole('navigation', { name: 'Dashboard' })
  await page.getByRole('button', { name: 'Collapse menu' }).click()
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(65)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible()
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(65)
  await page.getByRole('button', { name: 'Expand menu' }).click()
  await page.reload()
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(250)
})

test.describe('on the narrowest phone and a laptop', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} no page scrolls sideways`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const path of PAGES) {
        await openDashboard(page, `/dashboard/${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoHorizontalScroll(page)
      }
    })
  }
})
