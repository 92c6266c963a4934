import type { Browser, Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { dragAnnouncement, liftFocusedHandle } from '../support/content-page.ts'
import { expect, expectExactToast, openDashboard, test } from '../fixtures/dashboard.ts'

// The order is the whole site's: each run changes it on a server of its own.
test.use({ freshServer: true })
test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.SHOTS

/** The home page as a visitor sees it: the header's numbered links and the sections' headings. */
async function visitHome(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport })
  const visitor = await context.newPage()
  await visitor.emulateMedia({ reducedMotion: 'reduce' })
  await visitor.goto('/')
  // On a phone the links sit in the closed menu: read them all the same.
  const nav = await visitor.locator('nav[aria-label="Main"] a').allTextContents()
  // "I." and "About Me" stand in two spans.
  const headings = await visitor
    .locator('main h2.section-title')
    .evaluateAll((nodes) =>
      nodes.map((node) => [...node.children].map((part) => part.textContent).join(' ')),
    )
  return { visitor, context, nav: nav.map(clean), headings: headings.map(clean) }
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

function sectionsControl(page: Page): Locator {
  return page.getByRole('group', { name: 'Home page sections' })
}

async function sectionNames(page: Page): Promise<string[]> {
  return (await sectionsControl(page).locator('.home-section-name').allTextContents()).map(clean)
}

for (const [device, viewport, mode] of [
  ['phone', { width: 390, height: 844 }, 'light'],
  ['desktop', { width: 1280, height: 800 }, 'dark'],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })

    test(`the owner moves Skills to the top and hides Projects: the home page and its navigation follow (${mode} mode)`, async ({
      page,
      browser,
      server,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // The mode is set once: the end of the test switches it and reloads.
      await page.addInitScript((theme) => {
        if (sessionStorage.getItem('e2e-theme-set')) return
        localStorage.setItem('theme', theme)
        sessionStorage.setItem('e2e-theme-set', '1')
      }, mode)
      const before = await visitHome(browser, server.url, viewport)
      expect(before.nav.slice(0, 3)).toEqual(['I. About', 'II. Skills', 'III. Projects'])
      expect(before.headings.slice(0, 1)).toEqual(['I. About Me'])
      // A number names a chapter of the navigation; Education and Experience sit inside About's.
      expect(before.headings).toContain('III. Projects')
      await before.context.close()

      await openDashboard(page, '/dashboard/site')
      const control = sectionsControl(page)
      await expect(control).toBeVisible()
      expect((await sectionNames(page)).slice(0, 5)).toEqual([
        'About',
        'Education',
        'Experience',
        'Skills',
        'Projects',
      ])
      await expectNoAxeViolations(page)

      if (device === 'phone') {
        // The arrow buttons: three steps up.
        const up = control.getByRole('button', { name: 'Move Skills up' })
        for (let step = 0; step < 3; step += 1) await up.click()
        await expect(up).toBeFocused()
      } else {
        // The drag handle by keyboard: Space lifts, the arrows move, Space drops.
        const handle = control.getByRole('button', { name: 'Drag Skills to reorder' })
        await handle.focus()
        // Each step waits for the screen-reader announcement, so no key races the one before.
        const announcement = dragAnnouncement(page)
        await liftFocusedHandle(page, 'Picked up Skills, at place 4 of')
        for (const place of [3, 2, 1]) {
          await page.keyboard.press('ArrowUp')
          await expect(announcement).toContainText(`Skills is over place ${place} of`)
        }
        await page.keyboard.press('Space')
      }
      await expect
        .poll(async () => (await sectionNames(page)).slice(0, 2))
        .toEqual(['Skills', 'About'])

      const projects = control.getByRole('switch', { name: 'Show Projects' })
      await projects.click()
      await expect(projects).not.toBeChecked()
      await expect(control.getByText('Projects · hidden')).toBeVisible()
      await expectNoAxeViolations(page)
      if (SHOTS) {
        await control.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/home-order-dashboard-${device}-${mode}.png` })
      }

      await page.getByRole('button', { name: 'Save settings' }).click()
      await expectExactToast(page, 'Settings Updated Successfully')

      const after = await visitHome(browser, server.url, viewport)
      expect(after.nav.slice(0, 2)).toEqual(['I. Skills', 'II. About'])
      expect(after.nav.join(' ')).not.toContain('Projects')
      expect(after.headings[0]).toBe('I. Skills & Expertise')
      expect(after.headings[1]).toBe('II. About Me')
      expect(after.headings.join(' ')).not.toContain('Projects')
      await expect(after.visitor.locator('#projects')).toHaveCount(0)
      // The hidden section's own page and its API answer as before.
      const projectsPage = await after.visitor.goto('/projects')
      expect(projectsPage?.status()).toBe(200)
      await expect(after.visitor.getByRole('heading', { level: 1 })).toContainText('Projects')
      const api = await after.visitor.request.get('/api/project/fetchprojects')
      expect(((await api.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
      if (SHOTS) {
        for (const shot of ['dark', 'light'] as const) {
          await after.visitor.evaluate((theme) => localStorage.setItem('theme', theme), shot)
          await after.visitor.goto('/')
          if (device === 'phone') {
            await after.visitor.getByRole('button', { name: 'Open menu' }).click()
          }
          await after.visitor.screenshot({
            path: `${SHOTS}/home-order-home-${device}-${shot}.png`,
          })
          await after.visitor.goto('/#skills')
          await after.visitor.screenshot({
            path: `${SHOTS}/home-order-home-sections-${device}-${shot}.png`,
          })
        }
      }
      await after.context.close()

      // The settings page is axe clean in the other mode too.
      const other = mode === 'dark' ? 'light' : 'dark'
      await page.evaluate((theme) => localStorage.setItem('theme', theme), other)
      await page.reload()
      await expect(sectionsControl(page)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-theme', other)
      await expectNoAxeViolations(page)
      if (SHOTS) {
        await sectionsControl(page).scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/home-order-dashboard-${device}-${other}.png` })
      }
    })
  })
}
