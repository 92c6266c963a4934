import { expect, expectExactToast, openDashboard, test } from '../fixtures/dashboard.ts'

// Removing the demo changes the server's content: a server of its own.
test.use({ freshServer: true })
test.describe.configure({ timeout: 90_000 })

test('the first-run checklist shows progress, links each step, removes the demo and can be hidden', async ({
  page,
  context,
}) => {
  await openDashboard(page, '/dashboard/adminprofile')
  const checklist = page.getByRole('region', { name: 'Make it yours' })
  await expect(checklist).toBeVisible()
  // A fresh install: the placeholder e-mail, the demo, nothing of the owner's yet.
  await expect(checklist.getByText('0 of 8 done')).toBeVisible()
  await expect(checklist.getByRole('progressbar')).toHaveAttribute('value', '0')
  await expect(checklist.getByRole('link', { name: 'Your links' })).toHaveAttribute(
    'href',
    '/dashboard/site',
  )

  await checklist.getByRole('button', { name: 'Remove the demo content' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Yes, delete' })
    .click()
  await expectExactToast(page, 'Demo content removed')
  await expect(checklist.getByText('1 of 8 done')).toBeVisible()
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Remove the demo content' }),
  ).toHaveAttribute('data-done', 'true')
  await expect(checklist.getByRole('button', { name: 'Remove the demo content' })).toHaveCount(0)

  const visitor = await context.newPage()
  await visitor.goto('/about')
  await expect(visitor.getByText('(demo)')).toHaveCount(0)

  await checklist.getByRole('button', { name: 'Hide this list' }).click()
  await expect(checklist).toHaveCount(0)
  await page.reload()
  const show = page.getByRole('button', { name: 'Show the getting-started list (1 of 8 done)' })
  await expect(show).toBeVisible()
  await show.click()
  await expect(page.getByRole('region', { name: 'Make it yours' })).toBeVisible()
})
