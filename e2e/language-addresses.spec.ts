import type { Page } from '@playwright/test'
import { expect, ownerToken, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * The public site in each additional language at its own addresses (docs/languages.md): German
 * and Arabic added to the demo site, about half of its texts translated into German through the
 * API. Each test has a server of its own.
 */
// 404s are asked for on purpose: their answer's status is the one console error allowed.
test.use({ freshServer: true, allowedConsoleErrors: /status of 404 \(Not Found\)/ })

const SHOTS = process.env.SHOTS_DIR

/** Every public page that exists in each language (a blog's posts are each language's own). */
const PAGES = [
  '/',
  '/about',
  '/skills',
  '/projects',
  '/projects/task-board',
  '/contact',
  '/search',
  '/uses',
  '/talks',
  '/resume',
]

async function settings(page: Page, change: (current: Record<string, unknown>) => object) {
  const headers = { 'auth-token': await ownerToken(page) }
  const current = (await (await page.request.get('/api/site/settings')).json()) as {
    data: Record<string, unknown>
  }
  const saved = await page.request.put('/api/site/settings', {
    headers,
    data: { ...current.data, ...change(current.data) },
  })
  expect(saved.ok()).toBe(true)
}

async function translate(page: Page, type: string, id: string, texts: Record<string, string>) {
  const saved = await page.request.put(`/api/translations/${type}/${id}/de`, {
    headers: { 'auth-token': await ownerToken(page) },
    data: { texts },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** German and Arabic offered, the site published, and some of the demo's texts in German. */
async function germanAndArabic(page: Page) {
  await settings(page, () => ({
    languages: { default: 'en', additional: ['de', 'ar'] },
    published: true,
  }))
  await translate(page, 'project', '1', {
    title: 'Aufgabenbrett',
    desc: 'Ein Platzhalter-Projekt: ein Kanban-Brett zum Ziehen und Ablegen.',
  })
  await translate(page, 'about', '1', {
    para: 'Hallo! Dieser Absatz ist Platzhaltertext einer frischen Vitrine-Installation.',
  })
  await translate(page, 'userdetails', '1', { profone: 'Webentwickler' })
  await translate(page, 'settings', '1', { siteTitle: 'Alex’ Portfolio' })
  const pages = (await (await page.request.get('/api/pages')).json()) as {
    data: { _id: string; address: string }[]
  }
  const uses = pages.data.find((entry) => entry.address === 'uses')!
  await translate(page, 'page', uses._id, { title: 'Werkzeuge' })
}

test('each page in German: German fixed texts and translations, untranslated texts marked English, its own canonical address and every alternate', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await germanAndArabic(page)
  for (const path of PAGES) {
    await test.step(`/de${path}`, async () => {
      const address = path === '/' ? '/de/' : `/de${path}`
      const answer = await page.goto(address)
      expect(answer?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl')
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        `${baseURL}${address}`,
      )
      const alternates = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        )
      // The search page asks not to be indexed: it names no alternates.
      expect(alternates).toEqual(
        path === '/search'
          ? []
          : [
              `en ${baseURL}${path}`,
              `de ${baseURL}${address}`,
              `ar ${baseURL}${path === '/' ? '/ar/' : `/ar${path}`}`,
              `x-default ${baseURL}${path}`,
            ],
      )
      if (path !== '/resume') {
        await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached()
        // The switcher: each language by its own name, this one the current page.
        const switcher = page.getByRole('navigation', { name: 'Sprachen' })
        await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', path)
      }
    })
  }

  await page.goto('/de/')
  await expect(page.getByText('Hallo und herzlich willkommen!')).toBeVisible()
  await expect(page.locator('.site-header .brand')).toContainText('Alex’ Portfolio')
  // Translated: German; not translated: the English text, marked as English.
  await expect(page.getByText('Hallo! Dieser Absatz ist Platzhaltertext')).toBeVisible()
  await expect(page.locator('p[lang="en"]', { hasText: 'Use the About page' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Aufgabenbrett' }).first()).toBeVisible()
  await expect(page.locator('[lang="en"]', { hasText: 'Notes API' }).first()).toBeVisible()
  // Internal links stay in German; the owner's login has no language.
  await expect(page.getByRole('link', { name: 'Aufgabenbrett' }).first()).toHaveAttribute(
    'href',
    '/de/projects/task-board',
  )
  await expect(page.locator('[data-owner-link]')).toHaveAttribute('href', '/login')

  await page.goto('/de/uses')
  await expect(page.getByRole('heading', { level: 1, name: 'Werkzeuge' })).toBeVisible()
  await page.goto('/de/projects/task-board')
  await expect(page.getByRole('heading', { level: 1, name: 'Aufgabenbrett' })).toBeVisible()
  await expect(page.locator('.prose')).toHaveAttribute('lang', 'en')
  await page.goto('/de/resume')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveTitle(/Lebenslauf/)

  // The English page names the German one too.
  await page.goto('/about')
  await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute(
    'href',
    `${baseURL}/de/about`,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The sitemap lists every address with its alternates, and stays well-formed.
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  expect(sitemap).toContain(`<loc>${baseURL}/de/about</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/ar/uses</loc>`)
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="de" href="${baseURL}/de/projects/task-board"/>`,
  )
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/about"/>`,
  )

  // Link-preview cards exist per language.
  const card = await page.request.get('/og/de/about.png')
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
})

test('the switcher goes to the same page, or to the home page where there is none, without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await germanAndArabic(page)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/projects')
  const switcher = noScript.getByRole('navigation', { name: 'Languages' })
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('lang', 'de')
  await switcher.getByRole('link', { name: 'Deutsch' }).click()
  await expect(noScript).toHaveURL(`${baseURL}/de/projects`)
  await expect(noScript.getByRole('heading', { level: 1, name: 'Projekte' })).toBeVisible()
  // Each language has its blog: the German one lists the German posts only.
  await noScript.goto('/de/blog')
  await expect(noScript.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${baseURL}/de/blog`,
  )
  await expect(
    noScript.getByRole('navigation', { name: 'Sprachen' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('href', '/blog')
  await context.close()
})

test('a post and its German translation: each at its own address, linked both ways, in its own blog and feed', async ({
  page,
  browser,
  baseURL,
}) => {
  await germanAndArabic(page)
  const headers = { 'auth-token': await ownerToken(page) }
  const posts = (await (await page.request.get('/api/posts')).json()) as {
    data: { _id: string; slug: string; title: string }[]
  }
  const english = posts.data[0]!
  const added = await page.request.post('/api/posts', {
    headers,
    data: {
      title: 'Ein Beitrag auf Deutsch',
      slug: 'ein-beitrag',
      summary: 'Die deutsche Fassung.',
      body: 'Hallo auf Deutsch.',
      status: 'published',
      language: 'de',
      translationOf: english._id,
    },
  })
  expect(added.ok(), await added.text()).toBe(true)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noScript = await context.newPage()

  await noScript.goto('/de/blog')
  const cards = noScript.locator('.post-card-link')
  await expect(cards).toHaveText(['Ein Beitrag auf Deutsch'])
  // Written in the page's language: no mark of another.
  await expect(cards.first()).not.toHaveAttribute('lang', /.+/)
  await cards.first().click()
  await expect(noScript).toHaveURL(`${baseURL}/de/blog/ein-beitrag`)
  await expect(noScript.locator('html')).toHaveAttribute('lang', 'de')
  await expect(noScript.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${baseURL}/de/blog/ein-beitrag`,
  )
  const alternates = noScript.locator('link[rel=alternate][hreflang]')
  await expect(alternates).toHaveCount(3)
  await expect(noScript.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/${english.slug}`,
  )
  await expect(noScript.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/${english.slug}`,
  )
  // The switcher leads to the English post, and to the Arabic blog (no Arabic version).
  const switcher = noScript.getByRole('navigation', { name: 'Sprachen' })
  await expect(switcher.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/blog')
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(noScript).toHaveURL(`${baseURL}/blog/${english.slug}`)
  await expect(noScript.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute(
    'href',
    `${baseURL}/de/blog/ein-beitrag`,
  )
  // The English blog and feed keep the English posts only; the German feed has the German one.
  await noScript.goto('/blog')
  await expect(noScript.getByText('Ein Beitrag auf Deutsch')).toHaveCount(0)
  const feed = await (await page.request.get('/de/feed.xml')).text()
  expect(feed).toContain(`${baseURL}/de/blog/ein-beitrag`)
  expect(await (await page.request.get('/feed.xml')).text()).not.toContain('ein-beitrag')
  // The sitemap lists the German post at its German address only.
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/de/blog/ein-beitrag</loc>`)
  expect(sitemap).not.toContain(`<loc>${baseURL}/blog/ein-beitrag</loc>`)
  expect(sitemap).not.toContain(`<loc>${baseURL}/de/blog/${english.slug}</loc>`)
  await context.close()
})

test('a page that does not exist leads to each language’s home page', async ({
  page,
  browser,
  baseURL,
}) => {
  await germanAndArabic(page)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/de/no-such-page')
  const notFound = noScript.getByRole('navigation', { name: 'Sprachen' })
  await notFound.getByRole('link', { name: 'العربية' }).click()
  await expect(noScript).toHaveURL(`${baseURL}/ar/`)
  await expect(noScript.locator('html')).toHaveAttribute('dir', 'rtl')
  await context.close()
})

test('a browser preferring German is offered the German page, never sent there, and a dismissal is kept', async ({
  browser,
  page,
  baseURL,
}) => {
  await germanAndArabic(page)
  const context = await browser.newContext({ baseURL, locale: 'de-DE' })
  const visitor = await context.newPage()
  const answer = await visitor.goto('/about')
  // No redirect by the browser's languages.
  expect(answer?.status()).toBe(200)
  await expect(visitor).toHaveURL(`${baseURL}/about`)
  const note = visitor.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' })
  await expect(note).toBeVisible()
  await expect(note).toHaveAttribute('lang', 'de')
  await expect(note.getByRole('link')).toHaveAttribute('href', '/de/about')
  // Over the page, not in it: its coming moves nothing (no layout shift).
  expect(await note.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  await expectNoAxeViolations(visitor)
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/lang-suggestion-desktop-dark.png` })
  await note.getByRole('button', { name: 'Schließen' }).click()
  await expect(note).toBeHidden()
  await visitor.reload()
  await expect(visitor.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
  await visitor.goto('/projects')
  await expect(visitor.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
  await expect(visitor.locator('aside[data-language-suggestion]')).toHaveCount(0)
  // On the German page itself nothing is suggested to a German reader.
  await visitor.evaluate(() => localStorage.clear())
  await visitor.goto('/de/about')
  await expect(visitor.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
  await expect(visitor.locator('aside[data-language-suggestion]')).toHaveCount(0)
  await context.close()
})

test('in Arabic every page is right to left, fits a 360 px phone and passes axe in both modes; a language turned off answers 404', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await germanAndArabic(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const mode of ['dark', 'light'] as const) {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    for (const path of PAGES) {
      await test.step(`/ar${path} in ${mode} mode`, async () => {
        await page.goto(path === '/' ? '/ar/' : `/ar${path}`)
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `/ar${path} scrolls sideways`).toBeLessThanOrEqual(0)
        await expectNoAxeViolations(page)
      })
    }
  }
  // An English text left untranslated reads left to right inside the Arabic page.
  await page.goto('/ar/about')
  await expect(page.locator('p[lang="en"][dir="ltr"]').first()).toBeVisible()

  await settings(page, () => ({ languages: { default: 'en', additional: ['de'] } }))
  for (const path of ['/ar/', '/ar/about', '/ar/projects/task-board']) {
    expect((await page.request.get(path)).status(), path).toBe(404)
  }
  expect((await page.request.get('/de/about')).status()).toBe(200)
  // Its translations are kept: turned on again, the German texts are back.
  await settings(page, () => ({ languages: { default: 'en', additional: [] } }))
  expect((await page.request.get('/de/about')).status()).toBe(404)
  await settings(page, () => ({ languages: { default: 'en', additional: ['de'] } }))
  await page.goto('/de/projects')
  await expect(page.getByRole('link', { name: 'Aufgabenbrett' }).first()).toBeVisible()
  // The site's own addresses are as they were, in the default language.
  await page.goto('/contacts')
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
