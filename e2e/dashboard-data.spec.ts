import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { createRequire } from 'node:module'
import {
  expect,
  expectExactToast,
  openDashboard,
  OWNER,
  test,
  unique,
} from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

const jsonResumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(document: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void
}

/** The JSON Resume card (the LinkedIn card above it has a preview button too). */
const jsonImport = (page: Page) => page.getByRole('region', { name: 'Import a JSON Resume file' })

// An import replaces content: this file's tests get a server of their own.
test.use({ freshServer: true })
test.describe.configure({ timeout: 90_000 })

test('exports resume.json, previews an import, applies it, and the site shows it', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/data')
  await expect(page.getByRole('heading', { name: 'Data', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Data' }),
  ).toHaveAttribute('href', '/dashboard/data')
  await expectNoAxeViolations(page)

  // Export: a resume.json download that the published schema accepts.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export resume.json' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('resume.json')
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    basics: { name: string }
    skills: { name: string; 'x-image': string }[]
    work?: unknown[]
  }
  let schemaErrors: unknown[] | null = null
  jsonResumeSchema.validate(exported, (errors) => (schemaErrors = errors))
  expect(schemaErrors).toBeNull()
  expect(exported.basics.name).toBe(OWNER.name)
  expect(exported.skills).toHaveLength(10)
  await expectExactToast(page, 'resume.json downloaded')

  // Import: one skill instead of ten, experience left out (so it stays).
  const skillName = unique('Imported skill')
  const { work: _work, ...withoutWork } = exported
  const edited = { ...withoutWork, skills: [{ ...exported.skills[0]!, name: skillName }] }
  const fileInput = page.getByLabel('Resume file (.json)')
  await fileInput.setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(edited)),
  })
  await jsonImport(page).getByRole('button', { name: 'Preview import' }).click()
  const preview = page.getByRole('region', { name: 'What the import will change' })
  await expect(preview).toContainText('Skills')
  await expect(preview).toContainText('1 entry replace the 10 entries there now')
  await expect(preview).toContainText('Experience')
  await expect(preview).toContainText('Kept as it is (not in the file)')
  await expectNoAxeViolations(page)

  await preview.getByRole('button', { name: 'Import' }).click()
  await expectExactToast(page, 'Resume Imported Successfully')
  await expect(preview).toBeHidden()
  // Recorded as an import: undone from the card, or from the Data page's one recent list.
  await expect(jsonImport(page).getByRole('status')).toContainText('Imported: the profile')
  const recent = page.getByRole('region', { name: 'Recent imports' })
  await expect(recent.getByRole('listitem')).toHaveCount(1)
  await expect(recent.getByRole('listitem')).toContainText(/^JSON Resume, .*: the profile/)
  await expectNoAxeViolations(page)

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Skills' })
    .click()
  await expect(page.getByText(skillName)).toBeVisible()
  await page.goto('/skills')
  await expect(page.getByText(skillName)).toBeVisible()
  // The demo's skills have no picture (their logos are drawn), so none is exported or imported.
  expect(exported.skills[0]!['x-image']).toBeUndefined()
  const skills = (await (await page.request.get('/api/skill/fetchskills')).json()) as {
    data: { name: string; image: string }[]
  }
  expect(skills.data).toEqual([
    {
      _id: expect.any(String),
      name: skillName,
      image: '',
    },
  ])

  // Undo this import: the ten skills it replaced are back, the imported one is gone.
  await openDashboard(page, '/dashboard/data')
  await page
    .getByRole('region', { name: 'Recent imports' })
    .getByRole('button', { name: 'Undo this import' })
    .click()
  await expectExactToast(page, 'Import undone: what it added is gone and what it replaced is back')
  await expect(page.getByRole('region', { name: 'Recent imports' })).toBeHidden()
  const back = (await (await page.request.get('/api/skill/fetchskills')).json()) as {
    data: { name: string }[]
  }
  expect(back.data.map((skill) => skill.name)).toEqual(exported.skills.map((skill) => skill.name))
})

test.describe('refusals', () => {
  // The preview's 400 answer is what the test is about.
  test.use({ allowedConsoleErrors: /status of 400/ })

  test('shows why a file cannot be imported, and imports nothing', async ({ page }) => {
    await openDashboard(page, '/dashboard/data')
    const fileInput = page.getByLabel('Resume file (.json)')

    await fileInput.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ not json'),
    })
    await jsonImport(page).getByRole('button', { name: 'Preview import' }).click()
    await expect(jsonImport(page).getByRole('alert')).toHaveText('notes.json is not a JSON file')

    await fileInput.setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ work: [{ name: 'Acme', url: 'not a url' }] })),
    })
    await jsonImport(page).getByRole('button', { name: 'Preview import' }).click()
    // Shown beside the form (and as a toast).
    await expect(
      page
        .getByRole('region', { name: 'Import' })
        .getByRole('alert')
        .filter({ hasText: 'work[0].url' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'What the import will change' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test('downloads a backup archive of the site', async ({ page }) => {
  await openDashboard(page, '/dashboard/data')
  await expect(page.getByRole('heading', { name: 'Backup', exact: true, level: 2 })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download a backup' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^vitrine-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/)
  // A gzip stream (magic bytes 1f 8b) of a real size: the archive itself, not an error page.
  const bytes = fs.readFileSync(await download.path())
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b])
  expect(bytes.length).toBeGreaterThan(1024)
  await expectExactToast(page, 'Backup downloaded')
})
