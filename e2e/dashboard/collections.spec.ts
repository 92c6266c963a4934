import { apiList } from '../support/test.ts'
import { contentList, deleteRow, openEditForm, openNewForm } from '../support/content-page.ts'
import { expect, expectExactToast, openDashboard, test, unique } from '../fixtures/dashboard.ts'

/*
 * What is particular to one content type's page; what every type does (add, edit, move, delete,
 * undo, axe) is in content-types.spec.ts.
 */

// Each test goes through several pages on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

test('education: two added at once from the form (Add More, Remove), the about page follows', async ({
  page,
  context,
}) => {
  const first = unique('First College')
  const second = unique('Second School')
  await openDashboard(page, '/dashboard/manageedu')
  const form = await openNewForm(page)
  const entry1 = form.getByRole('group', { name: 'Education entry 1' })
  await expect(entry1.getByText('Format: 2021-2025')).toBeVisible()
  await entry1.getByLabel('Years').fill('2019-2023')
  await entry1.getByLabel('College or school').fill(first)
  await entry1.getByLabel('Degree or course').fill('BSc Computing')
  await form.getByRole('button', { name: 'Add More' }).click()
  const entry2 = form.getByRole('group', { name: 'Education entry 2' })
  await entry2.getByLabel('Years').fill('2017-2019')
  await entry2.getByLabel('College or school').fill(second)
  await entry2.getByLabel('Degree or course').fill('A levels')
  await form.getByRole('button', { name: 'Add More' }).click()
  await form.getByRole('button', { name: 'Remove Education entry 3' }).click()
  await expect(form.getByRole('group')).toHaveCount(2)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Education Details Added')
  const list = contentList(page, 'Current Education')
  await expect(list.getByText(first)).toBeVisible()
  await expect(list.getByText(second)).toBeVisible()

  const visitor = await context.newPage()
  await visitor.goto('/about')
  await expect(visitor.getByText(first).first()).toBeVisible()
  await expect(visitor.getByText(second).first()).toBeVisible()
  for (const school of [first, second]) {
    await deleteRow(list.getByRole('article').filter({ hasText: school }))
    await expect(list.getByText(school)).toHaveCount(0)
  }
})

test('experience: checked before sending; its description is Markdown-lite on the about page', async ({
  page,
  context,
}) => {
  const company = unique('Company')
  await openDashboard(page, '/dashboard/manageexp')
  const form = await openNewForm(page)
  // Nothing filled in: each problem is said beside its field, in words, and nothing is sent.
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Period is required')).toBeVisible()
  await expect(form.getByText('Job title is required')).toBeVisible()
  await expect(form.getByLabel('Period')).toBeFocused()
  await expect(page.getByText(/body\./)).toHaveCount(0)

  await form.getByLabel('Period').fill('2024-2025')
  await expect(form.getByText('Period is required')).toHaveCount(0)
  await form.getByLabel('Job title').fill('Engineer')
  await form.getByLabel('Company').fill(company)
  await form
    .getByLabel('Description')
    .fill('Platform team.\n- Shipped the **billing** service\n- Halved build times')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Experience Details Added')
  const list = contentList(page, 'Current Experience')
  // A new job goes first, in the dashboard as on the public site.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(`Engineer · ${company}`)

  const visitor = await context.newPage()
  await visitor.goto('/about')
  const timeline = visitor.locator('#experience').getByRole('listitem').first()
  await expect(timeline).toContainText(company)
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Shipped the billing service' }),
  ).toBeVisible()
  await expect(timeline.locator('strong', { hasText: 'billing' })).toBeVisible()
  await deleteRow(list.getByRole('article').first())
  await expect(list.getByText(company)).toHaveCount(0)
})

test('certificates: an update sends the platform as the label', async ({ page }) => {
  const title = unique('Certificate')
  await openDashboard(page, '/dashboard/managecer')
  const form = await openNewForm(page)
  await expect(form.getByText('Format: 10-08-2023')).toBeVisible()
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Date').fill('10-08-2023')
  await form.getByLabel('Platform').fill('Coursera')
  await form.getByLabel('Label').fill('Cloud')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Certificate details Added')
  const list = contentList(page, 'Current Certificates')
  const row = list.getByRole('article', { name: title })
  await expect(row).toContainText('Coursera · 10-08-2023')

  const edit = await openEditForm(row)
  await expect(edit.getByLabel('Label')).toHaveCount(0)
  await expect(edit.getByText('On update, the label is set to the platform.')).toBeVisible()
  await edit.getByLabel('Platform').fill('edX')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Certificate Updated Successfully')
  await expect(row).toContainText('edX · 10-08-2023')
  const saved = (
    await apiList<{ title: string; label: string; platform: string }>(page, '/api/certificates')
  ).find((certificate) => certificate.title === title)
  expect(saved).toMatchObject({ platform: 'edX', label: 'edX' })
  await deleteRow(row)
})

test('a form with changes asks before it closes; Escape closes it and focus goes back', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/manageabout')
  const newButton = page.getByRole('button', { name: 'New paragraph' })
  await newButton.click()
  const form = page.getByRole('dialog', { name: 'New paragraph' })
  await expect(form.getByLabel('Paragraph', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(newButton).toBeFocused()

  await newButton.click()
  await form.getByLabel('Paragraph', { exact: true }).fill('Half a thought')
  await page.keyboard.press('Escape')
  const ask = form.getByRole('alertdialog', { name: 'Close without saving?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(form.getByLabel('Paragraph', { exact: true })).toHaveValue('Half a thought')
  await form.getByRole('button', { name: 'Close' }).click()
  await ask.getByRole('button', { name: 'Close without saving' }).click()
  await expect(form).toBeHidden()
  await expect(newButton).toBeFocused()
})
