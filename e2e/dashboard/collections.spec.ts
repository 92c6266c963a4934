import type { Page } from '@playwright/test'
import { apiList } from '../support/test.ts'
import { expect, expectExactToast, openDashboard, test, unique } from '../fixtures/dashboard.ts'

// Each test goes through several pages, uploads and password hashes on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

async function confirmDelete(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Yes, delete' })
    .click()
}

test('education: add two at once, update one, delete both; the about page follows', async ({
  page,
  context,
}) => {
  const first = unique('First College')
  const second = unique('Second School')
  await openDashboard(page, '/dashboard/manageedu')
  const entry1 = page.getByRole('group', { name: 'Education 1' })
  await expect(entry1.getByText('Format: 2021-2025')).toBeVisible()
  await entry1.getByLabel('Years').fill('2019-2023')
  await entry1.getByLabel('College or school').fill(first)
  await entry1.getByLabel('Degree or course').fill('BSc Computing')
  await entry1.getByLabel('Status or score').fill('First class')
  await page.getByRole('button', { name: 'Add More' }).click()
  const entry2 = page.getByRole('group', { name: 'Education 2' })
  await entry2.getByLabel('Years').fill('2017-2019')
  await entry2.getByLabel('College or school').fill(second)
  await entry2.getByLabel('Degree or course').fill('A levels')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Education Details Added')
  const list = page.getByRole('region', { name: 'Current Education' })
  await expect(list.getByText(first, { exact: true })).toBeVisible()
  await expect(list.getByText(second, { exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Education 2' })).toHaveCount(0)

  const visitor = await context.newPage()
  await visitor.goto('/about')
  await expect(visitor.getByText(first).first()).toBeVisible()

  const renamed = unique('Renamed College')
  await list.getByRole('button', { name: `Update BSc Computing, ${first}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Education' })
  await expect(dialog.getByLabel('College or school')).toHaveValue(first)
  await expect(dialog.getByLabel('Years')).toHaveValue('2019-2023')
  await dialog.getByLabel('College or school').fill(renamed)
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Education Updated Successfully')
  await expect(dialog).toBeHidden()
  await expect(list.getByText(renamed, { exact: true })).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByText(renamed).first()).toBeVisible()

  for (const name of [`BSc Computing, ${renamed}`, `A levels, ${second}`]) {
    await list.getByRole('button', { name: `Delete ${name}` }).click()
    await confirmDelete(page)
    await expect(list.getByRole('article', { name })).toHaveCount(0)
  }
  await expectExactToast(page, 'Education Deleted Successfully')
  await visitor.reload()
  await expect(visitor.getByText(renamed)).toHaveCount(0)
  await expect(visitor.getByText(second)).toHaveCount(0)
})

test('experience: checked before sending, added with a description at the top, updated, deleted; the about page follows', async ({
  page,
  context,
}) => {
  const company = unique('Company')
  await openDashboard(page, '/dashboard/manageexp')
  const entry = page.getByRole('group', { name: 'Experience 1' })
  // Nothing filled in: each problem is said beside its field, in words, and nothing is sent.
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(entry.getByText('Period is required')).toBeVisible()
  await expect(entry.getByText('Job title is required')).toBeVisible()
  await expect(entry.getByLabel('Period')).toBeFocused()
  await expect(page.getByText(/body\./)).toHaveCount(0)

  await entry.getByLabel('Period').fill('2024-2025')
  await expect(entry.getByText('Period is required')).toHaveCount(0)
  await entry.getByLabel('Job title').fill('Engineer')
  await entry.getByLabel('Company').fill(company)
  await entry
    .getByLabel('Description')
    .fill('Platform team.\n- Shipped the **billing** service\n- Halved build times')
  await entry.getByLabel('Tech stack').fill('React')
  await entry.getByLabel('Link', { exact: true }).fill('https://example.com')
  await entry.getByLabel('Certificate link').fill('https://example.com/doc.pdf')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Experience Details Added')
  const list = page.getByRole('region', { name: 'Current Experience' })
  await expect(list.getByRole('article').first()).toHaveAccessibleName(`Engineer at ${company}`)

  const visitor = await context.newPage()
  await visitor.goto('/about')
  // The newest job opens the public timeline, its description as text and bullet points.
  const timeline = visitor.locator('#experience').getByRole('listitem').first()
  await expect(timeline).toContainText(company)
  await expect(timeline.getByText('Platform team.')).toBeVisible()
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Shipped the billing service' }),
  ).toBeVisible()
  await expect(timeline.locator('strong', { hasText: 'billing' })).toBeVisible()

  await list.getByRole('button', { name: `Update Engineer at ${company}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Experience' })
  await expect(dialog.getByLabel('Company')).toHaveValue(company)
  await dialog.getByLabel('Job title').fill('Lead Engineer')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Experience Updated Successfully')
  await expect(list.getByRole('article', { name: `Lead Engineer at ${company}` })).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByText('Lead Engineer').first()).toBeVisible()

  await list.getByRole('button', { name: `Delete Lead Engineer at ${company}` }).click()
  await confirmDelete(page)
  await expectExactToast(page, 'Experience Deleted Successfully')
  await expect(list.getByText(company)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.getByText(company)).toHaveCount(0)
})

test('certificates: an update sends the platform as the label', async ({ page, context }) => {
  const title = unique('Certificate')
  await openDashboard(page, '/dashboard/managecer')
  const entry = page.getByRole('group', { name: 'Certificate 1' })
  await expect(entry.getByText('Format: 10-08-2023')).toBeVisible()
  await entry.getByLabel('Title').fill(title)
  await entry.getByLabel('Description').fill('Passed with distinction.')
  await entry.getByLabel('Date').fill('10-08-2023')
  await entry.getByLabel('Platform').fill('Coursera')
  await entry.getByLabel('Label').fill('Cloud')
  await entry.getByLabel('Certificate link').fill('https://example.com/certificate.pdf')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Certificate details Added')
  const list = page.getByRole('region', { name: 'Current Certificates' })
  await expect(list.getByRole('article', { name: title })).toContainText('Cloud')

  const visitor = await context.newPage()
  await visitor.goto('/skills')
  const card = visitor.getByRole('heading', { name: title })
  await expect(card).toBeVisible()

  await list.getByRole('button', { name: `Update ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Certificate' })
  await expect(dialog.getByLabel('Platform')).toHaveValue('Coursera')
  await dialog.getByLabel('Platform').fill('edX')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Certificate Updated Successfully')
  await expect(list.getByRole('article', { name: title })).toContainText('edX · edX')
  const stored = (
    await apiList<{ title: string; label: string; platform: string }>(
      page,
      '/api/cer/fetchcertificates',
    )
  ).find((certificate) => certificate.title === title)
  expect(stored).toMatchObject({ platform: 'edX', label: 'edX' })
  await visitor.reload()
  await expect(card).toBeVisible()

  await list.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDelete(page)
  await expect(list.getByText(title)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: 'Certifications' })).toBeVisible()
  await expect(card).toHaveCount(0)
})

test.describe('about', () => {
  // The about page shows the first four paragraphs: this test makes room on a server of its own.
  test.use({ freshServer: true })

  test('paragraphs: delete, add, update; the about page follows', async ({ page, context }) => {
    const text = unique('A paragraph written in the dashboard')
    await openDashboard(page, '/dashboard/manageabout')
    const list = page.getByRole('region', { name: 'Current Paragraphs' })
    const fourth = list.getByRole('article', { name: 'Paragraph-4' })
    const removed = (await fourth.locator('.admin-summary').textContent())!.trim()
    await list.getByRole('button', { name: 'Delete Paragraph-4' }).click()
    await confirmDelete(page)
    await expectExactToast(page, 'Paragraph Delete Successfully')
    await expect(list.getByText(removed)).toHaveCount(0)

    await page.getByRole('group', { name: 'Paragraph 1' }).getByLabel('Paragraph').fill(text)
    await page.getByRole('button', { name: 'Add More' }).click()
    await page.getByRole('button', { name: 'Remove Paragraph 2' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectExactToast(page, 'Paragraphs Added Successfully')
    await expect(list.getByText(text, { exact: true })).toBeVisible()

    const visitor = await context.newPage()
    await visitor.goto('/about')
    await expect(visitor.getByText(text).first()).toBeVisible()
    await expect(visitor.getByText(removed)).toHaveCount(0)

    await list.getByRole('button', { name: 'Update Paragraph-4' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Paragraph' })
    await expect(dialog.getByLabel('Paragraph')).toHaveValue(text)
    await dialog.getByLabel('Paragraph').fill(`${text} (edited)`)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expectExactToast(page, 'Paragraph Updated Successfully')
    await expect(list.getByText(`${text} (edited)`)).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByText(`${text} (edited)`)).toBeVisible()
  })
})
