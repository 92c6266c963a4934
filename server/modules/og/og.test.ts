import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  OG_DRAWS_AT_ONCE,
  OG_DRAWS_WAITING,
  OG_NEW_CARDS_PER_MINUTE,
  ogImagePath,
  pageOfOgImage,
} from '@contract/og-image.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'
import { renderOgCard } from './og-card.ts'
import sharp from 'sharp'
import { DEFAULT_LOOK, PRESETS } from '@contract/site-look.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { translator } from '@contract/messages/translator.ts'
import type * as OgCardModule from './og-card.ts'

// The real drawing, counted: how many cards were drawn is what the cache and the limits are for.
vi.mock('./og-card.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof OgCardModule>()
  return { ...actual, renderOgCard: vi.fn(actual.renderOgCard) }
})
const draws = () => vi.mocked(renderOgCard).mock.calls.length

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const NOT_FOUND = { success: false, message: 'Not found' }

/** The card's address answers the JSON 404: there is no such page. */
async function expectNoCard(site: ReturnType<typeof demoSite>, card: string) {
  const answer = await site.get(card)
  expect(answer.statusCode, card).toBe(404)
  expect(answer.json()).toEqual(NOT_FOUND)
}

/** A demo site (two published posts tagged databases, typescript and performance). */
function demoSite() {
  const site = {
    t: undefined as unknown as TestApp,
    get: (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
      site.t.app.inject({ method: 'GET', url, headers, remoteAddress }),
    /** Publishes posts (which also makes every card drawn so far out of date). */
    async publish(count: number, tags: string[] = []) {
      const headers = await site.t.ownerHeaders()
      const slugs: string[] = []
      for (let i = 0; i < count; i++) {
        const created = await site.t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers,
          payload: { title: `Note ${crypto.randomUUID()}`, status: 'published', tags },
        })
        expect(created.statusCode).toBe(200)
        slugs.push(created.json().data.slug as string)
      }
      return slugs
    },
  }
  beforeAll(async () => {
    site.t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => site.t.close())
  return site
}

