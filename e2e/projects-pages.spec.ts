import type { Page } from '@playwright/test'
import { expect, ownerToken, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * The projects page in pages (/projects/page/N): 30 projects more than the demo's, so page 2
 * exists; a server of its own, since it adds content.
 */
// The page past the last is asked for on purpose: its 404 is the one console error allowed.
test.use({ freshServer: true, allowedConsoleErrors: /status of 404 \(Not Found\)/ })

const SHOTS = process.env.SHOTS_DIR

/** A 1×1 PNG: each added project's required image (the same one, stored once). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function addProjects(page: Page, count: number) {
  const headers = { 'auth-token': await ownerToken(page) }
  for (let n = 1; n <= count; n++) {
    const response = await page.request.post('/api/project/addproject', {
      headers,
      multipart: {
        title: `Side project ${n}`,
        desc: `A small tool, number ${n}.`,
        tools: 'TypeScript, SQLite',
        github: '',
        live: '',
        image: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL },
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
}

/** Languages German and Arabic, so the pages have versions under /de/ and /ar/. */
async function offerArabic(page: Page) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, languages: { default: 'en', additional: ['ar'] }, published: true },
  })
  expect(saved.ok()).toBe(true)
}

test('the projects come in pages with a labelled pager, reachable by keyboard, in both modes and right to left', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await addProjects(page, 30)
  await offerArabic(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })

  await page.goto('/projects')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0)
  // Page 2 by keyboard: the pager's links are in the tab order.
  const next = pager.getByRole('link', { name: 'Next' })
  for (
    let i = 0;
    i < 200 && !(await next.evaluate((link) => link === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(next).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/page\/2$/)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/projects')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/projects\/page\/2$/,
  )
  await expect(page).toHaveTitle(/Projects, page 2/)

  const past = await page.goto('/projects/page/3')
  expect(past?.status()).toBe(404)

  for (const [width, height, device] of [
    [390, 844, 'phone'],
    [1440, 900, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height })
    for (const mode of ['dark', 'light'] as const) {
      await test.step(`page 2 on a ${device} in ${mode} mode`, async () => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto('/projects/page/2')
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        await expectNoAxeViolations(page)
        if (SHOTS) {
          await pager.scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${SHOTS}/paging-${device}-${mode}.png` })
        }
      })
    }
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/projects/page/2')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const arabicPager = page.getByRole('navigation', { name: 'التنقل بين الصفحات' })
  await expect(arabicPager.locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/ar/projects/page/2',
  )
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  if (SHOTS) {
    await arabicPager.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/paging-phone-rtl.png` })
  }
})
