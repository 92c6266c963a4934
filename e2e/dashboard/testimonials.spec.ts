import { apiList } from '../support/test.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  PNG,
  test,
  unique,
} from '../fixtures/dashboard.ts'

// Each test goes through several pages and an upload on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

interface Stored {
  _id: string
  name: string
  quote: string
  role: string
  image: string
}

test('testimonials: add, update, photo, delete; the home page follows', async ({
  page,
  context,
}) => {
  const name = unique('Casey Colleague')
  const quote = `${unique('Casey')} turned a flaky deploy into a boring one.`
  await openDashboard(page, '/dashboard/managetestimonials')
  const entry = page.getByRole('group', { name: 'Testimonial 1' })
  await entry.getByLabel('Quote').fill(quote)
  await entry.getByLabel('Name').fill(name)
  await entry.getByLabel('Role').fill('Staff engineer')
  await entry.getByLabel('Company').fill('Acme')
  await entry.getByLabel('Link').fill('https://example.com/casey')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Testimonial Added Successfully')
  const list = page.getByRole('region', { name: 'Current Testimonials' })
  const item = list.getByRole('article', { name })
  await expect(item).toContainText(quote)

  const visitor = await context.newPage()
  await visitor.goto('/')
  const section = visitor.getByRole('region', { name: 'Testimonials' })
  await expect(section.getByText(quote)).toBeVisible()
  await expect(section.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    'https://example.com/casey',
  )
  await expect(section).toContainText('Staff engineer, Acme')

  await list.getByRole('button', { name: `Update ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Testimonial' })
  await expect(dialog.getByLabel('Quote')).toHaveValue(quote)
  await dialog.getByLabel('Role').fill('Principal engineer')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Testimonial Updated Successfully')
  await expect(item).toContainText('Principal engineer')

  // A photo: chosen, saved at once, shown on the home page; then removed.
  await item.getByLabel(`Photo of ${name}`).setInputFiles(PNG)
  await expectExactToast(page, 'Testimonial Updated Successfully')
  await expect(item.getByRole('button', { name: `Remove photo of ${name}` })).toBeVisible()
  const withPhoto = (await apiList<Stored>(page, '/api/testimonials')).find((t) => t.name === name)
  expect(withPhoto?.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
  expect(withPhoto?.role).toBe('Principal engineer')
  await visitor.reload()
  await expect(section.locator(`img[src="${withPhoto?.image}"]`)).toHaveCount(1)
  await item.getByRole('button', { name: `Remove photo of ${name}` }).click()
  await expect(item.getByRole('button', { name: `Add photo of ${name}` })).toBeVisible()

  await list.getByRole('button', { name: `Delete ${name}` }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Yes, delete' })
    .click()
  await expectExactToast(page, 'Testimonial Deleted Successfully')
  await expect(list.getByRole('article', { name })).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.getByText(quote)).toHaveCount(0)
})

test.describe('a refused testimonial', () => {
  test.use({ allowedConsoleErrors: /status of 400/ })

  test('a quote left empty is named in words and nothing is added', async ({ page }) => {
    const before = await apiList<Stored>(page, '/api/testimonials')
    await openDashboard(page, '/dashboard/managetestimonials')
    const entry = page.getByRole('group', { name: 'Testimonial 1' })
    await entry.getByLabel('Name').fill(unique('Nobody'))
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Quote is required')).toBeVisible()
    await expect(page.getByText(/body\./)).toHaveCount(0)
    expect(await apiList<Stored>(page, '/api/testimonials')).toEqual(before)
  })
})