// Each card is drawn (satori, sharp): seconds apiece on a busy 2-core machine.
describe('link-preview cards', { timeout: 90_000 }, () => {
  const site = demoSite()

  it('maps each page to its card and back', () => {
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/blog/my-post')).toBe('/og/blog/my-post.png')
    expect(pageOfOgImage('index.png')).toBe('/')
    expect(pageOfOgImage('blog/my-post.png')).toBe('/blog/my-post')
    expect(pageOfOgImage("blog/tags/it's%20C%23.png")).toBe("/blog/tags/it's%20C%23")
    expect(pageOfOgImage('about.svg')).toBeUndefined()
  })

  it('draws a 1200×630 PNG for the home page, answered again by ETag', async () => {
    const response = await site.get('/og/index.png')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=600')
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 })
    const again = await site.get('/og/index.png', {
      'if-none-match': String(response.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('has a card for each page that exists, and none for a page that does not', async () => {
    const headers = await site.t.ownerHeaders()
    const project = await site.t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        {
          title: 'Kanban board',
          desc: 'A board',
          tools: 'React',
          github: '',
          live: '',
          slug: 'kanban-board',
          body: 'How it works.',
        },
        { bytes: await pngImage(20, 20) },
      ),
    })
    expect(project.statusCode).toBe(200)
    const draft = await site.t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Secret plans', tags: ['secret'] },
    })
    const { slug } = draft.json().data as { slug: string }
    const draftPage = await site.t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers,
      payload: { title: 'Plans', address: 'secret-page' },
    })
    expect(draftPage.statusCode).toBe(200)

    for (const page of ['/about', '/skills', '/projects', '/contact', '/resume', '/blog']) {
      expect((await site.get(ogImagePath(page))).statusCode, page).toBe(200)
    }
    for (const card of [
      '/og/blog/zero-downtime-migrations.png',
      '/og/blog/tags/databases.png',
      // The tag's page answers whatever the case of its address.
      '/og/blog/tags/Databases.png',
      '/og/projects/kanban-board.png',
      // The demo's page, one of the owner's own.
      '/og/uses.png',
    ])
      // From an address of their own: with the pages above they are more new cards than one
      // address may ask for in a minute, whichever test ran first.
      expect((await site.get(card, {}, '198.51.100.9')).statusCode, card).toBe(200)

    for (const card of [
      `/og/blog/${slug}.png`,
      // A draft page, and an address no page has.
      '/og/secret-page.png',
      '/og/no-such-page.png',
      // A tag only a draft has, a tag nobody has.
      '/og/blog/tags/secret.png',
      '/og/blog/tags/no-such-tag.png',
      // Two posts make one page: there is no page 2, and page 1 is /blog itself.
      '/og/blog/page/2.png',
      '/og/blog/page/1.png',
      '/og/blog/tags/databases/page/2.png',
      '/og/projects/no-such-project.png',
      '/og/dashboard.png',
      '/og/blog/preview/some-token.png',
      '/og/about.jpg',
      '/og/..%2F..%2Fetc%2Fpasswd.png',
    ])
      await expectNoCard(site, card)
  })

  it('has a card for a custom section with items, named by it, and none while it is empty', async () => {
    const address = '198.51.100.20'
    const talks = await site.get('/og/talks.png', {}, address)
    expect(talks.statusCode).toBe(200)
    expect(pngSize(talks.rawPayload)).toEqual({ width: 1200, height: 630 })
    expect(vi.mocked(renderOgCard).mock.calls.at(-1)?.[0]).toMatchObject({ title: 'Talks' })

    const headers = await site.t.ownerHeaders()
    const added = await site.t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers,
      payload: { name: 'Awards', address: 'awards', fields: [{ kind: 'title', label: 'Award' }] },
    })
    expect(added.statusCode, added.body).toBe(200)
    await expectNoCard(site, '/og/awards.png')
    const item = await site.t.app.inject({
      method: 'POST',
      url: `/api/sections/${added.json().data._id}/items`,
      headers,
      payload: { title: 'Best talk of the day' },
    })
    expect(item.statusCode, item.body).toBe(200)
    expect((await site.get('/og/awards.png', {}, address)).statusCode).toBe(200)
    expect(vi.mocked(renderOgCard).mock.calls.at(-1)?.[0]).toMatchObject({ title: 'Awards' })
  })

  it('decodes the address once: a double-encoded tag is no tag, a malformed escape a 404, never a 500', async () => {
    const planted = encodeURIComponent(
      encodeURIComponent('URGENT: this site was hacked — call +1 555 0100'),
    )
    for (const card of [
      `/og/blog/tags/${planted}.png`,
      `/og/blog/tags/${encodeURIComponent('%64atabases')}.png`,
      // Once decoded, these are malformed escapes: text no page is called.
      '/og/blog/a%25E0%25A4.png',
      '/og/blog/tags/%25E0%25A4%25A.png',
      '/og/projects/%25ZZ.png',
    ])
      await expectNoCard(site, card)
    // An address that does not decode at all is refused before routing, as everywhere.
    const malformed = await site.get('/og/blog/%E0%A4%A.png')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ success: false, message: 'The address is not valid' })
  })

  it('is drawn again when the content changes', async () => {
    const headers = await site.t.ownerHeaders()
    const created = await site.t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'First title', status: 'published' },
    })
    const post = created.json().data as { _id: string; slug: string }
    const before = await site.get(`/og/blog/${post.slug}.png`)
    await site.t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post._id}`,
      headers,
      payload: { title: 'A much better title' },
    })
    const after = await site.get(`/og/blog/${post.slug}.png`)
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
  it("follows the owner's look: the page colour of the preset's dark mode", async () => {
    const headers = await site.t.ownerHeaders()
    const current = (await site.t.app.inject({ method: 'GET', url: '/api/site/settings' })).json()
      .data as SiteSettings
    const saved = await site.t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: { ...current, look: { ...DEFAULT_LOOK, preset: 'editorial', accent: '#c2410c' } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const card = await site.get('/og/contact.png')
    expect(card.statusCode).toBe(200)
    const { data, info } = await sharp(card.rawPayload).raw().toBuffer({ resolveWithObject: true })
    const page = Buffer.from(PRESETS.editorial.dark.page.slice(1), 'hex')
    let onPage = 0
    for (let index = 0; index < data.length; index += info.channels) {
      if (data[index] === page[0] && data[index + 1] === page[1] && data[index + 2] === page[2]) {
        onPage++
      }
    }
    // The flat parts of the card are the preset's page colour (the rest is a glow, text, the photo).
    expect(onPage / (info.width * info.height)).toBeGreaterThan(0.02)
  })
})

describe('link-preview cards, one per page', { timeout: 90_000 }, () => {
  const site = demoSite()

  it('draws one card per page however its address is spelled', async () => {
    // Twelve posts, eleven tagged databases: both lists have a second page, with the list's card.
    await site.publish(10, ['databases'])
    const spellings = [
      ['/og/blog.png', '/og/blog/page/2.png', '/og/BLOG.png', '/og/blog/page/2.png'],
      [
        '/og/blog/tags/databases.png',
        '/og/blog/tags/DATABASES.png',
        '/og/blog/tags/d%61tabases.png',
        '/og/blog/tags/databases/page/2.png',
      ],
    ]
    const before = draws()
    for (const cards of spellings) {
      const answers = await Promise.all(cards.map((card) => site.get(card)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(cards.map(() => 200))
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1)
    }
    expect(draws() - before).toBe(spellings.length)
  })
})

describe('link-preview cards, bounded', { timeout: 90_000 }, () => {
  const site = demoSite()

  it('draws a bounded number of new cards per address a minute (429 beyond), answers drawn ones, and draws for others', async () => {
    const slugs = await site.publish(OG_NEW_CARDS_PER_MINUTE + 1)
    const cards = slugs.map((slug) => `/og/blog/${slug}.png`)
    for (const card of cards.slice(0, OG_NEW_CARDS_PER_MINUTE))
      expect((await site.get(card)).statusCode, card).toBe(200)
    const refused = await site.get(cards.at(-1)!)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many new link-preview cards asked from this address; try again in a minute',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // A card already drawn is still answered; another address still gets new ones.
    expect((await site.get(cards[0]!)).statusCode).toBe(200)
    expect((await site.get(cards.at(-1)!, {}, '198.51.100.2')).statusCode).toBe(200)
  })

  it(`draws ${OG_DRAWS_AT_ONCE} card at a time with ${OG_DRAWS_WAITING} waiting; beyond that, 503 with Retry-After`, async () => {
    const asked = OG_DRAWS_AT_ONCE + OG_DRAWS_WAITING + 4
    const slugs = await site.publish(asked)
    const answers = await Promise.all(
      slugs.map((slug, index) => site.get(`/og/blog/${slug}.png`, {}, `203.0.113.${index + 1}`)),
    )
    const busy = answers.filter((answer) => answer.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(asked)
    for (const answer of busy) {
      expect(answer.json()).toEqual({
        success: false,
        message: 'Too many link-preview cards are being drawn; try again in a few seconds',
      })
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
  })
})

describe('link-preview cards per language', { timeout: 90_000 }, () => {
  const site = demoSite()
  const lastCard = () => vi.mocked(renderOgCard).mock.calls.at(-1)![0]

  it("draws a prefixed page's card in its language; none for a language the site does not offer", async () => {
    const settings = await site.t.app.repositories.siteSettings.get()
    await site.t.app.repositories.siteSettings.save({
      ...settings,
      languages: { default: 'en', additional: ['de', 'ar'] },
    })
    site.t.app.contentVersion.bump()
    const german = await site.get('/og/de/about.png')
    expect(german.statusCode).toBe(200)
    expect(lastCard().title).toBe('Über mich')
    expect(lastCard().direction).toBe('ltr')
    // A right-to-left language's card is in it, and mirrored.
    expect((await site.get('/og/ar/skills.png')).statusCode).toBe(200)
    expect(lastCard()).toMatchObject({
      title: translator('ar').t('section.skillsExpertise'),
      direction: 'rtl',
    })
    expect(lastCard().title).toMatch(/\p{Script=Arabic}/u)
    await expectNoCard(site, '/og/fr/about.png')
    // Each language has its blog (its own posts): a card under its prefix too.
    expect((await site.get('/og/de/blog.png')).statusCode).toBe(200)
    // A post is at its address in its own language only.
    const [post] = await site.t.app.repositories.posts.listPublic(new Date().toISOString())
    await expectNoCard(site, `/og/de/blog/${post!.slug}.png`)
  })
})
