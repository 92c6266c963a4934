import fs from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Frame, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import type axeCore from 'axe-core'

interface Fixtures {
  /** Console errors a test expects (the graph's failure logs one on purpose). */
  allowedConsoleErrors: RegExp | undefined
  /** Fails the test on any console error or CSP violation it did not expect. */
  consoleGuard: void
}

/** Every test talks to the server global-setup.ts started. */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts')
    await use(url)
  },
  allowedConsoleErrors: [undefined, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (!allowedConsoleErrors?.test(text)) errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
      await use()
      expect(errors, 'console errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Opens a page and waits for hydration: before it, buttons and forms do nothing yet. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

export const PUBLIC_PAGES = ['/', '/about', '/skills', '/projects', '/contact', '/resume'] as const

/** The search page, empty and with results from the demo (noindex: not in the sitemap). */
export const SEARCH_PAGES = ['/search', '/search?q=migrations'] as const

/** The demo's own page (server/modules/demo), linked from the footer. */
export const DEMO_OWNER_PAGES = ['/uses'] as const

/** The demo's custom section (server/modules/demo/demo-section.ts): Talks, as cards. */
export const DEMO_SECTION_PAGES = ['/talks'] as const

/**
 * The demo's case studies (server/modules/projects/demo-projects.ts), in the projects page's
 * order: each with its facts, figures and gallery.
 */
export const DEMO_CASE_STUDY_PAGES = ['/projects/task-board', '/projects/notes-api'] as const

/** The blog of the demo content: its list and its two posts, newest first. */
export const DEMO_POST_PAGES = [
  '/blog',
  '/blog/zero-downtime-migrations',
  '/blog/a-portfolio-that-loads-instantly',
] as const

/**
 * Switches to light mode with the page's own mode button, as a visitor does, and waits until it
 * applies: one visit checks both modes (a page load costs more than the check itself).
 */
export async function switchToLightMode(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // A colour's transition, however short (reduced motion: 0.01 ms), starts at the next frame,
  // and until then the old mode's colour is what the page computes: two frames later every
  // colour is the new mode's, as a person sees it, before anyone checks contrast.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
}

/** Content as the API answers it: what the pages must show. */
export async function apiList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T[] }).data
}

/**
 * axe-core's minified build, read once per worker. Sending it to a page costs a parse and a run of
 * the whole library (0.2-0.6 s here), so it goes only to a document that does not have it yet: a
 * second check of the same page (after a switch of mode, say) sends nothing (docs/performance.md).
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  // Every violation is still reported in full; passes and the rest keep one node each instead
  // of a selector built for every node they met: a quarter of each run's time.
  resultTypes: ['violations'],
}

declare global {
  interface Window {
    axe?: typeof axeCore
  }
}

/** axe in a frame, once per document; a frame that cannot take it (gone, cross-origin) is left. */
async function injectAxe(frame: Frame, required: boolean) {
  try {
    if (await frame.evaluate(() => window.axe !== undefined)) return
    await frame.evaluate(AXE_SOURCE)
    // So that axe.run in the top frame gathers the results of its same-origin frames too.
    await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ['<same_origin>'] }))
  } catch (error) {
    if (required) throw error
  }
}

export async function expectNoAxeViolations(page: Page) {
  // One axe.run in the page itself covers its same-origin frames, once each has axe (every frame
  // these pages have: the dashboard's preview and the résumé's PDF). It gives the same results as a
  // partial run per frame merged in a page of its own, in a third to half the time
  // (docs/performance.md).
  for (const frame of page.frames()) await injectAxe(frame, frame === page.mainFrame())
  const results: AxeResults = await page.evaluate(
    (options) => window.axe!.run(document, options),
    AXE_OPTIONS,
  )
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}
