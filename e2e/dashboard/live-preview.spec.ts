import type { FrameLocator, Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { openNewForm } from '../support/content-page.ts'
import { expect, openDashboard, test } from '../fixtures/dashboard.ts'

// Nothing here is saved: the forms are filled and left, so the shared server is enough.
test.describe.configure({ timeout: 120_000 })

const PREVIEW = 'Preview of your public site'

async function prepare(page: Page, mode: 'dark' | 'light') {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
}

/** The public rendering inside a form's preview region. */
function previewOf(scope: Locator | Page): FrameLocator {
  return scope.getByRole('region', { name: PREVIEW }).frameLocator(`iframe[title="${PREVIEW}"]`)
}

/** The preview stands to the right of the form's first field, both in view. */
async function expectBeside(scope: Locator | Page, field: Locator) {
  const region = scope.getByRole('region', { name: PREVIEW })
  await expect(region).toBeVisible()
  await expect(field).toBeVisible()
  const [form, preview] = [await field.boundingBox(), await region.boundingBox()]
  expect(preview!.x).toBeGreaterThan(form!.x + form!.width)
}

async function openProfileUpdate(page: Page) {
  await openDashboard(page, '/dashboard/adminprofile')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Update profile details' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openNewProject(page: Page) {
  await openDashboard(page, '/dashboard/manageprojects')
  return openNewForm(page)
}

async function fillCaseStudy(drawer: Locator) {
  await drawer.getByLabel('Title').fill('Board Game Night')
  await drawer.getByLabel('Description').fill('Schedules game nights for a club of forty.')
  await drawer.getByLabel('Case study address').fill('board-game-night')
  await drawer
    .getByLabel('Case study', { exact: true })
    .fill('## Problem\n\nForty people, one **spreadsheet**.')
}

test.describe('at 1440×900, the preview stands beside the form', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the profile: the home page hero follows the details as typed', async ({ page }) => {
    await prepare(page, 'dark')
    const dialog = await openProfileUpdate(page)
    const name = dialog.getByLabel('Name')
    await expectBeside(dialog, name)
    await expect(dialog.getByRole('button', { name: 'Site preview' })).toBeHidden()
    await name.fill('Sam Lee')
    await expect(previewOf(dialog).getByRole('heading', { level: 1 })).toHaveText(
      /My name is Sam Lee/,
    )
  })

  test('a project: its card and its case study, the Markdown rendered', async ({ page }) => {
    await prepare(page, 'dark')
    const drawer = await openNewProject(page)
    await expectBeside(drawer, drawer.getByLabel('Title'))
    await fillCaseStudy(drawer)
    const preview = previewOf(drawer)
    await expect(preview.getByRole('heading', { name: 'Board Game Night', level: 3 })).toBeVisible()
    await expect(preview.getByRole('heading', { name: 'Board Game Night', level: 1 })).toBeVisible()
    await expect(preview.locator('.prose strong')).toHaveText('spreadsheet')
    // Its links go nowhere: the unsaved form stays.
    await preview.getByRole('link', { name: 'Projects', exact: true }).click()
    await expect(drawer.getByLabel('Title')).toHaveValue('Board Game Night')
    await expect(page).toHaveURL(/\/dashboard\/manageprojects$/)
  })

  test('another list: an education entry as its timeline shows it', async ({ page }) => {
    await prepare(page, 'dark')
    await openDashboard(page, '/dashboard/manageedu')
    const drawer = await openNewForm(page)
    await expectBeside(drawer, drawer.getByLabel('Years'))
    await drawer.getByLabel('College or school').fill('Northern Institute')
    await expect(previewOf(drawer).getByText('Northern Institute')).toBeVisible()
  })

  test('site settings: the header and footer follow the settings', async ({ page }) => {
    await prepare(page, 'dark')
    await openDashboard(page, '/dashboard/site')
    const title = page.getByLabel('Site title')
    await expectBeside(page, title)
    await title.fill('Sam builds things')
    await expect(previewOf(page).getByRole('banner')).toContainText('Sam builds things')
  })
})

test.describe('at 390×844, a switch shows the preview in place of the form', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a new project', async ({ page }) => {
    await prepare(page, 'dark')
    const drawer = await openNewProject(page)
    await drawer.getByLabel('Title').fill('Board Game Night')
    await expect(drawer.getByRole('region', { name: PREVIEW })).toHaveCount(0)
    const toggle = drawer.getByRole('button', { name: 'Site preview' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(drawer.getByLabel('Title')).toBeHidden()
    await expect(
      previewOf(drawer).getByRole('heading', { name: 'Board Game Night', level: 3 }),
    ).toBeVisible()
    await toggle.click()
    await expect(drawer.getByLabel('Title')).toHaveValue('Board Game Night')
  })
})

for (const mode of ['dark', 'light'] as const) {
  test.describe(`axe finds no violations with the preview shown, ${mode} mode`, () => {
    test('a project in the drawer, at 1440', async ({ page }) => {
      await prepare(page, mode)
      await page.setViewportSize({ width: 1440, height: 900 })
      const drawer = await openNewProject(page)
      await fillCaseStudy(drawer)
      await expect(previewOf(drawer).locator('.prose strong')).toHaveText('spreadsheet')
      await expect(previewOf(drawer).locator('html')).toHaveAttribute('data-theme', mode)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`preview-project-1440-${mode}.png`) })
    })

    test('the profile, at 1440', async ({ page }) => {
      await prepare(page, mode)
      await page.setViewportSize({ width: 1440, height: 900 })
      const dialog = await openProfileUpdate(page)
      await expect(previewOf(dialog).getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`preview-profile-1440-${mode}.png`) })
    })

    test('the site settings, at 1440', async ({ page }) => {
      await prepare(page, mode)
      await page.setViewportSize({ width: 1440, height: 900 })
      await openDashboard(page, '/dashboard/site')
      await expect(previewOf(page).getByRole('banner')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`preview-site-1440-${mode}.png`) })
    })

    test('a project behind the switch, at 390', async ({ page }) => {
      await prepare(page, mode)
      await page.setViewportSize({ width: 390, height: 844 })
      const drawer = await openNewProject(page)
      await drawer.getByLabel('Title').fill('Board Game Night')
      await page.screenshot({
        path: test.info().outputPath(`preview-project-form-390-${mode}.png`),
      })
      await drawer.getByRole('button', { name: 'Site preview' }).click()
      await expect(previewOf(drawer).getByRole('heading', { level: 3 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath(`preview-project-390-${mode}.png`) })
    })
  })
}
