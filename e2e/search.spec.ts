import type { Page } from '@playwright/test'
import { expect, SEARCH_PAGES, test } from './support/test.ts'

/** Searches from the header's link, the way a visitor does. */
async function searchFromHeader(page: Page, words: string) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await page.getByLabel('Search the site').fill(words)
  await page.getByRole('button', { name: 'Search' }).click()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('finds a demo post from the header, its words marked, and opens it', async ({ page }) => {
      await searchFromHeader(page, 'zero downtime')
      await expect(page).toHaveURL(/\/search\?q=zero\+downtime$/)
      await expect(page.getByText(/^\d+ results? for “zero downtime”$/)).toBeVisible()
      // The demo's talk of the same name is found too: the post is the one named Post.
      const result = page
        .getByRole('article')
        .filter({ hasText: 'Zero-downtime migrations' })
        .filter({ has: page.getByText('Post', { exact: true }) })
      await expect(result).toHaveCount(1)
      await expect(result.locator('mark').first()).toHaveText(/zero/i)
      await result.getByRole('link').click()
      await expect(page).toHaveURL(/\/blog\/zero-downtime-migrations$/)
    })

    test("finds an item of a custom section, named by its section, and opens its section's page at it", async ({
      page,
    }) => {
      await searchFromHeader(page, 'hydration')
      const result = page.getByRole('article').filter({ hasText: 'without hydration' })
      await expect(result.getByText('Talks', { exact: true })).toBeVisible()
      await expect(result.locator('mark').first()).toHaveText(/hydration/i)
      await result.getByRole('link').click()
      await expect(page).toHaveURL(/\/talks#item-\d+$/)
      const item = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`)
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(
        'Server-rendered React without hydration (demo)',
      )
      await expect(item).toBeInViewport()
    })
  })
}

test.describe('queries that find nothing or cannot be searched', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 400/ })

  test('says honestly that nothing matched, and where to look instead', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz')
    await expect(page.getByText('0 results for “xylophonequartz”')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'blog' })).toBeVisible()
  })

  for (const [query, words] of [
    ['"*-()', 'Search for words or numbers: punctuation alone finds nothing'],
    ['a'.repeat(201), 'Searches are at most 200 characters: shorten it'],
  ] as const) {
    test(`answers ${query.slice(0, 12)} with its reason, not an error`, async ({ page }) => {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`)
      expect(response?.status()).toBe(400)
      await expect(page.getByText(words)).toBeVisible()
      await expect(page.getByLabel('Search the site')).toBeVisible()
    })
  }

  for (const query of ['NEAR(zero downtime)', 'zero*', '-migrations', '"unbalanced']) {
    test(`reads ${query} as words`, async ({ page }) => {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(/results? for “/)).toBeVisible()
    })
  }
})

test('asks search engines not to index its pages', async ({ page }) => {
  for (const path of SEARCH_PAGES) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  }
})
