import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import {
  chooseInRowMenu,
  contentList,
  deleteRow,
  openEditForm,
  openNewForm,
} from '../support/content-page.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  test,
  toast,
  undoFromToast,
  unique,
} from '../fixtures/dashboard.ts'

// Undo, the trash and history change what every list shows: each test has a server of its own.
test.use({ freshServer: true })
test.describe.configure({ timeout: 120_000 })

async function confirmDelete(page: Page, button = 'Yes, delete') {
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: button }).click()
}

/** The ids of a public list, in the order the site shows them. */
async function publicOrder(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path)
  return ((await response.json()) as { data: Array<{ _id: string }> }).data.map((item) => item._id)
}

/** Whether an image element has loaded real pixels. */
const loaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  )

test('undo after deleting a project brings it back in its place, with its image', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDashboard(page, '/dashboard/manageprojects')
  const before = await publicOrder(page, '/api/projects')
  expect(before.length).toBeGreaterThan(2)
  const list = contentList(page, 'Your projects')
  const second = list.getByRole('article').nth(1)
  const title = (await second.getAttribute('aria-label'))!
  const image = await second.locator('img').getAttribute('src')

  await deleteRow(second)
  await expectExactToast(page, 'Project Deleted Successfully')
  await expect(list.getByRole('article', { name: title })).toHaveCount(0)

  await undoFromToast(page, 'Project Deleted Successfully')
  const back = list.getByRole('article', { name: title })
  await expect(back).toBeVisible()
  await expect(list.getByRole('article').nth(1)).toHaveAccessibleName(title)
  await expect(back.locator('img')).toHaveAttribute('src', image!)
  await expect.poll(() => loaded(back.locator('img'))).toBe(true)
  expect(await publicOrder(page, '/api/projects')).toEqual(before)

  // The visitor sees it again, its picture served (drawn large when the project is featured; the
  // others are compact cards without one).
  const visitor = await context.newPage()
  await visitor.goto('/projects')
  const card = visitor.getByRole('listitem').filter({ hasText: title }).first()
  await expect(card).toBeVisible()
  expect((await visitor.request.get(image!)).ok()).toBe(true)
})

test('undo after saving a change puts the previous text back', async ({ page }) => {
  await openDashboard(page, '/dashboard/manageedu')
  const list = contentList(page, 'Current Education')
  const first = list.getByRole('article').first()
  const original = (await first.textContent())!
  const dialog = await openEditForm(first)
  const changed = unique('Renamed University')
  await dialog.getByLabel('College or school').fill(changed)
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Education Updated Successfully')
  await expect(list.getByRole('article').first()).toContainText(changed)

  await undoFromToast(page, 'Education Updated Successfully')
  await expect(list.getByRole('article').first()).not.toContainText(changed)
  await expect(list.getByRole('article').first()).toHaveText(original)
})

