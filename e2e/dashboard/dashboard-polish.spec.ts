import type { Locator } from '@playwright/test'
import { CONTENT_TYPE_LIST } from '../../contract/content-types.ts'
import { contentList } from '../support/content-page.ts'
import { expect, openDashboard, test } from '../fixtures/dashboard.ts'

/**
 * The dashboard's finish, measured: spacing that groups a heading with its own section, legends
 * inside their boxes, one empty state, list rows of one shape, one name per behaviour. Each at a
 * phone's size and a desktop's.
 */

// Each test goes through several pages on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 })

/** The first page a test opens waits for the app's chunks, on a busy machine. */
const loaded = expect.configure({ timeout: 30_000 })

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found, 'an element on screen').not.toBeNull()
  return found!
}

/**
 * The gap between a heading and what is drawn before it (the end of the section above when it
 * opens a section of its own), and the one to what follows it.
 */
async function gapsAround(heading: Locator) {
  return heading.evaluate((element) => {
    const own = element.getBoundingClientRect()
    let opening: Element | null = element
    while (opening && !opening.previousElementSibling) opening = opening.parentElement
    const before = opening?.previousElementSibling?.getBoundingClientRect()
    const after = element.nextElementSibling?.getBoundingClientRect()
    return {
      above: before ? own.top - before.bottom : Infinity,
      below: after ? after.top - own.bottom : 0,
    }
  })
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport })

    test('the Data page: each heading sits closer to its own section than to the one above', async ({
      page,
    }) => {
      await openDashboard(page, '/dashboard/data')
      const headings = page.getByRole('main').getByRole('heading', { level: 2 })
      await loaded(headings.first()).toBeVisible()
      await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0)
      const count = await headings.count()
      expect(count).toBeGreaterThan(2)
      for (let index = 0; index < count; index += 1) {
        const heading = headings.nth(index)
        const { above, below } = await gapsAround(heading)
        expect(
          above,
          `space above "${await heading.textContent()}" more than below it`,
        ).toBeGreaterThanOrEqual(below * 1.5)
      }
    })

    test('fieldset legends sit inside their box, not across its border', async ({ page }) => {
      for (const path of ['/dashboard/site', '/dashboard/data']) {
        await openDashboard(page, path)
        const fieldsets = page.locator('main fieldset')
        await loaded(fieldsets.first()).toBeVisible()
        const crossing = await fieldsets.evaluateAll((all) =>
          all
            .map((fieldset) => {
              const legend = fieldset.querySelector(':scope > legend')
              if (!legend) return undefined
              const outer = fieldset.getBoundingClientRect()
              const inner = legend.getBoundingClientRect()
              return inner.top < outer.top + 1 || inner.left < outer.left + 1
                ? legend.textContent
                : undefined
            })
            .filter(Boolean),
        )
        expect(crossing, `legends across the border on ${path}`).toEqual([])
      }
    })

    test('the login form: "Show password" leaves the field the form’s full width', async ({
      page,
    }) => {
      await page.goto('/login')
      const password = page.getByLabel('Password', { exact: true })
      const username = page.getByLabel('Username')
      await loaded(password).toBeVisible()
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
      const field = await box(password)
      expect(field.width).toBeGreaterThanOrEqual((await box(username)).width - 1)
    })

    test('content rows: handle, thumbnail, title, one line of meta, a keyboard ⋯ menu', async ({
      page,
    }) => {
      await openDashboard(page, '/dashboard/audience')
      for (const type of CONTENT_TYPE_LIST) {
        await page.goto(`/dashboard/${type.dashboard.path}`)
        const list = contentList(page, type.dashboard.listTitle)
        const rows = list.locator('.content-row')
        await loaded(rows.first()).toBeVisible()
        // The list comes first: its first row is on the first screen, no form above it.
        await expect(rows.first()).toBeInViewport()
        await expect(page.getByRole('main').locator('form')).toHaveCount(0)
        // Every row, read at once (a page of rows, one round trip).
        const problems = await rows.evaluateAll(
          (all, hasImage) =>
            all.flatMap((row) => {
              const name = row.getAttribute('aria-label') ?? ''
              const found: string[] = []
              const meta = row.querySelector<HTMLElement>('.content-row-meta')
              if (meta) {
                const line = parseFloat(getComputedStyle(meta).lineHeight)
                if (meta.getBoundingClientRect().height > line * 1.5) found.push('meta wraps')
                if (/\*\*|__|`/.test(meta.textContent ?? '')) found.push('Markdown in meta')
              }
              const text = (row.querySelector('.content-row-text')?.textContent ?? '').replace(
                ' (edit)',
                '',
              )
              const parts = text.split(' · ').map((part) => part.trim())
              if (new Set(parts).size !== parts.length) found.push(`said twice: ${text}`)
              if (all.length > 1 && !row.closest('li')?.querySelector('.drag-handle')) {
                found.push('no drag handle')
              }
              if (hasImage && !row.querySelector('.content-thumb')) found.push('no thumbnail')
              return found.map((problem) => `${name}: ${problem}`)
            }),
          type.image !== 'none',
        )
        expect(problems, type.key).toEqual([])
        // The menu, by keyboard alone.
        const menuButton = rows.first().getByRole('button', { name: /^Actions for / })
        await menuButton.focus()
        await page.keyboard.press('Enter')
        const menu = page.getByRole('menu')
        await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused()
        for (const action of ['History', 'Delete']) {
          await expect(menu.getByRole('menuitem', { name: action, exact: true })).toBeVisible()
        }
        await page.keyboard.press('Escape')
        await expect(menu).toHaveCount(0)
        await expect(menuButton).toBeFocused()
      }
    })

    test('the post editor has one "Preview": the one that shows the text rendered', async ({
      page,
    }) => {
      await openDashboard(page, '/dashboard/posts/new')
      await loaded(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(1)
      await expect(page.getByRole('button', { name: /^Preview on the site/ })).toBeVisible()
    })
  })
}

test.describe('a fresh install', () => {
  test.use({ seedDemo: false })

  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`empty lists: one empty state with the next action, no help about dragging (${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openDashboard(page, '/dashboard/adminprofile')
      const empty = page.locator('.admin-empty', { hasText: 'No profile details yet' })
      await loaded(empty).toBeVisible()
      // The card keeps its distance from the form's heading below it (both read in one go: the
      // page may scroll between two separate readings).
      const heading = await page.getByRole('heading', { name: 'Add details' }).elementHandle()
      const gap = await empty.evaluate(
        (card, below) => below!.getBoundingClientRect().top - card.getBoundingClientRect().bottom,
        heading,
      )
      expect(gap).toBeGreaterThanOrEqual(16)
      const lists: Array<{ path: string; action: RegExp }> = [
        ...CONTENT_TYPE_LIST.map((type) => ({
          path: type.dashboard.path,
          action: /^New /,
        })),
        { path: 'posts', action: /post/i },
        { path: 'trash', action: /./ },
      ]
      for (const { path, action } of lists) {
        await page.goto(`/dashboard/${path}`)
        const card = page.locator('main .admin-empty')
        await loaded(card, path).toHaveCount(1)
        await expect(
          card
            .locator('.admin-empty-action')
            .getByRole('link')
            .or(card.locator('.admin-empty-action').getByRole('button'))
            .first(),
        ).toHaveAccessibleName(action)
        await expect(page.getByRole('main')).not.toContainText(/drag/i)
      }
    })
  }
})
