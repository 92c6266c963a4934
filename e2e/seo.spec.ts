import type { Education } from '@contract/education.ts'
import { ogImagePath } from '@contract/og-image.ts'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'
import type { UserDetails } from '@contract/user-details.ts'
import {
  apiList,
  DEMO_OWNER_PAGES,
  DEMO_CASE_STUDY_PAGES,
  DEMO_POST_PAGES,
  DEMO_SECTION_PAGES,
  expect,
  PUBLIC_PAGES,
  test,
} from './support/test.ts'

const SCREENS: Record<(typeof PUBLIC_PAGES)[number] | (typeof DEMO_SECTION_PAGES)[number], string> =
  {
    '/': 'Home',
    '/about': 'About',
    '/skills': 'Skills',
    '/projects': 'Projects',
    '/contact': 'Contact',
    '/resume': 'Résumé',
    '/talks': 'Talks',
  }

test.use({ javaScriptEnabled: false })

for (const path of [...PUBLIC_PAGES, ...DEMO_SECTION_PAGES]) {
  test(`${path} has its title, description, canonical URL, Open Graph and Twitter tags`, async ({
    page,
    baseURL,
  }) => {
    const answer = (await (await page.request.get('/api/site/settings')).json()) as {
      data: SiteSettings
      derived: { displayName: string }
    }
    // An empty title follows the owner's name, as the API says.
    const settings = siteIdentity(answer.data, answer.derived.displayName)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${settings.siteTitle} | ${SCREENS[path]}`)
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${settings.siteTitle} | ${SCREENS[path]}`,
    )
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}${path}`,
    )
    // The page's own link-preview card: a 1200×630 PNG drawn by the server.
    const card = `${baseURL}${ogImagePath(path)}`
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', card)
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    const image = await page.request.get(card)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const png = await image.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card)
  })
}

test('every page carries JSON-LD for the owner as a schema.org Person', async ({
  page,
  baseURL,
}) => {
  const settings = (
    (await (await page.request.get('/api/site/settings')).json()) as { data: SiteSettings }
  ).data
  const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
  const education = await apiList<Education>(page, '/api/education')
  await page.goto('/projects')
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  const person = JSON.parse(json ?? '{}') as Record<string, unknown>
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: details?.name,
    jobTitle: details?.prof['1st'],
    image: `${baseURL}${details?.userimage}`,
    sameAs: settings.socialLinks.map((link) => link.link).filter(Boolean),
  })
  expect(person.alumniOf).toEqual(
    [...new Set(education.map((e) => e.clg))].map((name) => ({
      '@type': 'EducationalOrganization',
      name,
    })),
  )
})

test('the sitemap lists the public pages with their last change', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  // The pages, the blog, the demo's case studies, each published post of the demo, newest first,
  // then the owner's own pages and custom sections.
  const [blog, ...posts] = DEMO_POST_PAGES
  const pages = [
    ...PUBLIC_PAGES,
    blog,
    ...DEMO_CASE_STUDY_PAGES,
    ...posts,
    ...DEMO_OWNER_PAGES,
    ...DEMO_SECTION_PAGES,
  ]
  expect(locations).toEqual(pages.map((path) => `${baseURL}${path}`))
  const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])
  expect(dates).toHaveLength(pages.length)
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

test('robots.txt keeps crawlers out of the owner pages', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  for (const path of ['/dashboard', '/login', '/reset-password'])
    expect(text).toContain(`Disallow: ${path}`)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('an unknown path answers a not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})

test('an unknown API path still answers JSON', async ({ request }) => {
  const response = await request.get('/api/no-such-thing')
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ success: false })
})

test('/contacts redirects permanently to /contact', async ({ request }) => {
  const response = await request.get('/contacts', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/contact')
})

test('hashed assets are cached for a year; pages carry a strict CSP', async ({ request }) => {
  // A public page is the same bytes for everyone (ADR 0010): its one inline script by hash.
  const page = await request.get('/')
  const csp = page.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/)
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('nonce-')
  // An owner page hydrates: React Router's inline scripts carry this answer's nonce.
  const owner = (await request.get('/login')).headers()['content-security-policy'] ?? ''
  expect(owner).toMatch(/script-src 'self' 'nonce-[0-9a-f]+'/)
  expect(owner).not.toContain('unsafe-inline')
  const html = await page.text()
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeDefined()
  const response = await request.get(asset ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // Compressed once at build time (scripts/precompress.mjs), never per request.
  const plain = await request.get(asset ?? '', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  for (const encoding of ['br', 'gzip']) {
    const compressed = await request.get(asset ?? '', { headers: { 'accept-encoding': encoding } })
    expect(compressed.headers()['content-encoding']).toBe(encoding)
    expect(compressed.headers()['vary']).toBe('accept-encoding')
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await compressed.text()).toBe(await plain.text())
  }
  expect((await request.get(`${asset}.br`)).status()).toBe(404)
})

test('a public page carries the pinned security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  const pinned = Object.fromEntries(
    [
      'content-type',
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-powered-by',
    ].map((name) => [
      name,
      // Nonces change on every answer (owner pages); hashes follow the theme script and colours.
      headers[name]
        ?.replace(/'nonce-[^']+'/g, "'nonce-…'")
        .replace(/'sha256-[^']+'( 'sha256-[^']+')*/g, "'sha256-…'"),
    ]),
  )
  expect(pinned).toEqual({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self' 'sha256-…';style-src 'self' 'sha256-…'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The browser tests' PUBLIC_URL is http://localhost: HSTS is for an https site only.
    'strict-transport-security': undefined,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-powered-by': undefined,
  })
})
