import type { Page } from '@playwright/test'
import type { Section, SectionItem } from '@contract/section.ts'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { expect, expectNoAxeViolations, test } from '../support/test.ts'
import { ownerToken, publishSite, test as ownerTest } from '../fixtures/dashboard.ts'

/** SHOTS=<folder>: each test also writes what it looked at there, to review the design. */
const SHOTS = process.env.SHOTS

interface Answer {
  section: Section
  items: SectionItem[]
}

/** A custom section as the API answers it: what its page must show, in this order. */
async function apiSection(page: Page, address: string): Promise<Answer> {
  const response = await page.request.get(`/api/sections/${address}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Answer }).data
}

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

test.describe('the demo custom section, Talks', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('/talks is rendered by the server: its items in order, with their labels', async ({
      page,
    }) => {
      const { section, items } = await apiSection(page, 'talks')
      expect(items.length).toBeGreaterThanOrEqual(3)
      const response = await page.goto('/talks')
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(section.name)
      await expect(main.getByText(section.intro)).toBeVisible()
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(
        items.map((item) => item.title),
      )
      for (const item of items) {
        const card = main.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 2, name: item.title }),
        })
        if (item.subtitle) await expect(card).toContainText(item.subtitle)
        // Each link is called by its label (the field's, "Slides", when the item gives none).
        for (const link of [item.link, item.link2]) {
          if (!link) continue
          await expect(
            card.getByRole('link', { name: new RegExp(`^${link.label || 'Slides'} of`) }),
          ).toHaveAttribute('href', link.url)
        }
        // A field the item has no value for shows nothing, not even its label.
        if (!item.link2) await expect(card.getByRole('link', { name: /^Video/ })).toHaveCount(0)
        await expect(card.getByRole('img', { name: item.title })).toHaveAttribute('width', /\d+/)
      }
      // The search engines' view: an ItemList of the same titles.
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const list = scripts
        .map(
          (text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] },
        )
        .find((data) => data['@type'] === 'ItemList')
      expect(list?.itemListElement?.map((entry) => entry.name)).toEqual(
        items.map((item) => item.title),
      )
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/og\/talks\.png$/,
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        section.intro,
      )
    })

    test('the home page shows Talks right after Projects, its first items and See More', async ({
      page,
    }) => {
      const { items } = await apiSection(page, 'talks')
      await page.goto('/')
      const headings = await page
        .locator('main h2.section-title')
        .evaluateAll((nodes) => nodes.map((node) => node.lastElementChild?.textContent ?? ''))
      expect(headings[headings.indexOf('Projects') + 1]).toBe('Talks')
      const talks = page.locator('section#section-talks')
      await expect(talks.getByRole('heading', { level: 3 })).toHaveText(
        items.slice(0, 3).map((item) => item.title),
      )
      await expect(talks.getByRole('link', { name: 'See More Talks' })).toHaveAttribute(
        'href',
        '/talks',
      )
      // The navigation follows the same order.
      const nav = page.getByRole('navigation', { name: 'Main' })
      const links = await nav.getByRole('link').allTextContents()
      const names = links.map((link) => link.replace(/^[IVX]+\.\s*/, ''))
      expect(names[names.indexOf('Projects') + 1]).toBe('Talks')
    })
  })

  test('the sitemap lists /talks, last changed when the section or an item last was', async ({
    page,
    baseURL,
  }) => {
    const { section, items } = await apiSection(page, 'talks')
    const newest = [section.updatedAt, ...items.map((item) => item.updatedAt)].sort().at(-1)!
    const xml = await (await page.request.get('/sitemap.xml')).text()
    expect(xml).toContain(
      `<loc>${baseURL}/talks</loc>\n    <lastmod>${newest.slice(0, 10)}</lastmod>`,
    )
  })

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['dark', 'light'] as const) {
      test(`/talks on a ${device} in ${mode} mode: cards in a grid, images loaded, axe clean`, async ({
        page,
      }) => {
        test.slow()
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto('/talks')
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        const cards = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({
            has: page.getByRole('heading', { level: 2 }),
          })
        const boxes = await cards.evaluateAll((nodes) =>
          nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
        )
        // Three side by side on a desktop, one above the other on a phone.
        expect(new Set(boxes).size).toBe(device === 'desktop' ? 1 : boxes.length)
        const first = cards.first().getByRole('img')
        await expect(first).toHaveAttribute('loading', 'eager')
        await expect
          .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0)
        await expectNoHorizontalScroll(page)
        await expectNoAxeViolations(page)
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/talks-${device}-${mode}.png`, fullPage: true })
      })
    }
  }
})

