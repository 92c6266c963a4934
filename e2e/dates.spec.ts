import type { Locator } from '@playwright/test'
import { expect, open, test } from './support/test.ts'

/** Intl puts thin and no-break spaces around a range's dash: compared as plain spaces. */
const texts = async (dates: Locator) =>
  (await dates.allTextContents()).map((text) => text.replace(/\s/g, ' '))

// Day, month in words, year (contract/dates.ts): never figures alone, never a month cut short.
const FIGURES_ONLY = /\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}/
const SHORT_MONTH = /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/

test('every date on the public site is written one way, the month in words', async ({ page }) => {
  await open(page, '/talks')
  expect(await texts(page.locator('main time'))).toEqual([
    '15 May 2025',
    'November 2024',
    '21 – 22 March 2024',
  ])
  await open(page, '/blog')
  const posts = await texts(page.locator('main time'))
  expect(posts.length).toBeGreaterThan(0)
  for (const date of posts) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
  await open(page, '/')
  const home = await texts(page.locator('main time'))
  expect(home.length).toBeGreaterThan(0)
  for (const date of home) {
    expect(date).not.toMatch(FIGURES_ONLY)
    expect(date).not.toMatch(SHORT_MONTH)
  }
})
