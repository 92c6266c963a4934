import { BACKUPS_PATHS, type BackupListResponse } from '../../contract/backup.ts'
import {
  S3_ACCESS_KEY,
  S3_SECRET_KEY,
  startS3Server,
  type S3Server,
} from '../../server/test-support/s3-server.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  ownerToken,
  test,
  unique,
} from '../fixtures/dashboard.ts'
import { expectNoAxeViolations } from '../support/test.ts'

// Backups and a restore replace content: a server of its own.
test.use({ freshServer: true })

let s3: S3Server
test.beforeAll(async () => {
  s3 = await startS3Server()
})
test.afterAll(async () => {
  await s3.close()
})

/** The next whole minute (UTC) at least 25 s away, as HH:MM: when the scheduled backup runs. */
function nextMinute(): string {
  const at = new Date(Date.now() + 25_000)
  at.setUTCSeconds(0, 0)
  at.setUTCMinutes(at.getUTCMinutes() + 1)
  return at.toISOString().slice(11, 16)
}

test('scheduled backups go to the data directory and the bucket, old ones are pruned, and a restore from the dashboard brings the site back', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openDashboard(page, '/dashboard/data')
  const settings = page.getByRole('region', { name: 'Scheduled backups' })
  await expect(settings.getByText('Not scheduled (the schedule is off)')).toBeVisible()

  // Every day at the next minute, UTC; one backup kept per place; the bucket too.
  await settings.getByLabel('Schedule').selectOption('daily')
  await settings.getByLabel('Time', { exact: true }).fill(nextMinute())
  await settings.getByLabel('Time zone').selectOption('UTC')
  await settings.getByLabel('Daily backups kept').fill('1')
  await settings.getByLabel('Weekly backups kept').fill('0')
  await settings.getByLabel('In an S3-compatible bucket').check()
  await settings.getByLabel('Endpoint').fill(s3.endpoint)
  await settings.getByLabel('Region').fill('us-east-1')
  await settings.getByLabel('Bucket', { exact: true }).fill(s3.bucket)
  await settings.getByLabel('Folder in the bucket').fill('portfolio/')
  await settings.getByLabel('Access key').fill(S3_ACCESS_KEY)
  await settings.getByLabel('Secret key').fill(S3_SECRET_KEY)
  await settings.getByRole('button', { name: 'Save backup settings' }).click()
  await expectExactToast(page, 'Backup settings saved')
  await expect(settings.getByLabel('Secret key')).toHaveAttribute(
    'placeholder',
    'Saved: leave empty to keep it',
  )
  await expectNoAxeViolations(page)

  // One now, by hand: in both places, checked.
  await settings.getByRole('button', { name: 'Back up now' }).click()
  await expectExactToast(page, 'Backup made and checked')
  const stored = page.getByRole('list', { name: 'Stored backups' }).getByRole('listitem')
  await expect(stored).toHaveCount(2)
  await expect(stored.filter({ hasText: 'Backed up now' })).toHaveCount(2)
  await expect(stored.filter({ hasText: 'Data directory' })).toHaveCount(1)
  await expect(stored.filter({ hasText: 'S3 bucket' })).toHaveCount(1)

  // The scheduled one comes by itself at its minute; with one kept per place, it replaces the
  // one made by hand (pruned), in the directory and in the bucket.
  // Asked of the API every 2 s (a dashboard reload each time would cost far more), then shown.
  const headers = { 'auth-token': await ownerToken(page) }
  await expect
    .poll(
      async () => {
        const response = await page.request.get(BACKUPS_PATHS.list, { headers })
        const listed = (await response.json()) as BackupListResponse
        return listed.data.filter((backup) => backup.reason === 'schedule').length
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(2)
  await page.reload()
  await expect(stored.filter({ hasText: 'Scheduled' })).toHaveCount(2)
  await expect(stored).toHaveCount(2)
  await expect(stored.filter({ hasText: 'Checked' })).toHaveCount(2)
  expect([...s3.objects('portfolio/').keys()]).toHaveLength(1)
  await expect(settings.getByText('None yet')).toHaveCount(0)

  // Something changes after the backup…
  const added = unique('Added after the backup')
  const response = await page.request.post('/api/edu/addedu', {
    headers,
    data: [{ year: '2025', clg: added, edu: 'Restore test', sts: '', link: '' }],
  })
  expect(response.ok()).toBe(true)
  await page.reload()

  // …and the restore from the bucket's scheduled backup takes it away, after saying what goes.
  await stored
    .filter({ hasText: 'S3 bucket' })
    .getByRole('button', { name: /Restore from the backup of/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Restore from this backup?' })
  await expect(dialog).toContainText('Everything the site holds now')
  await expect(dialog).toContainText('will be replaced by the backup of')
  await expect(dialog).toContainText('The site as it is now is backed up first')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Replace everything with this backup' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.Toastify__toast', { hasText: 'the site shows it now' })).toBeVisible()
  const education = (await (await page.request.get('/api/edu/fetchedu')).json()) as {
    data: { clg: string }[]
  }
  expect(education.data.map((entry) => entry.clg)).not.toContain(added)
  await page.goto('/resume')
  await expect(page.getByText(added)).toHaveCount(0)

  // The state before the restore is kept, to come back to; the account log says what happened.
  await openDashboard(page, '/dashboard/data')
  await expect(stored.filter({ hasText: 'Before a restore' })).not.toHaveCount(0)
  const log = (await (
    await page.request.get('/api/audit?page=1&limit=10', { headers })
  ).json()) as { data: { entries: { event: string }[] } }
  expect(log.data.entries.map((entry) => entry.event)).toContain('restore')
})
