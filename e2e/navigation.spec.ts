import { copyrightYears } from '@contract/site-settings.ts'
import { expect, open, test, waitForHydration } from './support/test.ts'

test('the top navigation shows the numbered items', async ({ page }) => {
  await open(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText([
    'I. About',
    'II. Skills',
    'III. Projects',
    // The demo's custom section, placed right after Projects on the home page.
    'IV. Talks',
    // The demo has published posts: the blog comes before Contact (docs/contract.md §2).
    'V. Blog',
    'VI. Contact',
    // No chapter of the home page: unnumbered, after Contact.
    'Résumé',
  ])
  await nav.getByRole('link', { name: 'II. Skills' }).click()
  await expect(page).toHaveURL(/\/skills$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skills & Expertise')
})

test('a number names one chapter in the header and on the home page', async ({ page }) => {
  await open(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  // The row's links (a folded link is also under More, shown at other widths).
  const navNumbers = await nav.locator('.nav-list > li > a .nav-number').allTextContents()
  const main = page.locator('main')
  const homeNumbers = await main.locator('h2 .section-number').allTextContents()
  expect(homeNumbers).toEqual(navNumbers)
  const heading = (name: string | RegExp) => main.getByRole('heading', { level: 2, name })
  await expect(heading(/Skills & Expertise$/)).toHaveText('II.Skills & Expertise')
  await expect(heading(/Projects$/)).toHaveText('III.Projects')
  // Sections the navigation does not name read as part of the chapter before them.
  await expect(heading(/Education$/)).toHaveText('Education')
  await expect(heading(/Testimonials$/)).toHaveText('Testimonials')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu slides down, locks the page, and closes on navigation', async ({ page }) => {
    await open(page, '/')
    const about = page.getByRole('link', { name: 'I. About' })
    await expect(about).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(about).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('the menu closes when the window is widened past 768 px', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.setViewportSize({ width: 768, height: 740 })
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await page.setViewportSize({ width: 1024, height: 740 })
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    await expect(page.getByRole('button', { name: /menu/ })).toBeHidden()
    await page.setViewportSize({ width: 375, height: 740 })
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'I. About' })).toBeHidden()
  })

  test('Escape closes the menu', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })
})

test.describe('on a narrow laptop', () => {
  test.use({ viewport: { width: 800, height: 740 } })

  test('the header stays one line: links that do not fit are under More, each shown once', async ({
    page,
  }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const row = await nav.locator('.nav-list').boundingBox()
    // One line of 2.75rem links, not two.
    expect(row!.height).toBeLessThan(60)
    const more = nav.getByText('More', { exact: true })
    await expect(more).toBeVisible()
    // Contact, which closes the list, stays in the row.
    await expect(nav.getByRole('link', { name: 'VI. Contact' })).toBeVisible()
    const inRow = await nav.getByRole('link').allTextContents()
    await more.click()
    const all = await nav.getByRole('link').allTextContents()
    const folded = all.filter((link) => !inRow.includes(link))
    expect(folded.length).toBeGreaterThan(0)
    expect([...all].sort()).toEqual(
      ['I. About', 'II. Skills', 'III. Projects', 'IV. Talks', 'V. Blog', 'VI. Contact'].sort(),
    )
    // Escape closes it and gives the focus back to More.
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: folded[0] })).toBeHidden()
    await expect(more).toBeFocused()
    // Opened again, a link under it leads to its page.
    await more.click()
    await nav.getByRole('link', { name: folded[0] }).click()
    await expect(page).toHaveURL(
      new RegExp(`${folded[0]!.replace(/^[IVX]+\. /, '').toLowerCase()}$`),
    )
  })
})

test('the header becomes fixed once the page has scrolled 55 px', async ({ page }) => {
  await open(page, '/')
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('position', 'absolute')
  await page.evaluate(() => window.scrollTo(0, 54))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(54)
  await expect(header).toHaveCSS('position', 'absolute')
  await page.evaluate(() => window.scrollTo(0, 55))
  await expect(header).toHaveCSS('position', 'fixed')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveCSS('position', 'absolute')
})

test('a page opened at a section further down has its header fixed from the start', async ({
  page,
}) => {
  await page.goto('/#contact')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(55)
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
})

test('the mode toggle switches dark and light and is remembered', async ({ page }) => {
  await open(page, '/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(10, 12, 16)')
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 248, 250)')
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
})

test.describe('without the app scripts', () => {
  test.use({ allowedConsoleErrors: /ERR_FAILED/ })

  test('the remembered mode applies before any module script runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    // Without the app's modules only the inline head script can set the mode.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 248, 250)')
  })
})

test('the side links open the social profiles in a new tab, plus a mailto link', async ({
  page,
}) => {
  const settings = (await (await page.request.get('/api/site/settings')).json()) as {
    data?: { socialLinks: { acc: string; link: string }[]; email: string }
  }
  await open(page, '/')
  const aside = page.getByRole('complementary', { name: 'Social profiles' })
  const links = aside.getByRole('link')
  const social = settings.data?.socialLinks.filter((l) => l.link) ?? []
  expect(social.length).toBeGreaterThanOrEqual(5)
  for (const link of social.slice(0, 5)) {
    const element = aside.getByRole('link', { name: new RegExp(`^${link.acc}`) })
    await expect(element).toHaveAttribute('href', link.link)
    await expect(element).toHaveAttribute('target', '_blank')
  }
  await expect(links.last()).toHaveAttribute('href', `mailto:${settings.data?.email}`)
})

test('the footer links to the pages and shows the copyright years from the settings to now', async ({
  page,
}) => {
  const settings = (await (await page.request.get('/api/site/settings')).json()) as {
    data?: { copyrightYear: number; socialLinks: { link: string }[] }
  }
  await open(page, '/about')
  const footer = page.getByRole('contentinfo')
  const pages = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')
  const hrefs = await pages.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  // The demo's custom section in its place; the owner's pages marked for the footer come last:
  // the demo's /uses.
  expect(hrefs).toEqual([
    '/',
    '/about',
    '/skills',
    '/projects',
    '/talks',
    '/blog',
    '/contacts',
    '/resume',
    '/uses',
  ])
  // One icon per social link of the settings, each going where it says.
  const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link')
  expect(await social.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    settings.data?.socialLinks.map((link) => link.link),
  )
  // The years run from the setting to the current one ("2023–2026").
  await expect(footer).toContainText(`© ${copyrightYears(settings.data!.copyrightYear)} `)
  await expect(footer).toContainText('Contact info')
})
