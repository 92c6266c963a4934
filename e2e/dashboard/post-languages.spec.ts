import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, expectExactToast, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'

// Its own server: the site gets German, which no other test expects.
test.use({ freshServer: true })
test.describe.configure({ timeout: 150_000 })

const SHOTS = process.env.SHOTS_DIR ?? '/work/notes/shots'

async function addGerman(page: Page) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, languages: { default: 'en', additional: ['de'] } },
  })
  expect(saved.ok()).toBe(true)
}

async function englishPost(page: Page, title: string): Promise<string> {
  const added = await page.request.post('/api/posts', {
    headers: { 'auth-token': await ownerToken(page) },
    data: { title, body: 'Why a **portfolio** should load fast.', status: 'published' },
  })
  expect(added.ok()).toBe(true)
  return ((await added.json()) as { data: { _id: string } }).data._id
}

test('translates a post into German from the dashboard: the German feed lists it, the default one not', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await addGerman(page)
  const title = `Fast pages ${Date.now()}`
  const id = await englishPost(page, title)
  await openDashboard(page, `/dashboard/posts/${id}`)

  const panel = page.getByRole('region', { name: 'Language' })
  await expect(panel.getByRole('combobox', { name: 'Written in' })).toHaveValue('en')
  await expect(panel.getByText('Not translated yet.')).toBeVisible()
  await expect(panel.getByRole('combobox', { name: 'Translate into' })).toHaveValue('de')
  await panel.getByRole('button', { name: 'Translate this post' }).click()
  await expectExactToast(
    page,
    'A draft in Deutsch to translate: the words are this post’s for a start',
  )
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/posts/${id}$`))
  const german = page.getByRole('region', { name: 'Language' })
  await expect(german.getByRole('combobox', { name: 'Written in' })).toHaveValue('de')
  await expect(german.getByRole('link', { name: 'English' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)

  const germanTitle = `Schnelle Seiten ${Date.now()}`
  await page.getByLabel('Title').fill(germanTitle)
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expectExactToast(page, 'Post Updated Successfully')

  const germanFeed = await (await page.request.get('/de/feed.xml')).text()
  expect(germanFeed).toContain(germanTitle)
  expect(germanFeed).not.toContain(title)
  const mainFeed = await (await page.request.get('/feed.xml')).text()
  expect(mainFeed).toContain(title)
  expect(mainFeed).not.toContain(germanTitle)

  // The list says each post's language and its translations, and filters by language.
  await openDashboard(page, '/dashboard/posts')
  const posts = page.getByRole('list', { name: 'Posts' })
  await expect(posts.getByText(/^Deutsch, also in English · /)).toBeVisible()
  await expect(posts.getByText(/^English, also in Deutsch · /)).toBeVisible()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await expect(posts.getByRole('listitem')).toHaveCount(1)
  await expect(posts.getByText(germanTitle)).toBeVisible()
})

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the post editor's language panel and the posts list, axe clean dark and light (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await addGerman(page)
    const id = await englishPost(page, `Shots ${name} ${Date.now()}`)
    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
      await openDashboard(page, `/dashboard/posts/${id}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const panel = page.getByRole('region', { name: 'Language' })
      await expect(panel.getByRole('button', { name: 'Translate this post' })).toBeVisible()
      await panel.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/langposts-editor-${name}-${theme}.png` })
      await expectNoAxeViolations(page)
      await openDashboard(page, '/dashboard/posts')
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/langposts-list-${name}-${theme}.png` })
      await expectNoAxeViolations(page)
    }
  })
}
