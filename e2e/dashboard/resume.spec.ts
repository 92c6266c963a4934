import type { Page } from '@playwright/test'
import { inspectPdf } from '../../server/test-support/pdf-tools.ts'
import { expectExactToast, expect, openDashboard, test } from '../fixtures/dashboard.ts'
import { expectNoAxeViolations } from '../support/test.ts'

// Each test changes what the résumé holds: a server of its own.
test.use({ freshServer: true })

const READY = 'The PDF with these choices (not saved yet).'

async function pdfText(page: Page): Promise<string> {
  const pdf = inspectPdf(await (await page.request.get('/resume.pdf')).body())
  try {
    return pdf.text()
  } finally {
    pdf.remove()
  }
}

test('the owner leaves out a section and an item, sees the preview first, and the PDF, the page and the hero follow', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/resume')
  await expect(page.getByRole('heading', { name: 'Résumé', level: 1 })).toBeVisible()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('status')).toHaveText(READY, { timeout: 30_000 })
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/)
  await expect(
    preview.getByRole('link', { name: 'Open the preview in a new tab' }),
  ).toHaveAttribute('href', /^blob:/)

  // By keyboard: the section's switch, then one item of Projects.
  const asked = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/resume/preview') &&
      (
        request.postDataJSON() as { resume: { leftOutSections: string[] } }
      ).resume.leftOutSections.includes('testimonials'),
  )
  const testimonials = page.getByRole('switch', { name: 'Testimonials' })
  await testimonials.focus()
  await page.keyboard.press('Space')
  await expect(testimonials).not.toBeChecked()
  await asked
  await expect(preview.getByRole('status')).toHaveText(READY, { timeout: 30_000 })

  const items = page.getByText('Choose the items of Projects')
  await items.focus()
  await page.keyboard.press('Enter')
  const taskBoard = page.getByRole('checkbox', { name: /^Task Board/ })
  await expect(taskBoard).toBeChecked()
  await taskBoard.focus()
  await page.keyboard.press('Space')
  await expect(taskBoard).not.toBeChecked()
  await expect(page.getByText(/^\d+ of \d+ shown$/).first()).toBeVisible()

  // Nothing public changed before the save.
  expect(await pdfText(page)).toContain('Task Board')

  await page.getByRole('switch', { name: 'The Résumé button downloads the PDF' }).check()
  await page.getByRole('button', { name: 'Save résumé' }).click()
  await expectExactToast(page, 'Settings Updated Successfully')

  const text = await pdfText(page)
  expect(text).not.toContain('Task Board')
  expect(text).not.toMatch(/^Testimonials$/m)
  expect(text).toMatch(/^Projects$/m)

  await page.goto('/resume')
  await expect(page.getByRole('region', { name: 'Testimonials' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Projects' })).not.toContainText('Task Board')

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Résumé (PDF)' })).toHaveAttribute(
    'href',
    '/resume.pdf',
  )
})

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  for (const mode of ['dark', 'light'] as const) {
    test(`the Résumé page is axe clean on a ${device} in ${mode} mode`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.addInitScript((theme) => {
        if (window.top === window) localStorage.setItem('theme', theme)
      }, mode)
      await openDashboard(page, '/dashboard/resume')
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText(
        READY,
        { timeout: 30_000 },
      )
      await page.getByText('Choose the items of Experience').click()
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}
