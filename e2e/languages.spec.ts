import type { Page } from '@playwright/test'
import { expect, ownerToken, test } from './fixtures/dashboard.ts'
import {
  DEMO_CASE_STUDY_PAGES,
  DEMO_OWNER_PAGES,
  DEMO_POST_PAGES,
  DEMO_SECTION_PAGES,
  expectNoAxeViolations,
  PUBLIC_PAGES,
  SEARCH_PAGES,
} from './support/test.ts'

/**
 * The site's default language decides every public page's fixed texts, its lang and direction,
 * and how its dates are written (contract/messages, docs/languages.md). Each test sets it on a
 * server of its own.
 */
// The 404 page is visited on purpose: its answer's status is the one console error allowed.
test.use({ freshServer: true, allowedConsoleErrors: /status of 404 \(Not Found\)/ })

async function setDefaultLanguage(page: Page, language: string) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, languages: { default: language, additional: [] } },
  })
  expect(saved.ok()).toBe(true)
}

const ARABIC_PAGES = [
  ...PUBLIC_PAGES,
  ...SEARCH_PAGES,
  ...DEMO_OWNER_PAGES,
  ...DEMO_SECTION_PAGES,
  ...DEMO_CASE_STUDY_PAGES,
  ...DEMO_POST_PAGES,
  '/no-such-page',
]

async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('in Arabic every public page is right to left, in Arabic words, fits a 360 px phone and passes axe in both modes', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await setDefaultLanguage(page, 'ar')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const mode of ['dark', 'light'] as const) {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    for (const path of ARABIC_PAGES) {
      await test.step(`${path} in ${mode} mode`, async () => {
        await page.goto(path)
        const html = page.locator('html')
        await expect(html).toHaveAttribute('lang', 'ar')
        await expect(html).toHaveAttribute('dir', 'rtl')
        await expect(html).toHaveAttribute('data-theme', mode)
        if (path !== '/resume') {
          await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeAttached()
        }
        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0)
        await expectNoAxeViolations(page)
      })
    }
  }
})

test('in Arabic the home page says its fixed texts in Arabic, and its islands too', async ({
  page,
}) => {
  await setDefaultLanguage(page, 'ar')
  await page.goto('/')
  await expect(page.getByText('مرحبًا، أهلًا بك!')).toBeVisible()
  await expect(page.locator('#hero-title')).toContainText('اسمي')
  await expect(page.getByRole('heading', { name: 'المهارات والخبرات' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'عرض المزيد من المهارات' })).toBeVisible()
  // The Arabic letters' font is preloaded with the preset's own, and the page fetches no other
  // font file (the rarer letters' file only comes for text that has them).
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    const file = (href: string) => new URL(href, location.href).pathname.split('/').pop()!
    return {
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
      ].map((link) => file(link.href)),
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => file(entry.name))
        .filter((name) => name.endsWith('.woff2')),
    }
  })
  expect(fonts.preloaded[0]).toMatch(/^noto-sans-arabic-[\w-]{8}\.woff2$/)
  expect(new Set(fonts.fetched)).toEqual(new Set(fonts.preloaded))
  // The mode button's label comes from the page's JSON texts once the script runs.
  await page.getByRole('button', { name: 'التبديل إلى الوضع الفاتح' }).click()
  await expect(page.getByRole('button', { name: 'التبديل إلى الوضع الداكن' })).toBeVisible()
  // An empty form is refused in Arabic, beside each field.
  await page.getByRole('button', { name: 'إرسال' }).click()
  await expect(page.getByText('يرجى إدخال اسمك')).toBeVisible()
})

test('in German the pages say their fixed texts in German and write dates the German way', async ({
  page,
}) => {
  await setDefaultLanguage(page, 'de')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl')
  await expect(page.getByText('Hallo und herzlich willkommen!')).toBeVisible()
  await expect(page.locator('#hero-title')).toContainText('Ich heiße')
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached()
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached()
  await page.goto('/blog')
  await expect(page).toHaveTitle(/\| Blog$/)
  // "25. November 2026": day, full stop, the month's German name, year.
  await expect(page.locator('.post-meta time').first()).toHaveText(
    /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
  )
  await expect(page.getByText(/\d+ Min\. Lesezeit/).first()).toBeVisible()
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible()
})
