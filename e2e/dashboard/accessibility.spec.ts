import type { Page } from '@playwright/test'
import { expectNoAxeViolations, switchToLightMode } from '../support/test.ts'
import { expect, openDashboard, test } from '../fixtures/dashboard.ts'
import { DASHBOARD_PAGES } from '../support/dashboard-pages.ts'

// Each test goes through several pages or checks a page twice (the site settings' preview is a
// whole home page inside it) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 })

/** A reset token the page can decode (the server would refuse it; axe only reads the page). */
const READABLE_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(
    JSON.stringify({ purpose: 'reset', user: { name: 'Alex Doe', email: 'owner@example.com' } }),
  ).toString('base64url'),
  'signature',
].join('.')

async function prepare(page: Page, mode: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The top window only: the Résumé page frames its PDF preview, whose viewer has no storage.
  await page.addInitScript((theme) => {
    if (window.top === window) localStorage.setItem('theme', theme)
  }, mode)
}

for (const path of DASHBOARD_PAGES) {
  test(`axe finds no violations on /dashboard/${path}, dark then light`, async ({ page }) => {
    await prepare(page, 'dark')
    await openDashboard(page, `/dashboard/${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Nothing is still loading.
    await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await switchToLightMode(page)
    await expectNoAxeViolations(page)
  })
}

for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} mode`, () => {
    test('axe finds no violations on /login and /reset-password', async ({ page }) => {
      await prepare(page, mode)
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.goto(`/reset-password?token=${READABLE_TOKEN}`)
      await expect(page.getByText('owner@example.com')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('axe finds no violations with an edit drawer open', async ({ page }) => {
      await prepare(page, mode)
      await openDashboard(page, '/dashboard/manageedu')
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test('owner pages are marked noindex', async ({ page }) => {
  const response = await page.goto('/login')
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
