import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

// The side rail of social links shows from 1280 px wide; the footer repeats its icons.
test.use({ viewport: { width: 1440, height: 900 } })

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/** The smallest box around everything the rail draws (its links and its line), and the footer's. */
async function railAndFooter(page: Page): Promise<{ rail: Box; footer: Box }> {
  const rail = await page
    // Hidden too: once it has given way to the footer, its box is still there.
    .getByRole('complementary', { name: 'Social profiles', includeHidden: true })
    .evaluate((aside) => {
      const drawn = [aside, ...aside.querySelectorAll('*')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
      return {
        top: Math.min(...drawn.map((b) => b.top)),
        bottom: Math.max(...drawn.map((b) => b.bottom)),
        left: Math.min(...drawn.map((b) => b.left)),
        right: Math.max(...drawn.map((b) => b.right)),
      }
    })
  const footer = await page.getByRole('contentinfo').evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect()
    return { top, bottom, left, right }
  })
  return { rail, footer }
}

/** Scroll positions from the top of the page to its end, a third of a window apart. */
async function scrollPositions(page: Page): Promise<number[]> {
  const end = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  )
  const positions: number[] = []
  for (let y = 0; y < end; y += 300) positions.push(y)
  return [...positions, end]
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    for (const path of ['/contact', '/']) {
      test(`on ${path}, the rail never meets the footer, from the top to the end`, async ({
        page,
      }) => {
        await page.goto(path)
        await expect(page.getByRole('complementary', { name: 'Social profiles' })).toBeAttached()
        for (const y of await scrollPositions(page)) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
          const { rail, footer } = await railAndFooter(page)
          const apart =
            rail.bottom <= footer.top ||
            rail.top >= footer.bottom ||
            rail.right <= footer.left ||
            rail.left >= footer.right
          expect(apart, `rail ${JSON.stringify(rail)}, footer ${JSON.stringify(footer)}`).toBe(true)
        }
      })
    }
  })
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the rail gives way to the footer's own icons (reduced motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion })
    await page.goto('/')
    const rail = page.getByRole('complementary', { name: 'Social profiles' })
    const footerIcons = page.getByRole('contentinfo').getByRole('list', { name: 'Social links' })
    await expect(rail.getByRole('link').first()).toBeVisible()
    await footerIcons.scrollIntoViewIfNeeded()
    await expect(footerIcons.getByRole('link').first()).toBeInViewport()
    // Gone, not merely transparent: its links cannot take the focus either.
    for (const link of await rail.getByRole('link').all()) await expect(link).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(rail.getByRole('link').first()).toBeVisible()
  })
}
