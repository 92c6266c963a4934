/**
 * `npx tsx scripts/screenshots/data-page.ts`: the Data page with scheduled backups set up (a
 * bucket on s3rver, two stored backups, a failure shown), on a phone and a desktop, dark and
 * light, into screenshots/data-page/ (git-ignored). For reviewing the backup screens by eye.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ownerHeaders } from '../../server/security/server-process.ts'
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server } from '../../server/test-support/s3-server.ts'
import { ensureBuild, startProductionServer } from '../support/production-server.ts'

const outDir = path.resolve(import.meta.dirname, '..', '..', 'screenshots', 'data-page')
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }

ensureBuild()
fs.rmSync(outDir, { recursive: true, force: true })
fs.mkdirSync(outDir, { recursive: true })
const s3 = await startS3Server()
const server = await startProductionServer('screenshots-data', { SEED_DEMO: 'true' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  const headers = await ownerHeaders(server.url)
  const settings = {
    schedule: 'weekly',
    time: '03:15',
    weekday: 1,
    timeZone: 'Europe/Paris',
    keepDaily: 7,
    keepWeekly: 4,
    toDirectory: true,
    s3: {
      enabled: true,
      endpoint: s3.endpoint,
      region: 'eu-central-1',
      bucket: s3.bucket,
      prefix: 'portfolio/',
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    },
    encrypt: true,
    passphrase: 'a long archive passphrase',
  }
  const put = await fetch(`${server.url}/api/backups/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(settings),
  })
  if (!put.ok) throw new Error(await put.text())
  await fetch(`${server.url}/api/backups`, {
    method: 'POST',
    headers: { 'auth-token': headers['auth-token']! },
  })
  // Then the bucket goes away: the next backup fails, and the page says so.
  await s3.close()
  await fetch(`${server.url}/api/backups`, {
    method: 'POST',
    headers: { 'auth-token': headers['auth-token']! },
  })
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['dark', 'light'] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme: theme,
        deviceScaleFactor: 1,
      })
      await context.addInitScript(
        ([mode, token]) => {
          localStorage.setItem('theme', mode)
          localStorage.setItem('token', token)
        },
        [theme, headers['auth-token']!] as const,
      )
      const page = await context.newPage()
      await page.goto(`${server.url}/dashboard/data`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Stored backups' }).waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({
        path: path.join(outDir, `data-${device}-${theme}.png`),
        fullPage: true,
      })
      await page
        .getByRole('button', { name: /Restore from the backup of/ })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      await page.screenshot({ path: path.join(outDir, `restore-${device}-${theme}.png`) })
      await context.close()
    }
  }
  console.log(`screenshots in ${path.relative(process.cwd(), outDir)}/`)
} finally {
  await browser.close()
  await server.stop()
}
