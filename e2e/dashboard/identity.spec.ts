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
  await page.getByRole('textbox', { name: 'Positioning statement' }).fill(statement)
  await page.getByRole('button', { name: 'Save statement' }).click()
  await expect(page.getByRole('button', { name: 'Save statement' })).toBeDisabled()

  // The home page as the server renders it.
  const html = await (await page.request.get('/')).text()
  const badge = html.indexOf('<p class="status-badge">')
  expect(badge).toBeGreaterThan(0)
  expect(html.slice(badge, badge + 200)).toContain('Open to work')
  // The badge comes first, above the greeting and the name.
  expect(badge).toBeLessThan(html.indexOf('id="hero-title"'))
  expect(html).toContain(`<p class="hero-positioning mt-6 max-w-xl">${statement}</p>`)
})
