import type { Certificate } from '@contract/certificate.ts'
import type { Project } from '@contract/project.ts'
import type { Skill } from '@contract/skill.ts'
import type { UserDetails } from '@contract/user-details.ts'
import { apiList, expect, test } from './support/test.ts'

// The server's HTML alone carries the content: search engines, link previews, no-JS readers.
test.use({ javaScriptEnabled: false })

test('home shows the owner, the first three projects and the first eight skills', async ({
  page,
}) => {
  const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
  const projects = await apiList<Project>(page, '/api/projects')
  const skills = await apiList<Skill>(page, '/api/skills')
  expect(projects.length).toBeGreaterThan(3)
  expect(skills.length).toBeGreaterThan(8)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`My name is ${details?.name}`)
  await expect(page.getByText("I'm a")).toContainText(details?.prof['1st'] ?? '')

  // The featured projects, then the first three others (compact cards under a heading of their own).
  const featured = projects.filter((p) => p.featured)
  const others = projects.filter((p) => !p.featured).slice(0, 3)
  const projectTitles = page
    .locator('#projects')
    .getByRole('heading', { level: featured.length > 0 ? 4 : 3 })
  await expect(projectTitles).toHaveText(others.map((p) => p.title))
  await expect(
    page.getByRole('list', { name: 'Featured projects' }).getByRole('heading', { level: 3 }),
  ).toHaveText(featured.map((p) => p.title))
  const skillNames = page.getByRole('list', { name: 'Skills' }).getByRole('listitem')
  await expect(skillNames).toHaveText(skills.slice(0, 8).map((s) => s.name))
  // Nothing is hidden waiting for a script: the last section is on screen when scrolled to.
  const contact = page.getByRole('main').getByRole('heading', { name: /Contact/ })
  await contact.scrollIntoViewIfNeeded()
  await expect(contact).toBeVisible()
  await expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about')
  // 'See More' on screen; screen readers and search engines hear what there is more of.
  const seeMore = page.getByRole('link', { name: /^See More/ })
  expect(
    await seeMore.evaluateAll((links) =>
      links.map((a) => [
        a.getAttribute('href'),
        // The visible words: the link's own text, without its visually hidden part.
        Array.from(a.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ]),
    ),
  ).toEqual([
    ['/skills', 'See More'],
    ['/projects', 'See More'],
    // The demo's custom section, after Projects.
    ['/talks', 'See More'],
  ])
  await expect(page.getByRole('link', { name: 'See More skills' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See More projects' })).toBeVisible()
})

test('the skills page lists every skill, then the certificates', async ({ page }) => {
  const skills = await apiList<Skill>(page, '/api/skills')
  const certificates = await apiList<Certificate>(page, '/api/certificates')
  await page.goto('/skills')
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(
    skills.map((s) => s.name),
  )
  await expect(page.getByText('And many more.....')).toBeVisible()
  const first = certificates[0]
  expect(first).toBeDefined()
  const card = page.getByRole('listitem').filter({ hasText: first?.title ?? '' })
  await expect(card).toContainText(first?.date ?? '')
  await expect(card).toContainText(first?.platform ?? '')
  const link = card.getByRole('link', { name: /^Certificate/ })
  await expect(link).toHaveAttribute('href', first?.doc ?? '')
  await expect(link).toHaveAttribute('target', '_blank')
})

test('the projects page lists every project and links to the code-hosting profile', async ({
  page,
}) => {
  const projects = await apiList<Project>(page, '/api/projects')
  await page.goto('/projects')
  // The featured ones first (h2 each), then "Other projects" and the rest (h3 each).
  const featured = projects.filter((p) => p.featured)
  const others = projects.filter((p) => !p.featured)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    featured.length > 0
      ? [...featured.map((p) => p.title), 'Other projects']
      : others.map((p) => p.title),
  )
  if (featured.length > 0) {
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(others.map((p) => p.title))
  }
  const more = page.getByRole('link', { name: /More on my Github/ })
  await expect(more).toHaveAttribute('href', /^https:\/\/github\.com\//)
  await expect(more).toHaveAttribute('target', '_blank')
})

test('the about page shows at most four paragraphs, then education and experience', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
  const paragraphs = page.locator('#about p.reveal')
  expect(await paragraphs.count()).toBeLessThanOrEqual(4)
  await expect(page.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('navigation items are visible on a phone without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'I. About' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})
