import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post, PostSummary } from '@contract/post.ts'
import { asOwner } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { trashEntry } from '@/test-support/trash.ts'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createPublicContent } from '../web-host/public-content.ts'

/** libxml2's RELAX NG validator with RFC 4287's schema (as posts.test.ts). */
const atomSchema = fileURLToPath(new URL('./schema/atom.rng', import.meta.url))
const validAtom = (xml: string) =>
  spawnSync('xmllint', ['--noout', '--relaxng', atomSchema, '-'], { input: xml, encoding: 'utf8' })
    .status

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (title: string) => `${title} ${++counter} ${Math.random().toString(36).slice(2, 7)}`

describe('posts per language', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de', 'fr', 'es'] },
    })
  })
  afterAll(() => t.close())

  const owner = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const add = (payload: object) => asOwner<Post>(t, 'POST', '/api/posts', payload)
  const publicList = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/posts${query}` })).json().data as PostSummary[]
  const ownerList = () => asOwner<PostSummary[]>(t, 'GET', '/api/posts')
  const feed = async (url: string) => t.app.inject({ method: 'GET', url })

  /** A published post in English and its German translation. */
  async function translatedPair() {
    const english = await add({ title: unique('Hello'), body: 'Hi.', status: 'published' })
    const german = await add({
      title: unique('Hallo'),
      body: 'Hallo.',
      status: 'published',
      language: 'de',
      translationOf: english._id,
    })
    return { english, german }
  }

  it("answers a post's language and its translations, both ways", async () => {
    const { english, german } = await translatedPair()
    expect(german.language).toBe('de')
    expect(german.translations).toEqual([
      { _id: english._id, language: 'en', slug: english.slug, published: true },
    ])
    const read = await asOwner<Post>(t, 'GET', `/api/posts/${english.slug}`)
    expect(read.language).toBe('en')
    expect(read.translations).toEqual([
      { _id: german._id, language: 'de', slug: german.slug, published: true },
    ])
    const listed = (await ownerList()).find((post) => post._id === english._id)!
    expect(listed.translations?.map((other) => other.language)).toEqual(['de'])
  })

  it("lists each language's posts apart; the default list stays as it was", async () => {
    const { english, german } = await translatedPair()
    const defaults = await publicList()
    expect(defaults.map((post) => post._id)).toContain(english._id)
    expect(defaults.map((post) => post._id)).not.toContain(german._id)
    // The visitors' list keeps its fields: nothing about languages in it.
    expect(Object.keys(defaults[0]!).sort()).toEqual(
      [
        '_id',
        'cover',
        'publishedAt',
        'readingMinutes',
        'slug',
        'summary',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    )
    const germans = await publicList('?lang=de')
    expect(germans.map((post) => post._id)).toContain(german._id)
    expect(germans.map((post) => post._id)).not.toContain(english._id)
    // Search finds the default language's posts only: the others are not at /blog.
    const found = async (title: string) =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(title)}` })
        ).json().data as Array<{ path: string }>
      ).map((result) => result.path)
    expect(await found(english.title)).toContain(`/blog/${english.slug}`)
    expect(await found(german.title)).not.toContain(`/blog/${german.slug}`)
    const refused = await t.app.inject({ method: 'GET', url: '/api/posts?lang=it' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/not offered in Italiano/)
  })

  it('reads a language through the public content as the blog pages do', async () => {
    const { english, german } = await translatedPair()
    const content = createPublicContent(t.app)
    expect((await content.listPosts()).map((post) => post._id)).not.toContain(german._id)
    expect((await content.inLanguage('de').listPosts()).map((post) => post._id)).toContain(
      german._id,
    )
    expect(await content.getPost(german.slug)).toBeUndefined()
    const page = await content.getPost(german.slug, { language: 'de' })
    expect(page?.translations).toEqual([
      { _id: english._id, language: 'en', slug: english.slug, published: true },
    ])
    expect(await content.listPosts({ language: 'it' })).toEqual([])
  })

  it('refuses a second post in one language of a group, or a language not offered, changing nothing', async () => {
    const { english } = await translatedPair()
    const before = (await ownerList()).length
    const clash = await owner('POST', '/api/posts', {
      title: unique('Noch einmal'),
      language: 'de',
      translationOf: english._id,
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().message).toMatch(
      /^Its translation in Deutsch is “Hallo .*” already: edit that one instead$/,
    )
    const italian = await owner('POST', '/api/posts', { title: unique('Ciao'), language: 'it' })
    expect(italian.statusCode).toBe(400)
    expect(italian.json().message).toBe(
      'The site is not offered in Italiano: add the language in Site settings → Languages first',
    )
    const missing = await owner('POST', '/api/posts', {
      title: unique('Orphan'),
      language: 'fr',
      translationOf: '999999',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('There is no post 999999 to translate')
    expect((await ownerList()).length).toBe(before)
    // A change into a language the group holds is refused too.
    const french = await add({
      title: unique('Bonjour'),
      language: 'fr',
      translationOf: english._id,
    })
    const moved = await owner('PUT', `/api/posts/${french._id}`, { language: 'de' })
    expect(moved.statusCode).toBe(409)
    const unchanged = await asOwner<Post>(t, 'GET', `/api/posts/${french.slug}`)
    expect(unchanged.language).toBe('fr')
  })

  it("gives each language its feed, linking the others'; a language not offered has none", async () => {
    const { english, german } = await translatedPair()
    const main = await feed('/feed.xml')
    expect(main.body).toContain(`/blog/${english.slug}`)
    expect(main.body).not.toContain(german.slug)
    expect(main.body).toContain('hreflang="de" href="http://vitrine.test/de/feed.xml"')
    const de = await feed('/de/feed.xml')
    expect(de.statusCode).toBe(200)
    expect(de.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">')
    expect(de.body).toContain(`/de/blog/${german.slug}`)
    expect(de.body).not.toContain(english.slug)
    expect(validAtom(de.body)).toBe(0)
    expect(validAtom(main.body)).toBe(0)
    expect(de.body).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" hreflang="en" href="[^"]*\/feed\.xml"\/>/,
    )
    expect((await feed('/it/feed.xml')).statusCode).toBe(404)
    expect((await feed('/en/feed.xml')).statusCode).toBe(404)
  })

  it('a trashed translation leaves its group; put back, it rejoins when its language is free, else says so', async () => {
    const { english, german } = await translatedPair()
    await asOwner(t, 'DELETE', `/api/posts/${german._id}`)
    expect((await asOwner<Post>(t, 'GET', `/api/posts/${english.slug}`)).translations).toEqual([])
    const item = (await trashEntry(t, 'post', german._id))!
    const back = await asOwner<unknown>(t, 'POST', `/api/trash/${item._id}/restore`)
    expect(back).toBeDefined()
    expect(
      (await asOwner<Post>(t, 'GET', `/api/posts/${english.slug}`)).translations?.map(
        (other) => other._id,
      ),
    ).toEqual([german._id])

    // Deleted again, and another German translation takes its place meanwhile.
    await asOwner(t, 'DELETE', `/api/posts/${german._id}`)
    const other = await add({ title: unique('Servus'), language: 'de', translationOf: english._id })
    const again = (await trashEntry(t, 'post', german._id))!
    const restored = await owner('POST', `/api/trash/${again._id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().message).toMatch(
      /^Put back: its translations have another post in Deutsch now/,
    )
    const alone = await asOwner<Post>(t, 'GET', `/api/posts/${german.slug}`)
    expect(alone.language).toBe('de')
    expect(alone.translations).toEqual([])
    expect(
      (await asOwner<Post>(t, 'GET', `/api/posts/${english.slug}`)).translations?.map(
        (one) => one._id,
      ),
    ).toEqual([other._id])
  })

  it("undoing a change of a post's language brings the language back and keeps its links", async () => {
    const { english } = await translatedPair()
    const french = await add({ title: unique('Salut'), language: 'fr', translationOf: english._id })
    const spanish = await asOwner<Post>(t, 'PUT', `/api/posts/${french._id}`, { language: 'es' })
    expect(spanish.language).toBe('es')
    const revisions = await asOwner<Array<{ _id: string }>>(
      t,
      'GET',
      `/api/revisions?type=post&id=${french._id}`,
    )
    // The revision of its creation: French, in the group.
    await asOwner(t, 'POST', `/api/revisions/${revisions.at(-1)!._id}/restore`)
    const read = await asOwner<Post>(t, 'GET', `/api/posts/${french.slug}`)
    expect(read.language).toBe('fr')
    expect(read.translations?.map((one) => one._id)).toContain(english._id)
  })
})
