import type { Locator } from '@playwright/test'
import { expect, test } from './support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

/** How many lines of text an element takes. */
function lineCount(element: Locator) {
  return element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight)
    return Math.round(node.getBoundingClientRect().height / lineHeight)
  })
}

test.describe("a post's previous and next cards", () => {
  const previous = 'Notes on writing a portfolio that loads instantly (demo post)'

  test('keep a title to two lines and say the whole of it', async ({ page }) => {
    await page.goto('/blog/zero-downtime-migrations')
    const posts = page.getByRole('navigation', { name: 'More posts' })
    const card = posts.getByRole('link', { name: `Previous ${previous}` })
    await expect(card).toBeVisible()
    const title = card.getByText(previous)
    expect(await lineCount(title)).toBeLessThanOrEqual(2)

    // A title three times as long still takes two lines, cut short on screen only.
    const long = `${previous} `.repeat(3).trim()
    await title.evaluate((node, text) => (node.textContent = text), long)
    expect(await lineCount(title)).toBe(2)
    expect(await title.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true)
    await expect(posts.getByRole('link', { name: `Previous ${long}` })).toBeVisible()
  })
})

test.describe("the résumé's headline", () => {
  test('wraps between titles, never with a separator at either end of a line', async ({ page }) => {
    await page.goto('/resume')
    const headline = page.locator('.resume-titles')
    // Each character the visitor sees (hit-testing skips what is clipped), by line.
    const lines = await headline.evaluate((root) => {
      const byLine = new Map<number, { x: number; char: string }[]>()
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let i = 0; i < text.length; i++) {
          if (!text[i]!.trim()) continue
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const box = range.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          if (!hit || !root.contains(hit)) continue
          const line = Math.round(box.top)
          byLine.set(line, [...(byLine.get(line) ?? []), { x: box.left, char: text[i]! }])
        }
      }
      return [...byLine.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, chars]) =>
          chars
            .sort((a, b) => a.x - b.x)
            .map((c) => c.char)
            .join(''),
        )
    })
    // The demo's three titles do not fit one line of a phone.
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) {
      expect(line.startsWith('·'), `"${line}" starts with a separator`).toBe(false)
      expect(line.endsWith('·'), `"${line}" ends with a separator`).toBe(false)
    }
    // No title is cut across two lines.
    for (const title of ['WebDeveloper', 'CodeEnthusiast', 'Learner']) {
      expect(lines.some((line) => line.includes(title))).toBe(true)
    }
  })
})
