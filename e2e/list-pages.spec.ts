import type { Page } from '@playwright/test'
import { expect, ownerToken, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * Lists on pages of their own (contract/list-pages.ts): 25 testimonials more than the demo's fill
 * /about/testimonials and its page 2, 8 certificates more /skills/certificates; /about and
 * /skills show the first 6 of each. A server of its own, since it adds content.
 */
// The page past the last is asked for on purpose: its 404 is the one console error allowed.
test.use({ freshServer: true, allowedConsoleErrors: /status of 404 \(Not Found\)/ })

const SHOTS = process.env.SHOTS_DIR

async function addLists(page: Page) {
  const headers = { 'auth-token': await ownerToken(page) }
  for (let n = 1; n <= 25; n++) {
    const response = await page.request.post('/api/testimonials', {
      headers,
      multipart: {
        quote: `Working with them on release ${n} was calm and quick.`,
        name: `Colleague ${n}`,
        role: 'Engineer',
        company: 'Acme',
        link: '',
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  const certificates = await page.request.post('/api/cer/addcertificate', {
    headers,
    data: Array.from({ length: 8 }, (_, index) => ({
      title: `Course ${index + 1}`,
      desc: 'What the course covered.',
      date: '10-08-2023',
      platform: 'Course site',
      label: 'Cloud',
      doc: '',
    })),
  })
  expect(certificates.ok(), await certificates.text()).toBe(true)
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, languages: { default: 'en', additional: ['ar'] }, published: true },
  })
  expect(saved.ok()).toBe(true)
}

/** How many records a list holds now, as its API answers. */
async function countOf(page: Page, collection: string) {
  return ((await (await page.request.get(collection)).json()) as { data: unknown[] }).data.length
}

test('/about and /skills show the first few of a long list, the rest on pages of its own, in both modes and right to left', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await addLists(page)
  const testimonialCount = await countOf(page, '/api/testimonials')
  const certificateCount = await countOf(page, '/api/certificates')
  expect(testimonialCount).toBeGreaterThan(20)
  expect(testimonialCount).toBeLessThanOrEqual(40)
  expect(certificateCount).toBeLessThanOrEqual(24)
  await page.emulateMedia({ reducedMotion: 'reduce' })

  await page.goto('/about')
  const testimonials = page.getByRole('region', { name: 'Testimonials' })
  await expect(testimonials.getByRole('blockquote')).toHaveCount(6)
  await testimonials.getByRole('link', { name: 'See More Testimonials' }).click()
  await expect(page).toHaveURL(/\/about\/testimonials$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  await expect(page.getByRole('blockquote')).toHaveCount(20)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/about\/testimonials\/page\/2$/)
  await expect(page.getByRole('blockquote')).toHaveCount(testimonialCount - 20)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/about\/testimonials\/page\/2$/,
  )
  await expect(page).toHaveTitle(/Testimonials, page 2/)
  expect((await page.goto('/about/testimonials/page/3'))?.status()).toBe(404)
  // A list is paged under its own page only.
  expect((await page.goto('/about/skills'))?.status()).toBe(404)
  expect((await page.goto('/skills/testimonials'))?.status()).toBe(404)

  await page.goto('/skills')
  const certifications = page.getByRole('region', { name: 'Certifications' })
  await expect(certifications.getByRole('listitem')).toHaveCount(6)
  await certifications.getByRole('link', { name: 'See More Certifications' }).click()
  await expect(page).toHaveURL(/\/skills\/certificates$/)
  await expect(
    page.getByRole('region', { name: 'Certifications' }).getByRole('heading', { level: 2 }),
  ).toHaveCount(certificateCount)

  for (const [width, height, device] of [
    [390, 844, 'phone'],
    [1440, 900, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height })
    for (const mode of ['dark', 'light'] as const) {
      await test.step(`the list pages on a ${device} in ${mode} mode`, async () => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto('/about/testimonials/page/2')
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        await expectNoAxeViolations(page)
        if (SHOTS) {
          await pager.scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${SHOTS}/scale2-testimonials-${device}-${mode}.png` })
        }
        await page.goto('/about')
        await expectNoAxeViolations(page)
        if (SHOTS) {
          await page.getByRole('link', { name: 'See More Testimonials' }).scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${SHOTS}/scale2-about-${device}-${mode}.png` })
        }
        await page.goto('/skills/certificates')
        await expectNoAxeViolations(page)
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/scale2-certificates-${device}-${mode}.png` })
      })
    }
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/about/testimonials/page/2')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const arabicPager = page.getByRole('navigation', { name: 'التنقل بين الصفحات' })
  await expect(arabicPager.locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/ar/about/testimonials/page/2',
  )
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/scale2-testimonials-phone-rtl.png` })
})