ownerTest.describe("the owner's own sections", () => {
  // Sections are added and emptied: a server of its own.
  ownerTest.use({ freshServer: true })
  ownerTest.describe.configure({ timeout: 180_000 })

  ownerTest(
    'an empty section never shows; with an item it does at once, in list and timeline layouts too',
    async ({ page, browser, baseURL }) => {
      // The sitemap lists a published site's pages only.
      await publishSite(page)
      const token = await ownerToken(page)
      const headers = { 'auth-token': token }
      const send = async (method: 'post' | 'put' | 'delete', url: string, data?: object) => {
        const response = await page.request[method](url, { headers, data })
        expect(response.ok(), await response.text()).toBe(true)
        return ((await response.json()) as { data: { _id: string } }).data
      }
      const awards = await send('post', '/api/sections', {
        name: 'Awards',
        address: 'awards',
        layout: 'list',
        icon: 'award',
        intro: 'Recognition for work in the open.',
        fields: [
          { kind: 'title', label: 'Award' },
          { kind: 'subtitle', label: 'Given by' },
          { kind: 'date', label: 'Year' },
          { kind: 'link', label: 'Announcement' },
        ],
      })

      // A visitor, who never sees the owner's token.
      const context = await browser.newContext({ baseURL })
      const visitor = await context.newPage()
      const shows = async () => {
        await visitor.goto('/')
        const nav = await visitor.getByRole('navigation', { name: 'Main' }).textContent()
        const home = await visitor.locator('section#section-awards').count()
        const xml = await (await visitor.request.get('/sitemap.xml')).text()
        const card = (await visitor.request.get('/og/awards.png')).status()
        const page = await visitor.request.get('/awards')
        return {
          nav: nav?.includes('Awards'),
          home: home > 0,
          sitemap: xml.includes('/awards<'),
          card,
          page: page.status(),
        }
      }
      expect(await shows()).toEqual({
        nav: false,
        home: false,
        sitemap: false,
        card: 404,
        page: 404,
      })
      const notFound = await visitor.goto('/awards')
      expect(notFound?.status()).toBe(404)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(visitor.getByText('Awards')).toHaveCount(0)

      const item = await send('post', `/api/sections/${awards._id}/items`, {
        title: 'Open Source Contributor of the Year',
        subtitle: 'Example Foundation',
        date: { start: '2024' },
        link: { url: 'https://example.com/award', label: '' },
      })
      // The edit shows at once: no cached page or card of the empty section is answered.
      expect(await shows()).toEqual({ nav: true, home: true, sitemap: true, card: 200, page: 200 })
      await visitor.goto('/awards')
      const row = visitor.getByRole('main').getByRole('listitem')
      await expect(row.getByRole('heading', { level: 2 })).toHaveText(
        'Open Source Contributor of the Year',
      )
      await expect(row.locator('time')).toHaveText('2024')
      await expect(
        row.getByRole('link', { name: /^Announcement of Open Source Contributor/ }),
      ).toHaveAttribute('href', 'https://example.com/award')

      const volunteering = await send('post', '/api/sections', {
        name: 'Volunteering',
        address: 'volunteering',
        layout: 'timeline',
        icon: 'briefcase',
        fields: [
          { kind: 'title', label: 'Role' },
          { kind: 'subtitle', label: 'Organisation' },
          { kind: 'date', label: 'Period' },
          { kind: 'text', label: 'What I did' },
        ],
      })
      await send('post', `/api/sections/${volunteering._id}/items`, {
        title: 'Mentor',
        subtitle: 'Example Code Club',
        date: { start: '2022-09', end: 'present' },
        text: 'Weekly sessions:\n\n- HTML and CSS\n- first **JavaScript**',
      })
      for (const mode of ['dark', 'light'] as const) {
        await visitor.emulateMedia({ reducedMotion: 'reduce' })
        await visitor.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        for (const address of ['awards', 'volunteering']) {
          await visitor.goto(`/${address}`)
          await expect(visitor.locator('html')).toHaveAttribute('data-theme', mode)
          await expectNoAxeViolations(visitor)
          if (SHOTS) {
            await visitor.screenshot({ path: `${SHOTS}/${address}-${mode}.png`, fullPage: true })
          }
        }
      }
      await expect(visitor.locator('.timeline time')).toHaveText(/September 2022\s–\sPresent/)

      // Emptied again: gone again, at once.
      await send('delete', `/api/sections/${awards._id}/items/${item._id}`)
      expect(await shows()).toEqual({
        nav: false,
        home: false,
        sitemap: false,
        card: 404,
        page: 404,
      })
      await context.close()
    },
  )
})
