import type { UserDetails } from '@contract/user-details.ts'
import { apiList, expect, open, test, waitForHydration } from './support/test.ts'

test('types the titles one after another, with a cursor', async ({ page }) => {
  const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
  const titles = [details?.prof['1st'], details?.prof['2nd'], details?.prof['3rd']]
  // Time stands still until the test moves it: a slow, busy machine cannot let the pause run out
  // before the first title is read.
  const start = new Date('2026-06-01T09:00:00Z')
  await page.clock.install({ time: start })
  // A minute ahead: the installed clock runs until paused, and on a busy machine more than a
  // millisecond passes between the two calls (pausing in its past is refused). No page is open
  // yet, so no timer fires on the way.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
  await open(page, '/')
  const typed = page.getByTestId('typing-title')
  await expect(typed).toHaveText(titles[0] ?? '')
  // The caret: the typed title's end edge, in the accent colour.
  await expect(typed).toHaveCSS('border-right-style', 'solid')
  // Pause, delete the first, type the second: well within 4 s of 40 ms steps.
  await page.clock.runFor(4000)
  await expect(typed).toHaveText(titles[1] ?? '')
  // The second's pause ends at 4.1 s; the third is typed by 5 s and stands until 6.5 s.
  await page.clock.runFor(2000)
  await expect(typed).toHaveText(titles[2] ?? '')
})

test('typing the titles moves nothing on the page: no layout shift in the hero', async ({
  page,
}) => {
  // Every layout shift of the hero's titles line (as Lighthouse's CLS counts them: none follows
  // an input here).
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { heroShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        sources: { node?: Node | null }[]
      }[]) {
        for (const source of entry.sources) {
          const node = source.node
          const element = node instanceof Element ? node : node?.parentElement
          if (element?.closest('.hero-titles')) shifts.push(element.outerHTML.slice(0, 80))
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
  await open(page, '/')
  const typed = page.getByTestId('typing-title')
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  // On a busy machine the fonts may arrive after the first paint, and their swap moves the line
  // a little: that is not the typing's doing. Counting starts once they are in and drawn.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await twoFrames()
  await page.evaluate(() => (window as unknown as { heroShifts: string[] }).heroShifts.splice(0))
  // The first title deleted letter by letter, then the second typed: dozens of steps.
  await expect(typed).toHaveText(details?.prof['2nd'] ?? '', { timeout: 15_000 })
  // Two frames more, so the shifts of the last steps have been reported.
  await twoFrames()
  expect(
    await page.evaluate(() => (window as unknown as { heroShifts: string[] }).heroShifts),
  ).toEqual([])
})

test('with reduced motion the first title stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await open(page, '/')
  const typed = page.getByTestId('typing-title')
  const first = await typed.textContent()
  await page.clock.runFor(10_000)
  await expect(typed).toHaveText(first ?? '')
})

test("the owner's name links to the login, or to the dashboard with a stored token", async ({
  page,
}) => {
  await open(page, '/')
  const name = page.getByRole('heading', { level: 1 }).getByRole('link')
  await expect(name).toHaveAttribute('href', '/login')
  await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'))
  await page.reload()
  await waitForHydration(page)
  await expect(name).toHaveAttribute('href', '/dashboard/adminprofile')
})

test('sections reveal as they scroll into view', async ({ page }) => {
  await open(page, '/')
  const contact = page.locator('section#contact')
  await expect(contact).not.toHaveAttribute('data-visible', 'true')
  await contact.scrollIntoViewIfNeeded()
  await expect(contact).toHaveAttribute('data-visible', 'true')
  await expect(contact).toHaveCSS('opacity', '1')
})

test('with reduced motion nothing waits to be revealed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.locator('section#contact')).toHaveCSS('opacity', '1')
})

test('the page starts at the top after a reload', async ({ page }) => {
  await open(page, '/')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.reload()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a skip link leads to the main content', async ({ page }) => {
  await open(page, '/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('the first screen leads to Contact and the résumé; the header lists Résumé unnumbered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page, '/')
  const hero = page.getByRole('region', { name: /My name is/ })
  await expect(hero.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '#contact',
  )
  await expect(hero.getByRole('link', { name: 'Résumé' })).toHaveAttribute('href', '/resume')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const links = await nav.locator('.nav-list > li > a').allTextContents()
  expect(links.at(-1)).toBe('Résumé')
  expect(links.at(-2)).toMatch(/^[IVX]+\. Contact$/)
  await nav.getByRole('link', { name: 'Résumé' }).click()
  await expect(page).toHaveURL(/\/resume$/)
})
