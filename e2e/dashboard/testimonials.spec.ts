import { apiList } from '../support/test.ts'
import { contentList, deleteRow, openEditForm, openNewForm } from '../support/content-page.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  PNG,
  test,
  unique,
} from '../fixtures/dashboard.ts'

/*
 * An optional image: added without one, a photo added later from the edit form, then removed
 * (content-types.spec.ts covers the rest of a testimonial's life).
 */

// Each test goes through several pages and an upload on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

interface Stored {
  _id: string
  name: string
  quote: string
  image: string
}

test('testimonials: no photo, then one, then none; the home page follows', async ({
  page,
  context,
}) => {
  const name = unique('Casey Colleague')
  const quote = `${unique('Casey')} turned a flaky deploy into a boring one.`
  await openDashboard(page, '/dashboard/managetestimonials')
  const form = await openNewForm(page)
  await form.getByLabel('Quote').fill(quote)
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Role').fill('Staff engineer')
  await form.getByLabel('Company').fill('Acme')
  await form.getByLabel('Link').fill('https://example.com/casey')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Testimonial Added Successfully')
  const row = contentList(page, 'Current Testimonials').getByRole('article', {
    name: `${name} · Acme`,
  })
  // No photo: their initials.
  await expect(row.locator('img')).toHaveCount(0)
  await expect(row.locator('.content-thumb')).toHaveText('CC')

  const visitor = await context.newPage()
  await visitor.goto('/')
  const section = visitor.getByRole('region', { name: 'Testimonials' })
  await expect(section.getByText(quote)).toBeVisible()
  await expect(section).toContainText('Staff engineer, Acme')

  let edit = await openEditForm(row)
  await expect(edit.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  await edit.getByLabel('Photo').setInputFiles(PNG)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Testimonial Updated Successfully')
  const withPhoto = (await apiList<Stored>(page, '/api/testimonials')).find((t) => t.name === name)
  expect(withPhoto?.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
  expect(withPhoto?.quote).toBe(quote)
  await expect(row.locator('img')).toHaveAttribute('src', withPhoto!.image)
  await visitor.reload()
  // The public card shows it at its drawn size: a variant of the same image.
  const hash = /[0-9a-f]{64}/.exec(withPhoto!.image)![0]
  await expect(section.locator(`img[src*="${hash}"]`)).toHaveCount(1)

  edit = await openEditForm(row)
  await edit.getByRole('button', { name: 'Remove the photo' }).click()
  await expect(edit.getByText('It is taken off when you save.')).toBeVisible()
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Testimonial Updated Successfully')
  await expect(row.locator('img')).toHaveCount(0)
  const without = (await apiList<Stored>(page, '/api/testimonials')).find((t) => t.name === name)
  expect(without?.image).toBe('')
  await deleteRow(row)
})

test.describe('a refused testimonial', () => {
  test.use({ allowedConsoleErrors: /status of 400/ })

  test('a quote left empty is named in words and nothing is added', async ({ page }) => {
    const before = await apiList<Stored>(page, '/api/testimonials')
    await openDashboard(page, '/dashboard/managetestimonials')
    const form = await openNewForm(page)
    await form.getByLabel('Name').fill(unique('Nobody'))
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Quote is required')).toBeVisible()
    await expect(page.getByText(/body\./)).toHaveCount(0)
    expect(await apiList<Stored>(page, '/api/testimonials')).toEqual(before)
  })
})
