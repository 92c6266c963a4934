import type { Page } from '@playwright/test'
import { inspectPdf, linkAddresses } from '../server/test-support/pdf-tools.ts'
import { expect, expectNoAxeViolations, test } from './support/test.ts'

/** Every address the résumé page links to, in its main part (the toolbar is not the résumé). */
async function pageLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!))
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Download PDF" on /resume answers the PDF, the same bytes as /resume.pdf', async ({
    page,
  }) => {
    await page.goto('/resume')
    const download = page.getByRole('link', { name: 'Download PDF' })
    await expect(download).toHaveAttribute('href', '/resume.pdf')
    const href = (await download.getAttribute('href'))!
    const viaLink = await page.request.get(href)
    expect(viaLink.status()).toBe(200)
    expect(viaLink.headers()['content-type']).toBe('application/pdf')
    expect(viaLink.headers()['content-disposition']).toMatch(
      /^inline; filename="[^"]+ - Resume\.pdf"/,
    )
    const direct = await page.request.get('/resume.pdf')
    expect(Buffer.compare(await viaLink.body(), await direct.body())).toBe(0)
  })
})

test('the PDF links where the /resume page links, and reads in the page’s order', async ({
  page,
}) => {
  await page.goto('/resume')
  const links = await pageLinks(page)
  expect(links.length).toBeGreaterThan(5)
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  const name = await page.getByRole('heading', { level: 1 }).textContent()

  const pdf = inspectPdf(await (await page.request.get('/resume.pdf')).body())
  try {
    expect(new Set(linkAddresses(pdf.json()))).toEqual(new Set(links))
    const text = pdf.text().replace(/\s+/g, ' ')
    expect(text.trimStart().startsWith(name!.trim())).toBe(true)
    let from = 0
    for (const heading of headings) {
      const at = text.indexOf(` ${heading} `, from)
      expect(at, `${heading} after the one before it`).toBeGreaterThan(from - 1)
      from = at
    }
  } finally {
    pdf.remove()
  }
})

/** Chromium's built-in PDF viewer, an extension of its own. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'

test.describe('in the browser', () => {
  // The viewer's tab asks for /favicon.ico, which the site does not serve (its pages link icons).
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('Chromium opens the PDF in its viewer, or, headless without one, downloads those bytes', async ({
    page,
  }) => {
    const fetched = await page.request.get('/resume.pdf')
    const bytes = await fetched.body()
    const downloaded = page.waitForEvent('download', { timeout: 15_000 }).catch(() => undefined)
    const opened = await page.goto('/resume.pdf').catch((error: unknown) => error as Error)
    if (opened instanceof Error) {
      // Headless Chromium has no PDF viewer: the navigation becomes a download of the file.
      expect(opened.message).toMatch(/Download is starting/)
      const download = await downloaded
      expect(download).toBeDefined()
      expect(download!.suggestedFilename()).toMatch(/ - Résumé\.pdf$|- Resume\.pdf$/)
      const file = await download!.path()
      const { readFileSync } = await import('node:fs')
      expect(Buffer.compare(readFileSync(file), bytes)).toBe(0)
      test.info().annotations.push({ type: 'viewer', description: 'none (headless): downloaded' })
    } else {
      expect(opened?.status()).toBe(200)
      const headers = await opened!.allHeaders()
      expect(headers['content-type']).toBe('application/pdf')
      // The viewer reads the answer itself: the same bytes, by their strong validator and length.
      expect(headers.etag).toBe(fetched.headers().etag)
      expect(Number(headers['content-length'])).toBe(bytes.length)
      // Chromium's viewer (its built-in extension) shows it; its title and pages are the PDF's
      // (checked with poppler-utils in server/modules/resume/pdf/resume-pdf-reading.test.ts).
      await expect
        .poll(() => page.frames().some((frame) => frame.url().startsWith(PDF_VIEWER)))
        .toBe(true)
      test.info().annotations.push({ type: 'viewer', description: "Chromium's PDF viewer" })
    }
  })
})

for (const mode of ['dark', 'light'] as const) {
  test(`the toolbar with Download PDF is axe clean on a phone in ${mode} mode`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    await page.goto('/resume')
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
