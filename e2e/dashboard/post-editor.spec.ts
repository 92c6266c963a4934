import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, openDashboard, ownerToken, PNG, test, toast } from '../fixtures/dashboard.ts'

// Publishing changes the navigation and the home page: each test has a server of its own.
test.use({
  freshServer: true,
  // Without the demo's posts: the list starts empty.
  seedDemo: false,
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch/i,
})
test.describe.configure({ timeout: 120_000 })

const status = (page: Page) => page.locator('.post-editor-status')
const body = (page: Page) => page.getByRole('textbox', { name: 'Text' })

test('writes a post: live preview, images, autosave, reload, publish, list and delete', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1440, height: 1000 })
  await openDashboard(page, '/dashboard/posts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts')
  await expect(page.getByText('No posts yet')).toBeVisible()
  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page).toHaveURL(/\/dashboard\/posts\/new$/)

  await page.getByLabel('Title').fill('Caching at the edge')
  await body(page).fill('## Why\n\nIt is **fast**.\n\n```ts\nconst hit = cache.get(key)\n```\n')
  // The preview is the server's renderer: headings, bold and highlighted code.
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Why' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('fast')
  await expect(preview.locator('pre.shiki')).toContainText('cache.get(key)')
  await expect(page.locator('.markdown-footer')).toHaveText('10 words · 1 min read')

  // A draft saves itself: the address becomes the post's own.
  await expect(status(page)).toHaveText(/^Saved at /)
  await expect(page).toHaveURL(/\/dashboard\/posts\/\d+$/)

  // An image chosen (as a paste or a drop would) is uploaded and written into the text.
  await page.getByLabel('Insert images').setInputFiles(PNG)
  await expect(body(page)).toHaveValue(/!\[pixel\]\(\/media\/[0-9a-f]{64}\.webp\)\n/)
  await expect(preview.locator('img[alt="pixel"]')).toBeVisible()
  await expect(status(page)).toHaveText(/^Saved at /)

  // A pasted image is uploaded in the same way.
  await body(page).press('End')
  await body(page).evaluate(async (element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const data = new DataTransfer()
    data.items.add(new File([bytes], 'pasted chart.png', { type: 'image/png' }))
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, PNG.buffer.toString('base64'))
  await expect(body(page)).toHaveValue(/!\[pasted chart\]\(\/media\/[0-9a-f]{64}\.webp\)/)
  await expect(body(page)).not.toHaveValue(/Uploading/)

  await page.getByLabel('Tags').fill('performance, edge')
  await page.getByLabel('Summary').fill('Where a cache belongs.')
  await expect(status(page)).toHaveText(/^Saved at /)

  // A reload shows what the server has.
  await page.reload()
  await expect(page.getByLabel('Title')).toHaveValue('Caching at the edge')
  await expect(body(page)).toHaveValue(/cache\.get\(key\)/)
  await expect(page.getByLabel('Tags')).toHaveValue('performance, edge')
  await expect(page.getByText('Draft: only you can see it')).toBeVisible()
  expect((await page.request.get('/blog/caching-at-the-edge')).status()).toBe(404)

  await expectNoAxeViolations(page)
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/editor-desktop.png`, fullPage: true })

  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(toast(page, 'Post Updated Successfully')).toBeVisible()
  await expect(page.getByText(/^Published /)).toBeVisible()
  const published = await page.request.get('/blog/caching-at-the-edge')
  expect(published.status()).toBe(200)
  expect(await published.text()).toContain('<strong>fast</strong>')

  // The list: state, filters, and delete after a confirmation.
  await page.getByRole('link', { name: '← All posts' }).click()
  const item = page.locator('.posts-item', { hasText: 'Caching at the edge' })
  await expect(item).toContainText('Published')
  await page.getByLabel('Show').selectOption('draft')
  await expect(page.getByText('No posts match these filters.')).toBeVisible()
  await page.getByLabel('Show').selectOption('published')
  await page.getByLabel('Tag').selectOption('edge')
  await expect(item).toBeVisible()
  await expectNoAxeViolations(page)
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/list-desktop.png` })
  // The row's one "⋯" menu holds what the owner can do with it.
  await item.getByRole('button', { name: 'Actions for “Caching at the edge”' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'View on the site', 'Delete'])
  await menu.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(toast(page, 'Post Deleted Successfully')).toBeVisible()
  await expect(page.getByText('No posts yet')).toBeVisible()
  expect((await page.request.get('/blog/caching-at-the-edge')).status()).toBe(404)
})

test('nothing typed is lost: offline drafts wait in the browser, unsaved edits survive a reload', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const token = await ownerToken(page)
  const created = await page.request.post('/api/posts', {
    headers: { 'auth-token': token },
    data: { title: 'Field notes', body: 'First line.' },
  })
  const draft = (await created.json()).data as { _id: string; slug: string }
  await openDashboard(page, `/dashboard/posts/${draft._id}`)
  await expect(body(page)).toHaveValue('First line.')

  // Offline: the draft waits in the browser, and saves itself once the connection is back.
  await context.setOffline(true)
  await body(page).fill('First line.\n\nWritten on a train.')
  await expect(status(page)).toHaveText('Offline: your changes are kept in this browser')
  await context.setOffline(false)
  await expect(status(page)).toHaveText(/^Saved at /)
  const saved = await page.request.get(`/api/posts/${draft.slug}`, {
    headers: { 'auth-token': token },
  })
  expect((await saved.json()).data.body).toBe('First line.\n\nWritten on a train.')

  // A published post changes only with Update; until then a reload restores the typing.
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(toast(page, 'Post Updated Successfully')).toBeVisible()
  await body(page).fill('Rewritten, not saved yet.')
  await expect(status(page)).toHaveText('Unsaved changes (kept in this browser): press Update')
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: 'Restored what you typed' }),
  ).toBeVisible()
  await expect(body(page)).toHaveValue('Rewritten, not saved yet.')
  expect(await (await page.request.get(`/blog/${draft.slug}`)).text()).toContain(
    'Written on a train.',
  )

  // Leaving asks first.
  await page.getByRole('link', { name: '← All posts' }).click()
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible()
  await page.getByRole('button', { name: 'Stay on this page' }).click()
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(toast(page, 'Post Updated Successfully')).toBeVisible()
  await expect(status(page)).toHaveText(/^Saved at /)
  expect(await (await page.request.get(`/blog/${draft.slug}`)).text()).toContain(
    'Rewritten, not saved yet.',
  )
})

test('schedules a post and takes it back to a draft', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDashboard(page, '/dashboard/posts/new')
  await page.getByLabel('Title').fill('Next week')
  await expect(status(page)).toHaveText(/^Saved at /)
  await page.getByRole('button', { name: 'Schedule…' }).click()
  await page.getByLabel('Appears on').fill('2001-01-01T09:00')
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByText('Choose a time in the future')).toBeVisible()
  await page.getByLabel('Appears on').fill('2099-12-01T09:00')
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(toast(page, 'Post Updated Successfully')).toBeVisible()
  await expect(page.getByText(/^Scheduled: appears /)).toBeVisible()
  expect((await page.request.get('/blog/next-week')).status()).toBe(404)

  await page.getByRole('button', { name: 'Unschedule' }).click()
  await expect(page.getByText('Draft: only you can see it')).toBeVisible()
  await page.getByRole('link', { name: '← All posts' }).click()
  await expect(page.locator('.posts-item', { hasText: 'Next week' })).toContainText('Draft')
})
