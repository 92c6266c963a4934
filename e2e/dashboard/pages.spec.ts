import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, openDashboard, publishSite, test, toast } from '../fixtures/dashboard.ts'

// Publishing a page changes the footer of every public page: each test has a server of its own.
test.use({
  freshServer: true,
  // Without the demo's /uses: the owner makes it.
  seedDemo: false,
  // The refused address answers 400, as it should.
  allowedConsoleErrors: /status of 400/i,
})
test.describe.configure({ timeout: 240_000 })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 1000 }
const shots = process.env.SHOTS

/** The toasts have closed by themselves (axe reads a fading one's colours half-way). */
const toastsGone = (page: Page) =>
  expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 })

/** What a visitor without JavaScript sees at `path`. */
async function visitWithoutScript(browser: Browser, baseURL: string, path: string, phone: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: phone ? PHONE : DESKTOP,
  })
  const visitor = await context.newPage()
  const response = await visitor.goto(path)
  return { visitor, response, close: () => context.close() }
}

async function writeUsesPage(page: Page, phone: boolean) {
  await openDashboard(page, '/dashboard/audience')
  if (phone) {
    // On a phone the pages are in the drawer behind the top bar's Menu button.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
  }
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages')
  await expect(page.getByText('No pages yet')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'New page' }).click()
  await expect(page).toHaveURL(/\/dashboard\/pages\/new$/)

  await page.getByLabel('Title').fill('Uses')
  await page.getByRole('textbox', { name: 'Text' }).fill('## Desk\n\n- A **quiet** keyboard\n')
  // The live preview is the server's renderer.
  const preview = page.getByRole('region', { name: 'Preview' })
  if (phone) await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(preview.getByRole('heading', { level: 2, name: 'Desk' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('quiet')
  if (phone) await page.getByRole('button', { name: 'Write', exact: true }).click()

  // An address the site answers itself is refused in words, and nothing is saved.
  await page.getByLabel('Address').fill('blog')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(
    toast(page, "The address /blog is one of the site's own: choose another"),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/pages\/new$/)

  await page.getByLabel('Address').fill('uses')
  await page.getByLabel('In the footer').check()
  await page.getByLabel(/Show “Updated”/).check()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(toast(page, 'Page Added Successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/pages\/\d+$/)
  await expect(page.getByText('Draft: only you can see it')).toBeVisible()
  // A draft is nowhere public.
  expect((await page.request.get('/uses')).status()).toBe(404)

  await toastsGone(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(toast(page, 'Page Updated Successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible()
}

for (const phone of [true, false]) {
  const device = phone ? 'phone' : 'desktop'
  test(`on a ${device}, the owner writes /uses, links it from the footer and publishes it; a visitor without JavaScript finds it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(phone ? PHONE : DESKTOP)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await writeUsesPage(page, phone)
    if (shots) {
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await page.evaluate((theme) => {
          document.documentElement.dataset.theme = theme
        }, scheme)
        await page.screenshot({
          path: `${shots}/pages-editor-${device}-${scheme}.png`,
          fullPage: true,
        })
      }
    }

    // The list says where it is and offers the row's actions.
    await page.getByRole('link', { name: '← All pages' }).click()
    const row = page.locator('.posts-item', { hasText: 'Uses' })
    await expect(row).toContainText('Published')
    await expect(row).toContainText('/uses · In the footer')
    await row.getByRole('button', { name: 'Actions for “Uses”' }).click()
    await expect(page.getByRole('menuitem', { name: 'View on the site' })).toBeVisible()
    await page.keyboard.press('Escape')
    await toastsGone(page)
    await expectNoAxeViolations(page)

    const visit = await visitWithoutScript(browser, baseURL!, '/', phone)
    const footer = visit.visitor.getByRole('navigation', { name: 'Footer' })
    await footer.getByRole('link', { name: 'Uses' }).click()
    await expect(visit.visitor).toHaveURL(/\/uses$/)
    await expect(visit.visitor.getByRole('heading', { level: 1 })).toHaveText('Uses')
    await expect(visit.visitor.locator('.prose strong')).toHaveText('quiet')
    await expect(visit.visitor.getByText(/^Updated \d{1,2} \w+ \d{4}$/)).toBeVisible()
    await expect(visit.visitor.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/uses\.png$/,
    )
    // Only in the footer: the main navigation does not offer it.
    await expect(
      visit.visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Uses' }),
    ).toHaveCount(0)
    await visit.close()

    // The same page with the islands script, as most visitors get it: axe clean in both modes.
    await page.goto('/uses')
    for (const scheme of ['dark', 'light'] as const) {
      await page.evaluate((theme) => {
        document.documentElement.dataset.theme = theme
      }, scheme)
      await expectNoAxeViolations(page)
      if (shots) {
        await page.screenshot({
          path: `${shots}/pages-public-${device}-${scheme}.png`,
          fullPage: true,
        })
      }
    }

    await publishSite(page)
    const sitemap = await page.request.get('/sitemap.xml')
    expect(await sitemap.text()).toMatch(
      /<loc>[^<]*\/uses<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    )
    expect((await page.request.get('/no-such-page')).status()).toBe(404)
  })
}
