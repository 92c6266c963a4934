import type { Page } from '@playwright/test'
import { linkedInExport } from '../../server/test-support/linkedin-export.ts'
import { expect, expectExactToast, openDashboard, test } from '../fixtures/dashboard.ts'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { expectNoAxeViolations, switchToLightMode } from '../support/test.ts'

/** SHOTS=<folder>: the test also writes what it looked at there, to review the design. */
const SHOTS = process.env.SHOTS

// An empty install (no demo), and an import changes its content: a server of its own.
test.use({ seedDemo: false, freshServer: true })
test.describe.configure({ timeout: 120_000 })

const linkedInCard = (page: Page) => page.getByRole('region', { name: 'Import from LinkedIn' })

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size)
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: `${SHOTS}/import-${name}-${device}.png`, fullPage: true })
  }
}

test('from an empty install: preview a LinkedIn export, untick two items, apply, see it, undo it', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await openDashboard(page, '/dashboard/adminprofile')
  // The first-run checklist offers starting from an import before the first project.
  const checklist = page.getByRole('region', { name: 'Make it yours' })
  await expect(checklist.getByRole('link', { name: 'Start from LinkedIn' })).toBeVisible()
  const steps = checklist.getByRole('listitem')
  const startIndex = await steps.evaluateAll((items) =>
    items.findIndex((item) => item.textContent?.includes('Start from LinkedIn')),
  )
  const projectIndex = await steps.evaluateAll((items) =>
    items.findIndex((item) => item.textContent?.includes('Your first project')),
  )
  expect(startIndex).toBeGreaterThan(-1)
  expect(startIndex).toBeLessThan(projectIndex)
  await expect(
    checklist.getByRole('link', { name: 'Start from a JSON Resume file' }),
  ).toHaveAttribute('href', '/dashboard/data#import-resume')
  await checklist.getByRole('link', { name: 'Start from LinkedIn' }).click()
  await expect(page).toHaveURL(/\/dashboard\/data#import-linkedin$/)

  const card = linkedInCard(page)
  await card.getByLabel('LinkedIn export (.zip, or its .csv files)').setInputFiles({
    name: 'Basic_LinkedInDataExport_11-27-2026.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(linkedInExport()),
  })
  await card.getByRole('button', { name: 'Preview import' }).click()
  const preview = card.getByRole('region', { name: 'What the import will add' })
  await expect(preview).toBeVisible()
  // Per section: what will be added, and the rows that cannot be, with their file and row.
  await expect(preview.getByRole('heading', { name: /^Experience/ })).toContainText(
    '3 new, 2 problems',
  )
  await expect(preview).toContainText(
    'Not imported: The row has no company name or no title (Positions.csv, row 6)',
  )
  await expect(preview).toContainText('The description was shortened from')
  await expect(preview).toContainText('Not opened: ')
  await expect(preview).not.toContainText('secret@example.com')
  await expect(
    preview.getByRole('checkbox', { name: 'Create the section “Languages” at /languages' }),
  ).toBeChecked()
  await expectNoAxeViolations(page)

  // Untick two items.
  const skill = preview.getByRole('checkbox', { name: /^PostgreSQL/ })
  const project = preview.getByRole('checkbox', { name: /^Loom/ })
  await skill.uncheck()
  await project.press('Space')
  await expect(project).not.toBeChecked()
  const importButton = preview.getByRole('button', { name: /^Import \d+ items$/ })
  await expect(importButton).toBeVisible()
  await shoot(page, 'preview-dark')
  await page.setViewportSize({ width: 1280, height: 800 })
  await switchToLightMode(page)
  await expectNoAxeViolations(page)
  await shoot(page, 'preview-light')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The count the button says is what the server imports.
  const count = /\d+/.exec((await importButton.textContent()) ?? '')?.[0]
  await importButton.click()
  await expectExactToast(page, `Imported ${count} items`)
  const notice = card.getByRole('status').filter({ hasText: 'Imported:' })
  await expect(notice).toBeVisible()
  await expect(preview).toBeHidden()
  await shoot(page, 'applied-light')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The public site shows what was imported, and not what was unticked.
  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace')
  await visitor.goto('/skills')
  await expect(visitor.getByRole('main')).toContainText('TypeScript')
  await expect(visitor.getByRole('main')).not.toContainText('PostgreSQL')
  await visitor.goto('/languages')
  await expect(visitor.getByRole('main')).toContainText('French')

  // The same export again (the import stays listed for its undo): what is there now is offered as Skip or Replace, never doubled.
  await card.getByRole('button', { name: 'Preview import' }).click()
  const again = card.getByRole('radiogroup', { name: /^Principal Engineer/ })
  await expect(again.getByRole('radio', { name: 'Skip' })).toBeChecked()
  await again.getByRole('radio', { name: 'Replace' }).check()
  // The two left out last time are new; the position chosen for replacing is the third.
  await expect(preview.getByRole('button', { name: 'Import 3 items' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'duplicates-light')
  await page.setViewportSize({ width: 1280, height: 800 })
  await preview.getByRole('button', { name: 'Cancel' }).click()
  await expect(preview).toBeHidden()

  // Undo, from the Data page's one list of recent imports (every card's): the site is empty again.
  const recent = page.getByRole('region', { name: 'Recent imports' })
  const row = recent.getByRole('listitem').filter({ hasText: 'the profile, 3 links' })
  await expect(row).toContainText(/^LinkedIn, /)
  await row.getByRole('button', { name: 'Undo this import' }).click()
  await expectExactToast(page, 'Import undone: what it added is gone and what it replaced is back')
  await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0)
  await visitor.goto('/')
  await expect(visitor.getByRole('heading', { level: 1 })).not.toContainText('Ada Lovelace')
  await visitor.goto('/skills')
  await expect(visitor.getByText('TypeScript')).toHaveCount(0)
  const languages = await visitor.goto('/languages')
  expect(languages?.status()).toBe(404)
})
