import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, ownerToken, publishSite, test } from '../fixtures/dashboard.ts'

// Posts change the navigation and the home page: this file runs on a server of its own.
// The home page's contribution graph has no service to ask here.
test.use({
  freshServer: true,
  seedDemo: false,
})
test.describe.configure({ timeout: 120_000 })

const CODE_POST = {
  title: 'Zero-downtime migrations, step by step',
  summary: 'Add, backfill, switch, remove: in that order.',
  tags: ['databases', 'node'],
  body: [
    'Shipping a migration without downtime is about **order**.[^1]',
    '',
    '## The plan',
    '',
    '```ts',
    'export async function backfill(batch = 1000) {',
    '  return batch',
    '}',
    '```',
    '',
    '| Step | Risk |',
    '|---|---|',
    '| Add | none |',
    '',
    '- [x] Written down',
    '- [ ] Reviewed',
    '',
    '<script>document.title = "owned"</script>',
    '',
    '[^1]: Expand and contract.',
  ].join('\n'),
}

async function publish(page: Page, posts: object[]) {
  const token = await ownerToken(page)
  for (const post of posts) {
    const response = await page.request.post('/api/posts', {
      headers: { 'auth-token': token },
      data: post,
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
}

test('published posts: navigation, list, post page, feed; drafts nowhere', async ({ page }) => {
  // Before any post: no Blog in the navigation, and no Writing on the home page.
  await page.goto('/')
  await expect(page.getByRole('navigation').getByRole('link', { name: /Blog/ })).toHaveCount(0)

  await publish(page, [
    {
      title: 'Notes on caching',
      summary: 'What survives a restart.',
      tags: ['node'],
      body: 'Short.',
      status: 'published',
      publishAt: '2026-01-10T09:00:00.000Z',
    },
    { ...CODE_POST, status: 'published', publishAt: '2026-02-01T09:00:00.000Z' },
    { title: 'A draft nobody sees', body: 'Secret.' },
  ])

  await page.goto('/')
  await expect(page.getByRole('link', { name: /Blog/ }).first()).toBeVisible()
  const writing = page.locator('#writing')
  await expect(writing.getByRole('heading', { level: 3 })).toHaveText([
    CODE_POST.title,
    'Notes on caching',
  ])

  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const titles = page.locator('.post-card-title')
  await expect(titles).toHaveText([CODE_POST.title, 'Notes on caching'])
  await expect(page.getByText('A draft nobody sees')).toHaveCount(0)
  await expect(page.locator('.post-card').first()).toContainText('1 February 2026')

  await page.getByRole('link', { name: CODE_POST.title }).click()
  await expect(page).toHaveURL(/\/blog\/zero-downtime-migrations-step-by-step$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CODE_POST.title)
  await expect(page.getByRole('heading', { level: 2, name: 'The plan' })).toBeVisible()
  await expect(page.locator('.prose table')).toBeVisible()
  // The hostile script was removed by the server: the title is the post's.
  await expect(page).toHaveTitle(/Zero-downtime migrations/)
  // The footnote's link reaches its note, without JavaScript.
  const noteId = (await page.locator('sup a').getAttribute('href'))!.slice(1)
  await expect(page.locator(`[id="${noteId}"]`)).toContainText('Expand and contract.')
  await expect(page.getByRole('link', { name: /Previous.*Notes on caching/ })).toBeVisible()

  const head = page.locator('head')
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    '2026-02-01T09:00:00.000Z',
  )
  await expect(head.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed.xml',
  )
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('BlogPosting')

  // A tag's page lists only its posts.
  await page.goto('/blog/tags/databases')
  await expect(page.locator('.post-card-title')).toHaveText([CODE_POST.title])

  // Drafts are nowhere public.
  expect((await page.request.get('/blog/a-draft-nobody-sees')).status()).toBe(404)
  const feed = await page.request.get('/feed.xml')
  expect(feed.headers()['content-type']).toContain('application/atom+xml')
  const xml = await feed.text()
  expect(xml).toContain(CODE_POST.title)
  expect(xml).not.toContain('A draft nobody sees')
  await publishSite(page)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/blog/zero-downtime-migrations-step-by-step</loc>')
  expect(sitemap).not.toContain('a-draft-nobody-sees')
})

for (const mode of ['dark', 'light'] as const) {
  test(`code is highlighted in ${mode} mode without inline styles, and axe finds nothing`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    await publish(page, [{ ...CODE_POST, status: 'published' }])
    await page.goto('/blog/zero-downtime-migrations-step-by-step')
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    const keyword = page.locator('pre.shiki .line > span', { hasText: /^export$/ }).first()
    const colour = await keyword.evaluate((element) => getComputedStyle(element).color)
    const text = await page
      .locator('.prose p')
      .first()
      .evaluate((element) => getComputedStyle(element).color)
    // A token has its theme's colour, not the text's.
    expect(colour).not.toBe(text)
    expect(colour).toBe(mode === 'dark' ? 'rgb(255, 123, 114)' : 'rgb(207, 34, 46)')
    await expect(page.locator('.prose [style]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.goto('/blog')
    await expectNoAxeViolations(page)
  })
}

test('a preview link shows a draft exactly as its page will look, to no search engine', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const token = await ownerToken(page)
  const created = await page.request.post('/api/posts', {
    headers: { 'auth-token': token },
    data: { ...CODE_POST, title: 'Not ready yet' },
  })
  const draft = (await created.json()).data as { _id: string; slug: string }
  const preview = await page.request.post(`/api/posts/${draft._id}/preview`, {
    headers: { 'auth-token': token },
  })
  const { url } = (await preview.json()).data as { url: string }

  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('no-store')
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('note')).toContainText('Preview. This is a draft.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not ready yet')
  await expect(page.locator('pre.shiki')).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoAxeViolations(page)

  expect((await page.request.get(`/blog/${draft.slug}`)).status()).toBe(404)
  expect((await page.request.get(`${url.slice(0, -3)}abc`)).status()).toBe(404)
})
