import { expect, type Page } from '@playwright/test'

/**
 * Fails when the page scrolls sideways or an element sticks out past the right edge of the
 * window: at 360 px, the narrowest phone the site is designed for (docs/design.md).
 */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const sticking = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // Content that scrolls inside its own box (code, tables) may be wider than the window.
        const clipped = element.closest('[data-scrolls], .sr-only')
        return !clipped && box.right > width + 1
      })
      .map((element) => element.outerHTML.slice(0, 120))
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking }
  })
  expect(overflow.sticking, 'elements past the right edge').toEqual([])
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width)
}
