import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { chooseInRowMenu, contentList, openTranslateForm } from '../support/content-page.ts'
import { expect, expectExactToast, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'

// Its own server: the site gets two more languages, which no other test expects.
test.use({ freshServer: true })
test.describe.configure({ timeout: 120_000 })

const SHOTS = process.env.SHOTS_DIR

async function addLanguages(page: Page, additional: string[]) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, languages: { default: 'en', additional } },
  })
  expect(saved.ok()).toBe(true)
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`translates an experience entry beside its English text (${name}), axe clean dark and light`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      // Dark first; the light pass sets its own choice, which a reload keeps.
      if (window.top === window && !localStorage.getItem('theme')) {
        localStorage.setItem('theme', 'dark')
      }
    })
    await addLanguages(page, ['de', 'ar'])
    await openDashboard(page, '/dashboard/manageexp')
    const list = contentList(page, 'Current Experience')
    const row = list.getByRole('article').first()
    await expect(row.getByText(/^To translate: \d+ in Deutsch, \d+ in العربية$/)).toBeVisible()
    await expect(page.getByText(/^Translated: Deutsch 0 of \d+ · العربية 0 of \d+/)).toBeVisible()

    const drawer = await openTranslateForm(row)
    const title = drawer.getByLabel('Job title')
    await expect(title).toHaveAttribute('lang', 'de')
    await drawer.getByRole('button', { name: 'Copy the English text into Job title' }).click()
    await title.fill('Leitender Entwickler')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translations-${name}-dark.png` })
    await expectNoAxeViolations(page)

    await drawer.getByRole('button', { name: 'العربية (2 missing)' }).click()
    await expect(drawer.getByLabel('Job title')).toHaveAttribute('dir', 'rtl')
    await drawer.getByRole('button', { name: 'Deutsch (2 missing)' }).click()
    await expect(drawer.getByLabel('Job title')).toHaveValue('Leitender Entwickler')
    await drawer.getByRole('button', { name: 'Save Deutsch' }).click()
    await expectExactToast(page, 'Translations Saved')
    await expect(drawer).toBeHidden()
    await expect(row.getByText(/^To translate: 1 in Deutsch, 2 in العربية$/)).toBeVisible()

    // The phone's side panel is folded: choose light as a returning visitor of the dashboard.
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await chooseInRowMenu(row, 'Translate')
    await expect(
      page.getByRole('dialog', { name: /^Translate / }).getByLabel('Job title'),
    ).toHaveValue('Leitender Entwickler')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translations-${name}-light.png` })
    await expectNoAxeViolations(page)
  })
}

test("translates the profile's titles and a page's title from their own pages", async ({
  page,
}) => {
  await addLanguages(page, ['de'])
  await openDashboard(page, '/dashboard/adminprofile')
  const details = page.getByRole('article', { name: 'Current profile details' })
  await expect(details.getByText(/^To translate: \d+ in Deutsch$/)).toBeVisible()
  await details.getByRole('button', { name: 'Translate' }).click()
  const profile = page.getByRole('dialog', { name: 'Translate the profile details' })
  await profile.getByLabel('First title').fill('Entwickler')
  await profile.getByRole('button', { name: 'Save Deutsch' }).click()
  await expectExactToast(page, 'Translations Saved')

  await page.getByRole('button', { name: 'Translate the site title and the statement' }).click()
  const site = page.getByRole('dialog', { name: 'Translate the site title and statement' })
  await site.getByLabel('Site title').fill('Mein Portfolio')
  await site.getByRole('button', { name: 'Save Deutsch' }).click()
  await expectExactToast(page, 'Translations Saved')
  const stored = await page.request.get('/api/translations/settings/1?lang=de', {
    headers: { 'auth-token': await ownerToken(page) },
  })
  expect((await stored.json()).data.languages[0].fields[0]).toMatchObject({
    field: 'siteTitle',
    text: 'Mein Portfolio',
  })

  await openDashboard(page, '/dashboard/pages')
  const row = page.getByRole('listitem').filter({ hasText: '/uses' })
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Translate', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: /^Translate “/ })
  await drawer.getByLabel('Title').fill('Werkzeuge')
  await drawer.getByRole('button', { name: 'Save Deutsch' }).click()
  await expectExactToast(page, 'Translations Saved')
  await expect(row.getByText(/^To translate: 1 in Deutsch$/)).toBeVisible()
  await expectNoAxeViolations(page)
})
