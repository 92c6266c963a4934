import { expectNoAxeViolations } from '../support/test.ts'
import { expect, expectExactToast, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'

// Its own server: the site's English "See More" changes, which other tests read.
test.use({ freshServer: true })
test.describe.configure({ timeout: 150_000 })

const SHOTS = process.env.SHOTS_DIR ?? '/work/notes/shots'

test('overrides "See More" from Site settings: the home page says the owner’s words, Reset to default puts it back', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^See More/ }).first()).toBeVisible()

  await openDashboard(page, '/dashboard/site')
  await page.getByRole('button', { name: 'Edit the site texts' }).click()
  const drawer = page.getByRole('dialog', { name: 'Site texts' })
  await drawer.getByRole('searchbox', { name: 'Search the texts' }).fill('see more')
  // Each text is labelled by its English, never by its key.
  const field = drawer.getByRole('textbox', { name: 'See More', exact: true })
  await field.fill('See everything')
  await drawer.getByRole('button', { name: 'Save the texts in English' }).click()
  await expectExactToast(page, 'Site texts saved')
  await expect(drawer).toBeHidden()

  await page.goto('/')
  await expect(page.getByRole('link', { name: /^See everything/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /^See More/ })).toHaveCount(0)

  // Reset to default puts the shipped text back.
  await openDashboard(page, '/dashboard/site')
  await page.getByRole('button', { name: 'Edit the site texts' }).click()
  await drawer.getByRole('searchbox', { name: 'Search the texts' }).fill('see more')
  await drawer.getByRole('button', { name: 'Reset to default: See More' }).click()
  await expect(drawer.getByRole('textbox', { name: 'See More', exact: true })).toHaveValue('')
  await drawer.getByRole('button', { name: 'Save the texts in English' }).click()
  await expectExactToast(page, 'Site texts saved')
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^See More/ }).first()).toBeVisible()
})

test.describe('a refused text', () => {
  // The refusal is a 400 answer, which the browser logs.
  test.use({ allowedConsoleErrors: /status of 400/ })

  test('refuses a text with other values in words, changing nothing', async ({ page }) => {
    await openDashboard(page, '/dashboard/site')
    await page.getByRole('button', { name: 'Edit the site texts' }).click()
    const drawer = page.getByRole('dialog', { name: 'Site texts' })
    await drawer.getByRole('searchbox', { name: 'Search the texts' }).fill('min read')
    await drawer.getByRole('textbox', { name: '{minutes} min read' }).fill('{mins} minutes')
    await drawer.getByRole('button', { name: 'Save the texts in English' }).click()
    await expectExactToast(
      page,
      'The text for “{minutes} min read” must use the same values as the English one: {minutes}',
    )
    await expect(drawer).toBeVisible()
  })
})

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the site texts drawer and the languages group, axe clean dark and light (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // German beside English: the group shows how much of the content is in German.
    const current = (await (await page.request.get('/api/site/settings')).json()) as {
      data: Record<string, unknown>
    }
    const saved = await page.request.put('/api/site/settings', {
      headers: { 'auth-token': await ownerToken(page) },
      data: { ...current.data, languages: { default: 'en', additional: ['de'] } },
    })
    expect(saved.ok()).toBe(true)
    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await openDashboard(page, '/dashboard/site')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const group = page.getByRole('group', { name: 'Languages', exact: true })
      await expect(group.getByText(/% translated, \d+ texts missing/)).toBeVisible()
      await group.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/langposts-languages-${name}-${theme}.png` })
      await page.getByRole('button', { name: 'Edit the site texts' }).click()
      const drawer = page.getByRole('dialog', { name: 'Site texts' })
      await expect(drawer.getByRole('textbox', { name: 'See More', exact: true })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/langposts-site-texts-${name}-${theme}.png` })
      await expectNoAxeViolations(page)
    }
  })
}
