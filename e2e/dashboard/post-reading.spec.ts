import { expect, OWNER, ownerToken, test } from '../fixtures/dashboard.ts'

// Adds posts: this file runs on a server of its own.
test.use({ freshServer: true })
test.describe.configure({ timeout: 120_000 })

const BODY = [
  '## Setting up',
  'First, install it.',
  '```sh',
  'npm install vitrine',
  '```',
  '## Running it',
  'Then start it.',
  '### On a server',
  'With systemd.',
].join('\n\n')

test('a long post has contents, a copy button on its code, related posts and its author', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const headers = { 'auth-token': await ownerToken(page) }
  const add = async (title: string, body: string, tags: string[]) => {
    const response = await page.request.post('/api/posts', {
      headers,
      data: { title, body, tags, status: 'published' },
    })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { data: { slug: string } }).data.slug
  }
  await add('Another note on deploys', 'Short.', ['deploys'])
  const slug = await add('Deploying Vitrine', BODY, ['deploys', 'servers'])

  await page.goto(`/blog/${slug}`)
  // Contents from the headings; each link goes to its heading.
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await expect(contents.getByRole('link')).toHaveText(['Setting up', 'Running it', 'On a server'])
  await contents.getByRole('link', { name: 'On a server' }).click()
  await expect(page).toHaveURL(/#on-a-server$/)
  await expect(page.getByRole('heading', { name: 'On a server' })).toBeInViewport()

  // The code block's button copies the code alone, and says so.
  const copy = page.getByRole('button', { name: 'Copy code' })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(copy).toHaveText('Copied')
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install vitrine\n')

  // At its end: subscribe, the related post, the author.
  await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/feed.xml')
  await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('link')).toHaveText([
    'Another note on deploys',
  ])
  await expect(page.getByRole('complementary', { name: OWNER.name, exact: true })).toContainText(
    'Written by',
  )
})

test('a post without code loads no copy script', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/blog/a-portfolio-that-loads-instantly')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(scripts.some((url) => /code-copy/.test(url))).toBe(false)
  await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0)
})
