import type { Locator, Page } from '@playwright/test'
import { expect, expectExactToast, openDashboard, test } from '../fixtures/dashboard.ts'
import { FAKE_GITHUB_USER } from '../support/fake-github.ts'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { apiList, expectNoAxeViolations, switchToLightMode } from '../support/test.ts'

/** SHOTS=<folder>: the test also writes what it looked at there, to review the design. */
const SHOTS = process.env.SHOTS

// An empty install (no demo), and an import changes its content: a server of its own.
test.use({ seedDemo: false, freshServer: true })
test.describe.configure({ timeout: 120_000 })

/** The screen as the owner sees it with `part` scrolled to the top, on a phone and a desktop. */
async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return
  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size)
    await expectNoHorizontalScroll(page)
    await part.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: `${SHOTS}/github-${name}-${device}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('from an empty install: list 40 repositories, preview, untick two, apply, see them, undo', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await openDashboard(page, '/dashboard/adminprofile')
  // The first-run checklist offers GitHub beside LinkedIn and JSON Resume.
  const checklist = page.getByRole('region', { name: 'Make it yours' })
  await checklist.getByRole('link', { name: 'Start from GitHub' }).click()
  await expect(page).toHaveURL(/\/dashboard\/data#import-github$/)

  const card = page.getByRole('region', { name: 'Import from GitHub' })
  await card.getByLabel('GitHub username').fill(FAKE_GITHUB_USER)
  await card.getByRole('button', { name: 'List repositories' }).click()
  const listing = card.getByRole('region', { name: '40 public repositories' })
  await expect(listing).toBeVisible()
  const repositories = listing.getByRole('list', { name: 'Repositories' }).getByRole('checkbox')
  // Forks are hidden at first (8 of the 40); archived ones shown, said so.
  await expect(repositories).toHaveCount(32)
  await expect(listing).toContainText('archived')
  await listing.getByRole('checkbox', { name: 'Hide forks' }).uncheck()
  await expect(repositories).toHaveCount(40)
  await listing.getByRole('button', { name: 'Tick all shown', exact: true }).click()
  // No profile photo yet: the GitHub avatar is offered, ticked.
  await expect(
    listing.getByRole('checkbox', { name: 'Use your GitHub avatar as your profile photo' }),
  ).toBeChecked()
  await expectNoAxeViolations(page)
  await shoot(page, card, 'list-dark')

  await listing.getByRole('button', { name: 'Preview 40 repositories' }).click()
  const preview = card.getByRole('region', { name: 'What the import will add' })
  await expect(preview.getByRole('heading', { name: /^Projects/ })).toContainText('40 new')
  await expect(preview).toContainText('The README becomes a draft case study')
  await expect(preview).toContainText('Profile photo: your GitHub avatar')
  await expectNoAxeViolations(page)

  // Untick two: one by pointer, one by keyboard.
  await preview.getByRole('checkbox', { name: /^project-02/ }).uncheck()
  const ninth = preview.getByRole('checkbox', { name: /^project-09/ })
  await ninth.press('Space')
  await expect(ninth).not.toBeChecked()
  const importButton = preview.getByRole('button', { name: 'Import 38 projects' })
  await expect(importButton).toBeVisible()
  await shoot(page, preview, 'preview-dark')
  await switchToLightMode(page)
  await expectNoAxeViolations(page)
  await shoot(page, preview, 'preview-light')

  await importButton.click()
  await expectExactToast(page, 'Imported 39 items')
  await expect(
    card.getByRole('status').filter({ hasText: 'Imported: the profile and 38 projects' }),
  ).toBeVisible()
  await expect(preview).toBeHidden()
  await expectNoAxeViolations(page)
  await shoot(page, card, 'applied-light')

  // The public site shows what was imported, and not what was unticked.
  const titles = (await apiList<{ title: string }>(page, '/api/projects')).map((p) => p.title)
  expect(titles).toHaveLength(38)
  expect(titles).not.toContain('project-02')
  expect(titles).not.toContain('project-09')
  const [profile] = await apiList<{ userimage: string }>(page, '/api/user/fetchuserdetails')
  expect(profile?.userimage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
  const visitor = await context.newPage()
  await visitor.goto('/projects')
  await expect(visitor.getByRole('main')).toContainText('project-01')
  await expect(visitor.getByRole('main')).toContainText('Project number 01, made with care')

  // Undo: gone again.
  await card.getByRole('button', { name: 'Undo this import' }).click()
  await expectExactToast(page, 'Import undone: what it added is gone and what it replaced is back')
  expect(await apiList(page, '/api/projects')).toEqual([])
  expect(await apiList(page, '/api/user/fetchuserdetails')).toEqual([])
  await visitor.goto('/projects')
  await expect(visitor.getByRole('main')).not.toContainText('project-01')
})
