import type { Page } from '@playwright/test'
import { chooseInRowMenu, contentList, openTranslateForm } from './support/content-page.ts'
import { expect, openDashboard, changeSettings, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * The texts of a list's entries in another language (server/modules/translations/README.md): a
 * case study's outcome figures and gallery caption, a custom section's field labels and an item's
 * link label, written in German in the dashboard's drawer and through the API, read on the German
 * pages. Its own server: the site gets German, which no other test expects.
 */
test.use({ freshServer: true })
test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.SHOTS_DIR

type Fields = { field: string; label: string }[]

async function germanSite(page: Page) {
  const headers = await changeSettings(page, {
    languages: { default: 'en', additional: ['de'] },
    published: true,
  })
  return headers
}

/** Translates a record's texts into German, each named by its label in the drawer. */
async function translate(
  page: Page,
  headers: Record<string, string>,
  type: string,
  id: string,
  byLabel: Record<string, string>,
) {
  const answer = await page.request.get(`/api/translations/${type}/${id}?lang=de`, { headers })
  const fields = ((await answer.json()) as { data: { languages: { fields: Fields }[] } }).data
    .languages[0]!.fields
  const texts = Object.fromEntries(
    Object.entries(byLabel).map(([label, text]) => [
      fields.find((field) => field.label === label)!.field,
      text,
    ]),
  )
  const saved = await page.request.put(`/api/translations/${type}/${id}/de`, {
    headers,
    data: { texts },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

test("a German case study shows its figures and gallery caption in German, and a section's field labels", async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = await germanSite(page)

  // The figure, in the dashboard's drawer: each figure's texts under its own name.
  await page.setViewportSize({ width: 1440, height: 900 })
  await openDashboard(page, '/dashboard/manageprojects')
  const row = contentList(page, 'Your projects')
    .getByRole('article')
    .filter({ hasText: 'Task board' })
  const drawer = await openTranslateForm(row)
  const figure = drawer.getByRole('group', { name: 'Outcome figure 1' })
  await figure.getByRole('textbox', { name: 'Figure label' }).fill('weniger verpasste Fristen')
  await expect(drawer.getByText(/outcomes\.|gallery\./)).toHaveCount(0)
  await expectNoAxeViolations(page)
  if (SHOTS) {
    await figure.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/translate-figures-drawer-desktop-dark.png` })
  }
  await drawer.getByRole('button', { name: 'Save Deutsch' }).click()
  await expect(drawer).toHaveCount(0)
  // The drawer on a phone, in light mode: its groups as a person sees them.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await chooseInRowMenu(row, 'Translate')
  const light = page.getByRole('dialog', { name: /^Translate / })
  const group = light.getByRole('group', { name: 'Gallery image 1' })
  await expect(group.getByRole('textbox', { name: 'Caption' })).toBeVisible()
  await group.scrollIntoViewIfNeeded()
  await expectNoAxeViolations(page)
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/translate-gallery-drawer-phone-light.png` })
  }

  const projects = (await (await page.request.get('/api/projects')).json()) as {
    data: { _id: string; slug: string }[]
  }
  const study = projects.data.find((project) => project.slug === 'task-board')!
  await translate(page, headers, 'project', study._id, {
    'Gallery image 1: Caption': 'Karten wandern per Ziehen oder Tastatur zwischen den Spalten.',
  })
  const sections = (await (await page.request.get('/api/sections')).json()) as {
    data: { _id: string; address: string }[]
  }
  const talks = sections.data.find((section) => section.address === 'talks')!
  // Event is the section's second field, Topics its sixth (the demo's Talks).
  await translate(page, headers, 'section', talks._id, {
    'Field 2: Label': 'Veranstaltung',
    'Field 6: Label': 'Themen',
  })
  // The first talk's slides are called "Folien" in German; its video keeps its English label.
  const talksItems = (await (await page.request.get('/api/sections/talks')).json()) as {
    data: { items: { _id: string }[] }
  }
  await translate(page, headers, 'section-item', talksItems.data.items[0]!._id, {
    'Link label': 'Folien',
  })

  for (const mode of ['dark', 'light'] as const) {
    const themed = await browser.newContext({ baseURL })
    const visitor = await themed.newPage()
    await visitor.emulateMedia({ reducedMotion: 'reduce' })
    await visitor.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await visitor.setViewportSize(size)
      await visitor.goto('/de/projects/task-board')
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'de')
      const figures = visitor.getByRole('region', { name: 'Ergebnisse' })
      const first = figures.getByRole('listitem').first()
      await expect(first.locator('.case-study-figure-label')).toHaveText(
        'weniger verpasste Fristen',
      )
      await expect(first.locator('.case-study-figure-label')).not.toHaveAttribute('lang', /.*/)
      // A figure not translated is read in English, and says so.
      await expect(
        figures.getByRole('listitem').nth(1).locator('.case-study-figure-label'),
      ).toHaveAttribute('lang', 'en')
      const captions = visitor.locator('.case-study-gallery figcaption')
      await expect(captions.first()).toHaveText(
        'Karten wandern per Ziehen oder Tastatur zwischen den Spalten.',
      )
      await expect(captions.first()).not.toHaveAttribute('lang', /.*/)
      await expect(captions.nth(1)).toHaveAttribute('lang', 'en')
      await expectNoAxeViolations(visitor)
      if (SHOTS) {
        await figures.scrollIntoViewIfNeeded()
        await visitor.screenshot({ path: `${SHOTS}/case-study-de-figures-${name}-${mode}.png` })
        await captions.first().scrollIntoViewIfNeeded()
        await visitor.screenshot({ path: `${SHOTS}/case-study-de-gallery-${name}-${mode}.png` })
      }

      await visitor.goto('/de/talks')
      const main = visitor.getByRole('main')
      // Heard before each talk's event, and the name of its list of topics.
      await expect(main.locator('.sr-only', { hasText: 'Veranstaltung:' }).first()).toBeAttached()
      await expect(main.locator('.sr-only', { hasText: 'Event:' })).toHaveCount(0)
      await expect(main.getByRole('list', { name: 'Themen' }).first()).toBeVisible()
      // The labels not translated are heard in English, marked as such.
      await expect(main.locator('.sr-only', { hasText: 'Date:' }).first()).toHaveAttribute(
        'lang',
        'en',
      )
      // A link's label in German, its address the same; an untranslated one marked English.
      const slides = main.locator('a[href="https://example.com/talks/migrations/slides"]')
      await expect(slides.locator('span[dir="auto"]')).toHaveText('Folien')
      await expect(slides.locator('span[dir="auto"]')).not.toHaveAttribute('lang', /.*/)
      const video = main.locator('a[href="https://example.com/talks/migrations/video"]')
      await expect(video.locator('span[dir="auto"]')).toHaveText('Video')
      await expect(video.locator('span[dir="auto"]')).toHaveAttribute('lang', 'en')
      await expectNoAxeViolations(visitor)
      if (SHOTS) {
        await visitor.screenshot({ path: `${SHOTS}/talks-de-${name}-${mode}.png` })
      }
    }
    await themed.close()
  }
})
