import { contentList, openEditForm, openNewForm, deleteRow } from '../support/content-page.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  ownerToken,
  PNG,
  test,
  unique,
} from '../fixtures/dashboard.ts'

/*
 * Records with an image: what the image field does beyond content-types.spec.ts (which adds,
 * edits, moves and deletes a record of every type, with its image).
 */

// Each test goes through several pages and uploads on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

test('skills: the image is asked for in words, and a file that is not an image is refused', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/manageskills')
  const form = await openNewForm(page)
  await form.getByLabel('Skill name').fill(unique('No image'))
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('alert')).toHaveText('Image is required')
  const input = form.getByLabel('Image', { exact: true })
  await expect(input).toBeFocused()
  await expect(input).toHaveAttribute('accept', 'image/*')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
  await expect(form.getByRole('alert')).toHaveText('Please choose an image file')
})

test('skills and projects: a typo is fixed in place, the image kept or replaced', async ({
  page,
  context,
}) => {
  const typo = unique('Kubernets')
  const fixed = typo.replace('Kubernets', 'Kubernetes')
  await openDashboard(page, '/dashboard/manageskills')
  const form = await openNewForm(page)
  await form.getByLabel('Skill name').fill(typo)
  await form.getByLabel('Image', { exact: true }).setInputFiles(PNG)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectExactToast(page, 'Skill Added Successfully')
  const skills = contentList(page, 'Added Skills')
  const skill = skills.getByRole('article').filter({ hasText: typo })
  // Named as the contract names skills: by their place.
  await expect(skill).toHaveAccessibleName(/^Skill-\d+$/)
  const imageBefore = await skill.locator('img').getAttribute('src')

  const edit = await openEditForm(skill)
  await expect(edit.getByLabel('Skill name')).toHaveValue(typo)
  await expect(edit.getByRole('img', { name: 'Preview of image' })).toHaveAttribute(
    'src',
    imageBefore!,
  )
  await edit.getByLabel('Skill name').fill(fixed)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Skill Updated Successfully')
  const edited = skills.getByRole('article').filter({ hasText: fixed })
  await expect(edited.locator('img')).toHaveAttribute('src', imageBefore!)
  const visitor = await context.newPage()
  await visitor.goto('/skills')
  await expect(visitor.getByText(fixed)).toBeVisible()
  await deleteRow(edited)

  // A project's image replaced from its edit form.
  await page.goto('/dashboard/manageprojects')
  const project = contentList(page, 'Your projects').getByRole('article').first()
  const projectImage = await project.locator('img').getAttribute('src')
  const projectForm = await openEditForm(project)
  await projectForm.getByLabel('Image', { exact: true }).setInputFiles(PNG)
  await expect(projectForm.getByRole('button', { name: 'Keep the current image' })).toBeVisible()
  await projectForm.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Project Updated Successfully')
  await expect(project.locator('img')).not.toHaveAttribute('src', projectImage!)
})

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: /status of 4\d\d/ })

  test('projects: an address already used is refused with the server message; the form stays', async ({
    page,
  }) => {
    const slug = `taken-${Date.now().toString(36)}`
    const token = await ownerToken(page)
    const first = await page.request.post('/api/project/addproject', {
      headers: { 'auth-token': token },
      multipart: {
        title: unique('First'),
        desc: '',
        tools: '',
        github: '',
        live: '',
        slug,
        body: 'A case study.',
        image: { name: PNG.name, mimeType: PNG.mimeType, buffer: PNG.buffer },
      },
    })
    expect(first.ok(), await first.text()).toBe(true)
    await openDashboard(page, '/dashboard/manageprojects')
    const form = await openNewForm(page)
    await form.getByLabel('Title').fill(unique('Second'))
    await form.getByLabel('Case study address').fill(slug)
    await form.getByLabel('Image', { exact: true }).setInputFiles(PNG)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('.Toastify__toast--error')).toContainText(
      `A project already uses the address "${slug}"`,
    )
    await expect(form).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })
})
