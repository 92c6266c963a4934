import type { Page } from '@playwright/test'
import {
  expect,
  expectExactToast,
  openDashboard,
  PNG,
  test,
  unique,
} from '../fixtures/dashboard.ts'

// Each test goes through several pages, uploads and password hashes on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

async function confirmDelete(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Yes, delete' }).click()
}

test('skills: add with an image, see it on /skills, delete it', async ({ page, context }) => {
  const name = unique('Skill')
  await openDashboard(page, '/dashboard/manageskills')
  const list = page.getByRole('region', { name: 'Added Skills' })
  await expect(list.getByRole('article', { name: 'Skill-1', exact: true })).toBeVisible()

  await page.getByLabel('Skill name').fill(name)
  await page.getByLabel('Skill image').setInputFiles(PNG)
  await expect(page.getByRole('img', { name: 'Preview of skill image' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Skill Added Successfully')
  const item = list.getByRole('article').filter({ hasText: name })
  await expect(item).toBeVisible()
  await expect(item.getByRole('heading')).toHaveText(/^Skill-\d+$/)
  await expect(page.getByLabel('Skill name')).toHaveValue('')
  await expect(page.getByRole('img', { name: 'Preview of skill image' })).toHaveCount(0)

  const visitor = await context.newPage()
  await visitor.goto('/skills')
  await expect(visitor.getByText(name)).toBeVisible()

  await item.getByRole('button', { name: /^Delete/ }).click()
  await confirmDelete(page)
  await expectExactToast(page, 'Skill Deleted Successfully')
  await expect(list.getByText(name)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible()
  await expect(visitor.getByText(name)).toHaveCount(0)
})

test('skills: a file that is not an image is refused in the browser', async ({ page }) => {
  await openDashboard(page, '/dashboard/manageskills')
  const input = page.getByLabel('Skill image')
  await expect(input).toHaveAttribute('accept', 'image/*')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
  await expect(page.getByRole('alert')).toHaveText('Please choose an image file')
})

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: /status of 4\d\d/ })

  test('skills: a failed add shows the server message and stops the spinner', async ({ page }) => {
    await openDashboard(page, '/dashboard/manageskills')
    await page.getByLabel('Skill name').fill(unique('No image'))
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('.Toastify__toast--error')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })
})

test('projects: add, listed first as on the public site, see it on /projects, delete it', async ({
  page,
  context,
}) => {
  const title = unique('Project')
  await openDashboard(page, '/dashboard/manageprojects')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Description').fill('A project added by the dashboard test.')
  await page.getByLabel('Tools').fill('TypeScript, Playwright')
  await page.getByLabel('GitHub link').fill('https://github.com/example/project')
  await page.getByLabel('Live link').fill('https://example.com/project')
  await page.getByLabel('Project image').setInputFiles(PNG)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Project Added Successfully')
  const list = page.getByRole('region', { name: 'Projects' })
  // A new project goes first, in the dashboard as on the public site.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(title)
  await expect(page.getByLabel('Title')).toHaveValue('')

  const visitor = await context.newPage()
  await visitor.goto('/projects')
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()

  await list.getByRole('button', { name: `Delete ${title}` }).click()
  await confirmDelete(page)
  await expectExactToast(page, 'Project Deleted Successfully')
  await expect(list.getByText(title)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
})

test('skills and projects: a typo is fixed in place, the image kept or replaced', async ({
  page,
  context,
}) => {
  const typo = unique('Kubernets')
  const fixed = typo.replace('Kubernets', 'Kubernetes')
  await openDashboard(page, '/dashboard/manageskills')
  await page.getByLabel('Skill name').fill(typo)
  await page.getByLabel('Skill image').setInputFiles(PNG)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Skill Added Successfully')
  const skills = page.getByRole('region', { name: 'Added Skills' })
  const skill = skills.getByRole('article').filter({ hasText: typo })
  const imageBefore = await skill.locator('img').getAttribute('src')

  await skill.getByRole('button', { name: /^Update/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Skill' })
  await expect(dialog.getByLabel('Skill name')).toHaveValue(typo)
  await dialog.getByLabel('Skill name').fill(fixed)
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Skill Updated Successfully')
  await expect(dialog).toBeHidden()
  const edited = skills.getByRole('article').filter({ hasText: fixed })
  await expect(edited.locator('img')).toHaveAttribute('src', imageBefore!)
  const visitor = await context.newPage()
  await visitor.goto('/skills')
  await expect(visitor.getByText(fixed)).toBeVisible()

  // A project's image replaced from its Update dialog.
  await page.goto('/dashboard/manageprojects')
  const projects = page.getByRole('region', { name: 'Projects' })
  const project = projects.getByRole('article').first()
  const projectImage = await project.locator('img').getAttribute('src')
  await project.getByRole('button', { name: /^Update/ }).click()
  const projectDialog = page.getByRole('dialog', { name: 'Update Project' })
  await projectDialog.getByLabel('New project image (optional)').setInputFiles(PNG)
  await projectDialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Project Updated Successfully')
  await expect(project.locator('img')).not.toHaveAttribute('src', projectImage!)
})
