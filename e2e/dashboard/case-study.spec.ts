import { expectNoAxeViolations } from '../support/test.ts'
import { openNewForm } from '../support/content-page.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  PNG,
  publishSite,
  test,
} from '../fixtures/dashboard.ts'

// A case study adds a page and a sitemap entry: this file runs on a server of its own.
test.use({ freshServer: true, allowedConsoleErrors: /status of 404/i })
test.describe.configure({ timeout: 120_000 })

test('a project with a case study gets its own page, linked from its card and the sitemap', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDashboard(page, '/dashboard/manageprojects')
  const form = await openNewForm(page)
  await form.getByLabel('Title').fill('Board Game Night')
  await form.getByLabel('Description').fill('Schedules game nights for a club of forty.')
  await form.getByLabel('Tools').fill('React, PostgreSQL')
  await form.getByLabel('GitHub link').fill('https://github.com/example/board-game-night')
  await form.getByLabel('Case study address').fill('Board Game')
  // The case study is written in the Markdown editor, its preview rendered as the page will be.
  const body = form.getByLabel('Case study', { exact: true })
  await body.fill(
    '## Problem\n\nForty people, one **spreadsheet**.\n\n## Result\n\n- [x] No more double bookings',
  )
  await form.getByRole('button', { name: 'Side by side' }).click()
  await expect(form.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'spreadsheet',
  )
  await form.getByLabel('Image', { exact: true }).setInputFiles(PNG)
  await form.getByRole('button', { name: 'Submit' }).click()
  // The address is checked before anything is sent.
  await expect(
    form.getByText('An address is lowercase letters, digits and hyphens, like my-project'),
  ).toBeVisible()
  await form.getByLabel('Case study address').fill('board-game-night')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Project Added Successfully')

  const visitor = await context.newPage()
  await visitor.goto('/projects')
  const card = visitor.getByRole('listitem').filter({ hasText: 'Board Game Night' }).first()
  await card.getByRole('link', { name: 'Case study: Board Game Night' }).click()
  await expect(visitor).toHaveURL(/\/projects\/board-game-night$/)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Board Game Night')
  await expect(visitor.getByRole('heading', { level: 2, name: 'Problem' })).toBeVisible()
  await expect(visitor.locator('.prose strong')).toHaveText('spreadsheet')
  await expect(visitor.getByRole('list', { name: 'Tools' })).toContainText('PostgreSQL')
  await expect(visitor.getByRole('link', { name: /Source code/ })).toHaveAttribute(
    'href',
    'https://github.com/example/board-game-night',
  )
  await expect(visitor).toHaveTitle(/Board Game Night/)
  await expect(visitor.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/projects\/board-game-night$/,
  )
  await expectNoAxeViolations(visitor)
  if (process.env.SHOTS) {
    await visitor.screenshot({
      path: `${process.env.SHOTS}/case-study-desktop.png`,
      fullPage: true,
    })
    await visitor.setViewportSize({ width: 390, height: 844 })
    await visitor.screenshot({ path: `${process.env.SHOTS}/case-study-phone.png`, fullPage: true })
  }

  await publishSite(page)
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/projects/board-game-night</loc>')
  // A project without a case study has no page.
  expect((await visitor.request.get('/projects/no-such-project')).status()).toBe(404)
})
