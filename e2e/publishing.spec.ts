import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectExactToast, openDashboard, OWNER, test } from './fixtures/dashboard.ts'
import { PUBLIC_PAGES } from './support/test.ts'

// A fresh install without the demo (SEED_DEMO=false) and the default OWNER_EMAIL: a server of its
// own, which this test publishes and unpublishes.
test.use({ seedDemo: false, javaScriptEnabled: true })
test.describe.configure({ timeout: 300_000 })

const NOTICE = 'Not published yet'

/** What search engines and visitors get from the public site, page by page. */
async function publicState(page: Page, request: APIRequestContext) {
  const robots = await (await request.get('/robots.txt')).text()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages: { path: string; header?: string; meta: number; notice: number }[] = []
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    pages.push({
      path,
      header: response?.headers()['x-robots-tag'],
      meta: await page.locator('head meta[name="robots"][content="noindex"]').count(),
      notice: await page.getByText(NOTICE).count(),
    })
  }
  return {
    disallowsAll: /^Disallow: \/$/m.test(robots),
    sitemapUrls: [...sitemap.matchAll(/<url>/g)].length,
    sitemapValid: sitemap.includes('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    pages,
  }
}

const unpublishedPages = PUBLIC_PAGES.map((path) => ({
  path,
  header: 'noindex',
  meta: 1,
  notice: 1,
}))
const publishedPages = PUBLIC_PAGES.map((path) => ({
  path,
  header: undefined,
  meta: 0,
  notice: 0,
}))

async function setPublished(page: Page, published: boolean) {
  await openDashboard(page, '/dashboard/site')
  const control = page.getByRole('switch', { name: 'Published' })
  await expect(control).toHaveAccessibleDescription(/search engines may list your site/)
  await expect(control).toBeChecked({ checked: !published })
  await control.click()
  await expect(control).toBeChecked({ checked: published })
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expectExactToast(page, 'Settings Updated Successfully')
}

test('a new install is unpublished until its owner publishes it from Site settings', async ({
  page,
  request,
}) => {
  // Unpublished: noindex everywhere, crawlers turned away, nothing listed, the line shown.
  expect(await publicState(page, request)).toEqual({
    disallowsAll: true,
    sitemapUrls: 0,
    sitemapValid: true,
    pages: unpublishedPages,
  })
  // The placeholder address is nobody's: no page shows it, the JSON-LD neither.
  for (const path of ['/', '/contact', '/about', '/resume']) {
    await page.goto(path)
    expect(await page.content(), path).not.toContain(OWNER.email)
  }
  await page.goto('/')
  await expect(page.getByText(NOTICE)).toBeVisible()
  // The description names no default typed title.
  await expect(page.locator('head meta[name="description"]')).not.toHaveAttribute(
    'content',
    /Web Developer|Code Enthusiast|Learner/,
  )

  // The checklist's last step says where publishing is done.
  await openDashboard(page, '/dashboard/audience')
  const checklist = page.getByRole('region', { name: 'Make it yours' })
  await expect(checklist.getByRole('listitem').last()).toContainText('Publish')
  await expect(checklist.getByRole('link', { name: 'Publish' })).toHaveAttribute(
    'href',
    '/dashboard/site',
  )

  // Publishing lifts all of it at once, cached pages included.
  await setPublished(page, true)
  const published = await publicState(page, request)
  expect(published).toMatchObject({
    disallowsAll: false,
    sitemapValid: true,
    pages: publishedPages,
  })
  expect(published.sitemapUrls).toBeGreaterThan(0)
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')

  // Unpublishing restores it, and History has the change.
  await setPublished(page, false)
  expect(await publicState(page, request)).toEqual({
    disallowsAll: true,
    sitemapUrls: 0,
    sitemapValid: true,
    pages: unpublishedPages,
  })
  await openDashboard(page, '/dashboard/site')
  await page.getByRole('button', { name: /History/ }).click()
  // The first save of a new install created the settings record; unpublishing changed it.
  await expect(page.getByText('Changed published')).toHaveCount(1)
})
