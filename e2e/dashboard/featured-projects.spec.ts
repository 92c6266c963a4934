import type { Locator, Page } from '@playwright/test'
import type { Project } from '@contract/project.ts'
import { contentList, chooseInRowMenu } from '../support/content-page.ts'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { apiList, expectNoAxeViolations } from '../support/test.ts'
import { expect, expectExactToast, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'

// Featuring changes the home page: each test runs on a server of its own (the demo content).
test.use({ freshServer: true, allowedConsoleErrors: /status of 409/ })
// A test walks four pages with axe in both modes on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 })

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/** The featured projects' list and its items, in the owner's order. */
const featuredList = (page: Page) => page.getByRole('list', { name: 'Featured projects' })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

/** Where a featured project's image sits against its text: left, right or above. */
async function imageSide(item: Locator): Promise<'left' | 'right' | 'above'> {
  const image = await box(item.locator('.featured-project-media'))
  const text = await box(item.getByText('Featured project', { exact: true }))
  if (image.y + image.height <= text.y + 1) return 'above'
  return image.x < text.x ? 'left' : 'right'
}

/** What the site shows: the featured projects large, then the others under "Other projects". */
async function expectShowcase(
  page: Page,
  viewport: keyof typeof VIEWPORTS,
  { featured, others }: { featured: Project[]; others: Project[] },
  titleLevel: 2 | 3,
) {
  const list = featuredList(page)
  const items = list.locator(':scope > li')
  await expect(list.getByRole('heading', { level: titleLevel })).toHaveText(
    featured.map((project) => project.title),
  )
  for (const [index, project] of featured.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('img', { name: `Screenshot of ${project.title}` })).toBeVisible()
    await expect(item.getByText(project.desc)).toBeVisible()
    await expect(item.getByRole('list', { name: 'Tools' })).toContainText(
      project.tools.split(',')[0]!.trim(),
    )
    // Large: the image takes most of a wide screen's row, and image and text change sides.
    const side = await imageSide(item)
    if (viewport === 'phone') expect(side).toBe('above')
    else expect(side).toBe(index % 2 === 0 ? 'left' : 'right')
  }
  if (viewport === 'desktop') {
    const image = await box(items.first().locator('.featured-project-media'))
    expect(image.width).toBeGreaterThan(560)
  }
  // The others: compact cards, without images, after a heading of their own.
  const othersTitle = page.getByRole('heading', { level: titleLevel, name: 'Other projects' })
  await expect(othersTitle).toBeVisible()
  const compact = page.locator('#projects ul', {
    has: page.getByRole('heading', { level: titleLevel + 1 }),
  })
  await expect(compact.getByRole('heading', { level: titleLevel + 1 })).toHaveText(
    others.map((project) => project.title),
  )
  await expect(compact.getByRole('img')).toHaveCount(0)
}

async function shownProjects(page: Page, othersShown?: number) {
  const projects = await apiList<Project>(page, '/api/projects')
  return {
    featured: projects.filter((project) => project.featured),
    others: projects.filter((project) => !project.featured).slice(0, othersShown),
  }
}

for (const [viewport, size] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, never][]) {
  test(`home and /projects show the featured projects large, then the others (${viewport})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const home = await shownProjects(page, 3)
    expect(home.featured.length).toBeGreaterThanOrEqual(2)
    expect(home.others.length).toBeGreaterThan(0)
    for (const mode of ['dark', 'light'] as const) {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
      await expectShowcase(page, viewport, home, 3)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)

      await page.goto('/projects')
      await expectShowcase(page, viewport, await shownProjects(page), 2)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    }
  })
}

test('with no featured project, the projects keep their cards with images', async ({ page }) => {
  const token = await ownerToken(page)
  const projects = await apiList<Project>(page, '/api/projects')
  for (const project of projects.filter((candidate) => candidate.featured)) {
    const response = await page.request.put(`/api/projects/${project._id}/featured`, {
      headers: { 'auth-token': token },
      data: { featured: false },
    })
    expect(response.ok()).toBe(true)
  }
  for (const path of ['/', '/projects']) {
    await page.goto(path)
    await expect(featuredList(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Other projects' })).toHaveCount(0)
    const first = projects[0]!
    await expect(page.getByRole('img', { name: `Screenshot of ${first.title}` })).toBeVisible()
  }
})

test('the owner features a project from its row; a fourth is refused in words', async ({
  page,
  context,
}) => {
  await openDashboard(page, '/dashboard/manageprojects')
  await expect(page.getByText(/Feature up to 3 projects/)).toBeVisible()
  const list = contentList(page, 'Your projects')
  const projects = await apiList<Project>(page, '/api/projects')
  const [first, second] = projects.filter((project) => !project.featured)
  const featuredCount = projects.filter((project) => project.featured).length
  expect(featuredCount).toBe(2)

  const row = list.getByRole('article', { name: first!.title })
  await expect(row).not.toContainText('Featured')
  await chooseInRowMenu(row, 'Feature on home page')
  await expectExactToast(page, 'Project Updated Successfully')
  await expect(row).toContainText('Featured')

  const refused = list.getByRole('article', { name: second!.title })
  await chooseInRowMenu(refused, 'Feature on home page')
  await expectExactToast(page, 'At most 3 projects can be featured: unfeature one first')
  await expect(refused).not.toContainText('Featured')

  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(featuredList(visitor).getByRole('heading', { level: 3 })).toContainText([
    first!.title,
  ])
  await expect(featuredList(visitor)).not.toContainText(second!.title)

  // Stop featuring it: the site shows it among the others again.
  await chooseInRowMenu(row, 'Stop featuring')
  await expectExactToast(page, 'Project Updated Successfully')
  await expect(row).not.toContainText('Featured')
  await visitor.reload()
  await expect(featuredList(visitor)).not.toContainText(first!.title)
})
