import type { Page } from '@playwright/test'
import { expect, changeSettings, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * Search in an additional language (server/modules/search/README.md): German offered on the
 * demo site, a project translated and a post written in German. Its own server.
 */
test.use({ freshServer: true })

const SHOTS = process.env.SHOTS_DIR

async function germanSite(page: Page) {
  const headers = await changeSettings(page, {
    languages: { default: 'en', additional: ['de'] },
    published: true,
  })
  const translated = await page.request.put('/api/translations/project/1/de', {
    headers,
    data: {
      texts: {
        title: 'Aufgabenbrett',
        desc: 'Ein Kanban-Brett zum Ziehen und Ablegen, für Aufgaben.',
      },
    },
  })
  expect(translated.ok(), await translated.text()).toBe(true)
  const post = await page.request.post('/api/posts', {
    headers,
    data: {
      title: 'Aufgaben ordnen',
      slug: 'aufgaben-ordnen',
      summary: 'Wie ich meine Aufgaben ordne.',
      body: 'Aufgaben, Listen und ein Brett.',
      status: 'published',
      language: 'de',
    },
  })
  expect(post.ok(), await post.text()).toBe(true)
}

test('/de/search finds German texts, links under /de, renders without JavaScript and passes axe', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await germanSite(page)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/de/search?q=aufgaben')
  await expect(noScript.locator('html')).toHaveAttribute('lang', 'de')
  const results = noScript.getByRole('article')
  await expect(results).toHaveCount(2)
  const project = results.filter({ hasText: 'Aufgabenbrett' })
  await expect(project.getByRole('link')).toHaveAttribute('href', '/de/projects/task-board')
  await expect(project.locator('mark').first()).toHaveText(/aufgabe/i)
  const post = results.filter({ hasText: 'Aufgaben ordnen' })
  await expect(post.getByRole('link')).toHaveAttribute('href', '/de/blog/aufgaben-ordnen')
  await post.getByRole('link').click()
  await expect(noScript).toHaveURL(`${baseURL}/de/blog/aufgaben-ordnen`)
  // The English search knows neither.
  await noScript.goto('/search?q=aufgabenbrett')
  await expect(noScript.getByRole('article')).toHaveCount(0)
  await context.close()

  for (const mode of ['dark', 'light'] as const) {
    const themed = await browser.newContext({ baseURL })
    const visitor = await themed.newPage()
    await visitor.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await visitor.setViewportSize(size)
      await visitor.goto('/de/search?q=aufgaben')
      await expect(visitor.locator('html')).toHaveAttribute('data-theme', mode)
      await expect(visitor.getByRole('article')).toHaveCount(2)
      await expectNoAxeViolations(visitor)
      if (SHOTS) {
        await visitor.screenshot({ path: `${SHOTS}/search-de-${name}-${mode}.png`, fullPage: true })
      }
    }
    await themed.close()
  }
})