test('the trash: deleted items are listed, put back, or deleted for good', async ({ page }) => {
  const keep = unique('A paragraph to keep')
  const drop = unique('A paragraph to drop')
  await openDashboard(page, '/dashboard/manageabout')
  for (const text of [keep, drop]) {
    const form = await openNewForm(page)
    await form.getByRole('group', { name: 'Paragraph 1' }).getByLabel('Paragraph').fill(text)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectExactToast(page, 'Paragraphs Added Successfully')
  }
  const list = contentList(page, 'Current Paragraphs')
  for (const text of [keep, drop]) {
    await deleteRow(list.getByRole('article').filter({ hasText: text }))
    await expectExactToast(page, 'Paragraph Delete Successfully')
  }

  await page.getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  const deleted = page.getByRole('list', { name: 'Deleted items' })
  await expect(deleted.getByRole('listitem').filter({ hasText: keep })).toContainText(
    'About paragraph · deleted',
  )
  await expectNoAxeViolations(page)
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/trash.png` })

  await deleted
    .getByRole('listitem')
    .filter({ hasText: keep })
    .getByRole('button', { name: /^Put back/ })
    .click()
  await expectExactToast(page, 'Put back 1 item')
  await expect(deleted.getByText(keep)).toHaveCount(0)

  const gone = deleted.getByRole('listitem').filter({ hasText: drop })
  await gone.getByRole('button', { name: 'Delete for good' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirmDelete(page)
  await expectExactToast(page, 'Deleted 1 item for good')
  await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible()

  await page.goto('/dashboard/manageabout')
  await expect(list.getByText(keep)).toBeVisible()
  await expect(list.getByText(drop)).toHaveCount(0)
})

test("a record's history compares a version with now and restores it", async ({ page }) => {
  await openDashboard(page, '/dashboard/managecer')
  const list = contentList(page, 'Current Certificates')
  // A certificate is named by its title, which the test changes: found by its place.
  const first = list.getByRole('article').first()
  const titles = [unique('First title'), unique('Second title')]
  for (const title of titles) {
    const dialog = await openEditForm(first)
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expectExactToast(page, 'Certificate Updated Successfully')
    await expect(dialog).toBeHidden()
  }

  await chooseInRowMenu(first, 'History')
  const history = page.getByRole('dialog', { name: `History of ${titles[1]}` })
  const versions = history.getByRole('list', { name: 'Versions, newest first' })
  await expect(versions.getByRole('button')).toHaveCount(3)
  await expect(versions.getByRole('button').first()).toContainText('Changed title')
  // The version before the last save: its title differs from now.
  await versions.getByRole('button').nth(1).click()
  const table = history.getByRole('table')
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Title' }) })
  await expect(row).toContainText(titles[0]!)
  await expect(row).toContainText(titles[1]!)
  await expectNoAxeViolations(page)
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/history.png` })
  await history.getByRole('button', { name: 'Restore this version' }).click()
  await expectExactToast(page, 'Restored this version')
  await expect(history).toBeHidden()
  await expect(first).toContainText(titles[0]!)
})

test('the account log lists sign-ins, failed ones too, with the browser', async ({ page }) => {
  const failed = await page.request.post('/api/user/login', {
    data: { username: 'owner', password: 'not the right one' },
    failOnStatusCode: false,
  })
  expect(failed.status()).toBe(401)
  await openDashboard(page, '/dashboard/adminprofile')
  const log = page.getByRole('region', { name: 'Account log' })
  const rows = log.getByRole('row')
  await expect(rows.filter({ hasText: 'Failed sign-in' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('undo after saving the site settings puts the form and the site back', async ({ page }) => {
  await openDashboard(page, '/dashboard/site')
  const location = page.getByLabel('Location')
  const before = await location.inputValue()
  const changed = unique('Somewhere')
  await location.fill(changed)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expectExactToast(page, 'Settings Updated Successfully')
  await expect(location).toHaveValue(changed)

  await undoFromToast(page, 'Settings Updated Successfully')
  await expect(location).toHaveValue(before)
  const settings = await page.request.get('/api/site/settings')
  expect(((await settings.json()) as { data: { location: string } }).data.location).toBe(before)
})

test("undo after saving a post's change reopens the editor with the text before it", async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/posts')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const created = await page.request.post('/api/posts', {
    headers: { 'auth-token': token! },
    data: { title: 'Notes on undo', body: 'The first text.' },
  })
  const post = ((await created.json()) as { data: { _id: string } }).data
  await page.goto(`/dashboard/posts/${post._id}`)
  const text = page.getByRole('textbox', { name: 'Text' })
  await expect(text).toHaveValue('The first text.')
  await text.fill('A second text.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expectExactToast(page, 'Post Updated Successfully')

  // The editor reloads with the version before the save.
  await toast(page, 'Post Updated Successfully').getByRole('button', { name: 'Undo' }).click()
  await expect(text).toHaveValue('The first text.')
  await expect(page.getByLabel('Title')).toHaveValue('Notes on undo')
})
