import type { Page } from '@playwright/test'
import { modePalette } from '../../contract/accent-palette.ts'
import { DEFAULT_LOOK, LOOK_PRESETS, PRESETS, type SiteLook } from '../../contract/site-look.ts'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, expectExactToast, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'

// The look is the whole site's: each test changes it on a server of its own.
// The refused save answers 400, which the browser logs as a failed request.
test.use({ freshServer: true, allowedConsoleErrors: /status of 400/i })
test.describe.configure({ timeout: 240_000 })

const PREVIEW = 'iframe[title="Preview of your public site"]'

async function saveLook(page: Page, look: Partial<SiteLook>) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()).data
  const response = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current, look: { ...current.look, ...look } },
  })
  expect(response.status(), await response.text()).toBe(200)
}

const accentOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent'))

for (const preset of LOOK_PRESETS) {
  test(`the ${preset} preset passes axe on the home page and About, in both modes`, async ({
    page,
    browser,
    server,
  }) => {
    await saveLook(page, { preset, accent: PRESETS[preset].accent })
    for (const mode of ['dark', 'light'] as const) {
      const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' })
      const visitor = await context.newPage()
      await visitor.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
      for (const path of ['/', '/about']) {
        await visitor.goto(path)
        await expect(visitor.locator('html')).toHaveAttribute('data-preset', preset)
        await expect(visitor.locator('html')).toHaveAttribute('data-theme', mode)
        // The preset's own palette comes with the page's stylesheet: no /site.css to wait for.
        // (The house preset's tokens are app.css's own, set by hand.)
        if (preset !== DEFAULT_LOOK.preset) {
          expect(await accentOf(visitor)).toBe(
            modePalette({ preset, accent: PRESETS[preset].accent }, mode).accent,
          )
        }
        await expect(visitor.locator('link[href^="/site.css"]')).toHaveCount(0)
        await expectNoAxeViolations(visitor)
        if (path === '/') {
          // At most two font files are preloaded (a third would queue behind the photo on a
          // phone's few connections), each is drawn, and the first screen's labels are in one
          // of them.
          const fonts = await visitor.evaluate(async () => {
            await document.fonts.ready
            const file = (href: string) => new URL(href, location.href).pathname.split('/').pop()!
            const label = getComputedStyle(document.querySelector('.nav-number')!).fontFamily
            return {
              preloaded: [
                ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
              ].map((link) => file(link.href)),
              drawn: performance.getEntriesByType('resource').map((entry) => file(entry.name)),
              fetched: performance
                .getEntriesByType('resource')
                .map((entry) => file(entry.name))
                .filter((name) => name.endsWith('.woff2')),
              label: label
                .split(',')[0]!
                .replaceAll('"', '')
                .trim()
                .toLowerCase()
                .replaceAll(' ', '-'),
            }
          })
          expect(fonts.preloaded.length).toBeLessThanOrEqual(2)
          for (const font of fonts.preloaded) expect(fonts.drawn).toContain(font)
          // The whole page, the demo's code in its About text too, needs no other font file.
          expect(new Set(fonts.fetched)).toEqual(new Set(fonts.preloaded))
          if (preset !== 'system') {
            expect(fonts.preloaded.some((font) => font.startsWith(`${fonts.label}-`))).toBe(true)
          }
        }
      }
      // A heading drawn as a label (the footer's "Links") is in the labels' font, not the
      // headings'.
      const fonts = await visitor.evaluate(() => {
        const label = document.body.appendChild(document.createElement('p'))
        label.className = 'eyebrow'
        const heading = document.querySelector('footer h2.eyebrow')!
        const found = [getComputedStyle(heading).fontFamily, getComputedStyle(label).fontFamily]
        label.remove()
        return found
      })
      expect(fonts[0]).toBe(fonts[1])
      await context.close()
    }
  })
}

test('the preview shows an unsaved accent, says it was darkened, and the site keeps its own', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/site')
  const hex = page.getByLabel('Accent colour as hex')
  await hex.fill('#fef08a')
  await expect(page.getByText('Darkened for readable text on light backgrounds.')).toBeVisible()
  const frame = page.locator(PREVIEW).contentFrame()
  await expect(frame.locator('html')).toHaveAttribute('data-look-preview', 'applied')
  // The dashboard is in dark mode, where pale yellow reads as it is.
  await expect
    .poll(() =>
      frame.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--accent')),
    )
    .toBe('#fef08a')
  // Unsaved: the public site and the dashboard itself keep the accent they had.
  expect(await accentOf(page)).not.toBe('#fef08a')
  const visitor = await page.context().newPage()
  await visitor.goto('/')
  expect(await accentOf(visitor)).not.toBe('#fef08a')
})

test('custom CSS with @import is refused in words and nothing is saved', async ({ page }) => {
  await openDashboard(page, '/dashboard/site')
  await page.getByLabel('Custom CSS').fill('@import url(https://fonts.example/a.css);')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expectExactToast(
    page,
    'The custom CSS may not use @import (line 1): add the rules themselves. Nothing was saved.',
  )
  const saved = (await (await page.request.get('/api/site/settings')).json()).data
  expect(saved.look.customCss).toBe('')
})

test('saved custom CSS is applied last on the public site, and previewed before saving', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/site')
  const css = '.hero-name { outline: 3px solid rgb(255, 0, 0); }'
  await page.getByLabel('Custom CSS').fill(css)
  const frame = page.locator(PREVIEW).contentFrame()
  await expect(frame.locator('.hero-name')).toHaveCSS('outline-color', 'rgb(255, 0, 0)')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expectExactToast(page, 'Settings Updated Successfully')
  const visitor = await page.context().newPage()
  await visitor.goto('/')
  await expect(visitor.locator('.hero-name')).toHaveCSS('outline-color', 'rgb(255, 0, 0)')
  const last = visitor.locator('head link[rel="stylesheet"]').last()
  await expect(last).toHaveAttribute('href', /^\/site\.css\?v=[0-9a-f]{8}$/)
})
