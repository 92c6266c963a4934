import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { expect, test } from './fixtures/dashboard.ts'
import { expectNoHorizontalScroll } from './support/layout.ts'
import { PUBLIC_PAGES } from './support/test.ts'

// A fresh install without the demo content (SEED_DEMO=false): nothing but the owner's name.
test.use({ seedDemo: false })

/** Buttons and links that only make sense beside content. */
const ORPHANS = ['Know More', 'See More', 'See my work', 'And many more.....']
/** Every content type's section heading (the about section reads "About Me"). */
const SECTION_TITLES = [...CONTENT_TYPE_LIST.map((type) => type.title), 'About Me']

test('the home page shows no empty section, no orphan button, no demo text', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  for (const title of SECTION_TITLES) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toHaveCount(0)
  }
  for (const text of ORPHANS) await expect(page.getByText(text, { exact: true })).toHaveCount(0)
  await expect(page.getByText('(demo)')).toHaveCount(0)
  // No username is set, so there is no graph at all (nor its failure text).
  await expect(page.getByRole('region', { name: /GitHub contributions/ })).toHaveCount(0)
  await expect(page.getByText('Unable to fetch')).toHaveCount(0)
  // The navigation offers only what exists; the contact form is always there.
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['About', 'Skills', 'Projects']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0)
  }
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
  // One picture of the owner at most.
  expect(await page.locator('main img').count()).toBeLessThanOrEqual(1)
})

test('with no profile saved, the first screen shows no made-up person', async ({ page }) => {
  await page.goto('/')
  const hero = page.getByRole('main').locator('section').first()
  const heading = hero.getByRole('heading', { level: 1 })
  await expect(heading).not.toContainText('My name is')
  await expect(heading).not.toContainText('Alex Doe')
  for (const title of ['Web Developer', 'Code Enthusiast', 'Learner']) {
    await expect(hero.getByText(title)).toHaveCount(0)
  }
  // A monogram stands where a photo would be, not the grey silhouette.
  await expect(hero.getByRole('img')).toHaveCount(0)
  await expect(hero.locator('.hero-monogram')).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Résumé' })).toHaveCount(1) // the footer's only
})

test('the section pages say there is nothing yet, and the résumé shows no demo titles', async ({
  page,
}) => {
  for (const path of ['/about', '/skills', '/projects']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    for (const text of ORPHANS) await expect(page.getByText(text, { exact: true })).toHaveCount(0)
  }
  await page.goto('/resume')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The hero's placeholder titles (DEFAULT_TITLES) are not the owner's: the résumé omits them.
  for (const title of ['Web Developer', 'Code Enthusiast', 'Learner']) {
    await expect(page.getByText(title)).toHaveCount(0)
  }
  for (const title of SECTION_TITLES) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0)
  }
})

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await expectNoHorizontalScroll(page)
    }
  })
})
