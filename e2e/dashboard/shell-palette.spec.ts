import type { Page } from '@playwright/test'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { expectNoAxeViolations } from '../support/test.ts'
import { expect, openDashboard, test } from '../fixtures/dashboard.ts'

// Several pages and a build of the palette's lists on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

async function prepare(page: Page, mode: 'dark' | 'light') {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
}

/** Whether the element's box lies inside the window without scrolling anything. */
async function inFirstScreen(page: Page, name: string, role: 'link' | 'button' = 'link') {
  const box = await page.getByRole(role, { name, exact: true }).boundingBox()
  const viewport = page.viewportSize()!
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the panel shows the site at the top and the account at the bottom, Log Out without scrolling', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    const panel = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(panel.getByRole('link', { name: 'Log Out' })).toBeVisible()
    expect(await inFirstScreen(page, 'Log Out')).toBe(true)
    expect(await inFirstScreen(page, 'View site')).toBe(true)
    const account = panel.getByRole('group', { name: 'Account' })
    await expect(account.getByText('Alex Doe')).toBeVisible()
    await expect(
      account.getByRole('button', { name: /^Switch to (light|dark) mode$/ }),
    ).toBeVisible()
    // Pinned to the bottom of the panel, whatever the page's length.
    const panelBox = (await panel.boundingBox())!
    const accountBox = (await account.boundingBox())!
    expect(panelBox.y + panelBox.height - (accountBox.y + accountBox.height)).toBeLessThan(24)
    await page.mouse.wheel(0, 2000)
    expect(await inFirstScreen(page, 'Log Out')).toBe(true)
  })

  for (const mode of ['dark', 'light'] as const) {
    test(`${mode} mode: screenshots, and axe finds nothing in the shell or the palette`, async ({
      page,
    }) => {
      await prepare(page, mode)
      await openDashboard(page, '/dashboard/manageprojects')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0)
      await page.screenshot({ path: test.info().outputPath(`shell-1440-${mode}.png`) })
      await expectNoAxeViolations(page)
      await page.keyboard.press('Control+k')
      await expect(page.getByRole('combobox', { name: 'Go to or do' })).toBeFocused()
      await page.screenshot({ path: test.info().outputPath(`shell-1440-${mode}-palette.png`) })
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a top bar with the page title and a labelled full-width drawer, no icon rail', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/manageskills')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // No rail: the page has the whole width.
    expect((await main.boundingBox())?.x).toBe(0)
    const bar = page.getByRole('banner')
    await expect(bar.getByText('Skills', { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden()

    await bar.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(drawer).toBeVisible()
    expect((await drawer.boundingBox())?.width).toBe(390)
    // Every entry has a visible label, View site and Log Out among them.
    for (const link of await drawer.getByRole('link').all()) {
      const text = (await link.innerText()).trim()
      expect(text.length, await link.evaluate((node) => node.outerHTML)).toBeGreaterThan(1)
    }
    // The account stays on the first screen; the pages scroll above it.
    await expect(drawer.getByRole('link', { name: 'View site' })).toBeInViewport({ ratio: 1 })
    await expect(drawer.getByRole('link', { name: 'Log Out' })).toBeInViewport({ ratio: 1 })
    await drawer.getByRole('link', { name: 'Projects', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/manageprojects$/)
    await expect(drawer).toBeHidden()
    await expect(bar.getByText('Projects', { exact: true })).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  for (const mode of ['dark', 'light'] as const) {
    test(`${mode} mode: screenshots, and axe finds nothing in the bar or the drawer`, async ({
      page,
    }) => {
      await prepare(page, mode)
      await openDashboard(page, '/dashboard/manageprojects')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0)
      await page.screenshot({ path: test.info().outputPath(`shell-390-${mode}.png`) })
      await expectNoAxeViolations(page)
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`shell-390-${mode}-drawer.png`) })
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('one name per concept', () => {
  test('each page is called what the panel calls it, in sentence case', async ({ page }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    const panel = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(panel.getByRole('link', { name: 'Trash' })).toBeVisible()
    const links = panel.locator('ul a')
    const entries = await links.evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.textContent!.trim(),
        href: node.getAttribute('href')!,
      })),
    )
    const pages = entries.filter((entry) => entry.href.startsWith('/dashboard/'))
    expect(pages.length).toBeGreaterThan(10)
    for (const { label, href } of pages) {
      await panel.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(label)
      await expect(page).toHaveTitle(new RegExp(`\\| ${label}$`))
    }
  })

  test('the login page and the passkey button both say "Log in"', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log in with a passkey' })).toBeVisible()
    // SPEC's own button text stays.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  })
})

test.describe('passkeys at an address a browser refuses them for', () => {
  // The shared test server's PUBLIC_URL is http://127.0.0.1:<port>: WebAuthn refuses an IP
  // address as a site, which the browser reports as "127.0.0.1 is an invalid domain".
  test('the button is disabled with the reason in words, and says what to do', async ({ page }) => {
    await openDashboard(page, '/dashboard/security')
    const add = page.getByRole('button', { name: 'Add a passkey' })
    await expect(add).toBeDisabled()
    const reason = page.locator(`#${await add.getAttribute('aria-describedby')}`)
    await expect(reason).toBeVisible()
    await expect(reason).toContainText('127.0.0.1')
    await expect(reason).toContainText('localhost')
    await expect(page.getByText('is an invalid domain')).toHaveCount(0)
  })
})

test.describe('the command palette', () => {
  test('opens with Ctrl-K, goes to a page, finds a record by title and runs an action', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const opener = page.getByRole('button', { name: /Go to or do/ })
    await expect(opener).toContainText(/Ctrl K|⌘ K/)
    await opener.focus()

    // A page, by the keyboard only.
    await page.keyboard.press('Control+k')
    const input = page.getByRole('combobox', { name: 'Go to or do' })
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox')
    // Every content type's page is there, from the registry.
    for (const type of CONTENT_TYPE_LIST) {
      await expect(
        listbox.getByRole('option', { name: type.dashboard.label, exact: true }),
      ).toHaveCount(1)
    }
    await input.fill('trash')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/trash$/)
    await expect(page.getByRole('dialog')).toBeHidden()

    // Escape closes and gives focus back.
    await opener.focus()
    await page.keyboard.press('Control+k')
    await expect(input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()

    // A record by its title.
    const projects = (await (await page.request.get('/api/projects')).json()) as {
      data: { _id: string; title: string }[]
    }
    const project = projects.data[0]!
    await page.keyboard.press('Control+k')
    await input.fill(project.title.slice(0, 12))
    const option = listbox.getByRole('option', { name: new RegExp(project.title) })
    await expect(option.first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await option.first().click()
    await expect(page).toHaveURL(/\/dashboard\/manageprojects/)
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible()
    await page.keyboard.press('Escape')

    // An action, with its shortcut listed.
    await page.keyboard.press('Control+k')
    await expect(listbox.getByRole('option', { name: /New post/ })).toBeVisible()
    const theme = await page.evaluate(() => document.documentElement.dataset.theme)
    await input.fill('theme')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .not.toBe(theme)
  })
})
