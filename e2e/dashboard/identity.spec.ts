import { expect, openDashboard, test } from '../fixtures/dashboard.ts'

// The profile and the site settings are one record each: this test changes both.
test.use({ freshServer: true })
test.describe.configure({ timeout: 90_000 })

test('the owner writes a short status and a positioning statement; the first screen shows them', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/adminprofile')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Update profile details' })
  await dialog.getByLabel('Current status').fill('Open to work')
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(dialog).toBeHidden()

  const statement = 'I build calm, fast web apps for small teams'
  await page.getByLabel('Positioning statement').fill(statement)
  await page.getByRole('button', { name: 'Save statement' }).click()
  await expect(page.getByRole('button', { name: 'Save statement' })).toBeDisabled()

  await page.goto('/')
  const hero = page.getByRole('region', { name: /My name is/ })
  await expect(hero.locator('.status-badge')).toHaveText('Open to work')
  await expect(hero.getByText(statement)).toBeVisible()
  // The badge comes first, above the greeting.
  const badge = await hero.locator('.status-badge').boundingBox()
  const heading = await hero.getByRole('heading', { level: 1 }).boundingBox()
  expect(badge!.y).toBeLessThan(heading!.y)
})
