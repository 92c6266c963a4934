import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createTestApp,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  type TestApp,
} from '@/test-support/test-app.ts'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createPublicContent } from '../web-host/public-content.ts'

/** libxml2's RELAX NG validator (Debian's libxml2-utils) with RFC 4287's schema. */
const atomSchema = fileURLToPath(new URL('./schema/atom.rng', import.meta.url))
const validateAtom = (xml: string) => {
  const run = spawnSync('xmllint', ['--noout', '--relaxng', atomSchema, '-'], {
    input: xml,
    encoding: 'utf8',
  })
  if (run.error)
    throw new Error(`xmllint is needed (apt-get install libxml2-utils): ${run.error.message}`)
  return { status: run.status, stderr: run.stderr }
}

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (title: string) => `${title} ${++counter} ${Math.random().toString(36).slice(2, 7)}`

describe('posts API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  const add = async (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/posts', headers: await t.ownerHeaders(), payload })
  const update = async (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers: await t.ownerHeaders(),
      payload,
    })
  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/posts' })).json().data as Array<{
      _id: string
      slug: string
      title: string
    }>
  const publicPost = (slug: string) => t.app.inject({ method: 'GET', url: `/api/posts/${slug}` })

  it('adds a draft that nothing public shows, and the owner sees with its status', async () => {
    const title = unique('A draft')
    const response = await add({ title, body: 'Not *yet*.', tags: ['notes'] })
    expect(response.statusCode).toBe(200)
    const { data, message, success } = response.json()
    expect({ success, message }).toEqual({ success: true, message: 'Post Added Successfully' })
    expect(data).toMatchObject({
      _id: expect.stringMatching(/^\d+$/),
      title,
      summary: '',
      tags: ['notes'],
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      readingMinutes: 1,
      body: 'Not *yet*.',
    })
    expect(data.html).toBe('<p>Not <em>yet</em>.</p>')
    expect(data.slug).toMatch(/^a-draft-\d+-[a-z0-9]+$/)

    expect((await publicList()).map((post) => post._id)).not.toContain(data._id)
    expect((await publicPost(data.slug)).statusCode).toBe(404)
    expect((await publicPost(data.slug)).json()).toEqual({
      success: false,
      message: 'Post not found',
    })
    const ownerList = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
    })
    expect(ownerList.headers['cache-control']).toBe('no-store')
    expect(ownerList.json().data).toContainEqual(
      expect.objectContaining({ _id: data._id, status: 'draft', publishAt: null }),
    )
  })

  it('publishes: the post is listed first without its body, and readable by its slug', async () => {
    const title = unique('Published')
    const added = (await add({ title, summary: 'In short.', body: '# Heading\n\nText.' })).json()
      .data
    const published = await update(added._id, { status: 'published' })
    expect(published.json()).toMatchObject({
      success: true,
      message: 'Post Updated Successfully',
      data: { status: 'published', publishedAt: expect.any(String) },
    })
    const list = await publicList()
    expect(list[0]).toEqual({
      _id: added._id,
      slug: added.slug,
      title,
      summary: 'In short.',
      tags: [],
      publishedAt: published.json().data.publishedAt,
      updatedAt: published.json().data.updatedAt,
      readingMinutes: 1,
      cover: null,
    })
    const read = await publicPost(added.slug)
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toMatchObject({ title, body: '# Heading\n\nText.' })
    expect(read.json().data.html).toContain('<h1 id="heading">Heading')
    expect(read.json().data).not.toHaveProperty('status')

    // Back to a draft: gone from everything public again.
    await update(added._id, { status: 'draft' })
    expect((await publicPost(added.slug)).statusCode).toBe(404)
  })

  it('makes slugs from titles, numbering a repeat, and refuses a slug already used with 409', async () => {
    const title = unique('Café déjà vu!')
    const first = (await add({ title })).json().data
    const second = (await add({ title })).json().data
    expect(first.slug).toMatch(/^cafe-deja-vu-\d+-[a-z0-9]+$/)
    expect(second.slug).toBe(`${first.slug}-2`)

    const clash = await add({ title: unique('Other'), slug: first.slug })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      success: false,
      message: `A post already uses the slug "${first.slug}": choose another`,
    })
    const renamed = await update(second._id, { slug: first.slug })
    expect(renamed.statusCode).toBe(409)
    // Its own slug again is no clash.
    expect((await update(first._id, { slug: first.slug })).statusCode).toBe(200)
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
    })
    const cases: Array<[object, RegExp]> = [
      [{}, /title/i],
      [{ title: 'x'.repeat(161) }, /title/i],
      [{ title: 'Fine', slug: 'Not A Slug' }, /slug is lowercase letters/i],
      [{ title: 'Fine', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, /tags/i],
      [{ title: 'Fine', status: 'live' }, /^Status must be draft or published$/],
      [{ title: 'Fine', publishAt: 'tomorrow' }, /publish at/i],
      [{ title: 'Fine', summary: 'x'.repeat(301) }, /summary/i],
      [{ title: 'Fine', author: 'me' }, /author|additional|unknown/i],
    ]
    for (const [payload, message] of cases) {
      const response = await add(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().success).toBe(false)
      expect(response.json().message, JSON.stringify(payload)).toMatch(message)
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
    })
    expect(after.json().data).toEqual(before.json().data)
  })

  it('keeps a scheduled post out of sight until its time, then shows it with no write', async () => {
    const title = unique('Scheduled')
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const added = (await add({ title, status: 'published', publishAt: inAnHour })).json().data
    expect(added).toMatchObject({ status: 'published', publishAt: inAnHour, publishedAt: inAnHour })
    expect((await publicList()).map((post) => post._id)).not.toContain(added._id)
    expect((await publicPost(added.slug)).statusCode).toBe(404)

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 60 * 1000 })
    expect((await publicList()).map((post) => post._id)).toContain(added._id)
    expect((await publicPost(added.slug)).statusCode).toBe(200)
  })

  it('refuses a publish time outside the years 0001 to 9999 in words, and saves nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/posts', headers: await t.ownerHeaders() })
    ).json().data
    // The first is the year 10000 once in UTC.
    for (const publishAt of ['9999-12-31T23:00:00-02:00', '0000-06-01T10:00:00Z']) {
      const response = await add({ title: unique('Far away'), status: 'published', publishAt })
      expect(response.statusCode, publishAt).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: 'Publish at must be a date between the years 0001 and 9999',
      })
    }
    const kept = (await add({ title: unique('Kept') })).json().data
    const changed = await update(kept._id, { publishAt: '9999-12-31T23:00:00-02:00' })
    expect(changed.statusCode).toBe(400)
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/posts', headers: await t.ownerHeaders() })
    ).json().data
    expect(after).toEqual([expect.objectContaining({ _id: kept._id, publishAt: null }), ...before])
  })

  it('keeps answering the list when a stored time is past the year 9999, and does not show it', async () => {
    const title = unique('Stored far away')
    const added = (await add({ title, status: 'published' })).json().data
    // As an older version saved it: the year 10000, which sorts before "2026" as text.
    const far = '+010000-01-01T01:00:00.000Z'
    await t.app.repositories.posts.update(Number(added._id), {
      publish_at: far,
      published_at: far,
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/posts' })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.map((post: { _id: string }) => post._id)).not.toContain(added._id)
    expect((await publicPost(added.slug)).statusCode).toBe(404)
    const owners = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
    })
    expect(owners.statusCode).toBe(200)
    expect(owners.json().data).toContainEqual(expect.objectContaining({ _id: added._id, title }))
    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.statusCode).toBe(200)
    expect(feed.body).not.toContain(title)
    // The owner can put it right.
    const mended = await update(added._id, { publishAt: null })
    expect(mended.statusCode).toBe(200)
    expect((await publicPost(added.slug)).statusCode).toBe(200)
  })

  it('deletes a post; an unknown id answers 404', async () => {
    const added = (await add({ title: unique('Short-lived') })).json().data
    const headers = await t.ownerHeaders()
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${added._id}`,
      headers,
    })
    expect(deleted.json()).toEqual({ success: true, message: 'Post Deleted Successfully' })
    const again = await t.app.inject({ method: 'DELETE', url: `/api/posts/${added._id}`, headers })
    expect(again.statusCode).toBe(404)
    expect((await update(added._id, { title: 'x' })).statusCode).toBe(404)
  })

  it('is owner-only for writes; a bad token on the list answers as every owner route does', async () => {
    for (const [method, url] of [
      ['POST', '/api/posts'],
      ['PUT', '/api/posts/1'],
      ['DELETE', '/api/posts/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { title: 'x' } })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { 'auth-token': 'not-a-token' },
    })
    expect(badToken.statusCode).toBe(401)
    expect(badToken.json()).toEqual({ success: false, message: 'Token has expired' })
  })

  it('serves an Atom feed of published posts with full content and absolute links', async () => {
    const title = unique('In the feed')
    const draftTitle = unique('Not in the feed')
    const post = (
      await add({
        title,
        status: 'published',
        body: '## Part\n\n[up](#part) and ![a](/media/abc.webp)',
        tags: ['feeds'],
      })
    ).json().data
    await add({ title: draftTitle })
    // Ordinary text that XML needs escaped or cannot carry: &, <, quotes, ]]>, control characters.
    await add({
      title: unique('R&D <notes> "quoted" ]]> bell\u0007 end'),
      status: 'published',
      summary: 'Summary & <more>\u0008 ]]>',
      body: 'A \u000b vertical tab, R&D, a<b and ]]> here.\n\n<p>raw \u0001 html</p>',
      tags: ['R&D', 'a<b', 'say "hi"', "it's\u0002"],
    })
    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    const xml = feed.body
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    )
    expect(xml).toContain(`<title type="html"><![CDATA[${title}]]></title>`)
    expect(xml).not.toContain(draftTitle)
    const origin = t.config.publicUrl.replace(/\/+$/, '')
    expect(xml).toContain(`<link href="${origin}/blog/${post.slug}"/>`)
    expect(xml).toContain(`href="${origin}/blog/${post.slug}#part"`)
    expect(xml).toContain(`src="${origin}/media/abc.webp"`)
    expect(xml).toContain('<category label="feeds" term="feeds"/>')
    expect(xml).toContain('term="R&amp;D"')
    expect(xml).toContain('term="a&lt;b"')
    expect(xml).toContain('term="say &quot;hi&quot;"')
    // No character XML 1.0 forbids (C0 controls but tab, line feed and carriage return).
    const forbidden = [...xml].filter((char) => {
      const code = char.codePointAt(0)!
      const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
      return control || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff
    })
    expect(forbidden).toEqual([])

    // RFC 4287's required elements: the feed's id, title, updated, author and self link; each
    // entry's id, title, updated and alternate link, with RFC 3339 times.
    const [head] = xml.split('<entry>')
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
    const one = (text: string, element: string) => {
      const found = [
        ...text.matchAll(new RegExp(`<${element}(?: [^>]*)?>([\\s\\S]*?)</${element}>`, 'g')),
      ]
      expect(found, element).toHaveLength(1)
      return found[0]![1]!
    }
    expect(one(head!, 'id')).toMatch(/^https?:\/\//)
    expect(one(head!, 'title')).not.toBe('')
    expect(one(head!, 'updated')).toMatch(rfc3339)
    expect(one(head!, 'author')).toMatch(/<name>[^<]+<\/name>/)
    expect(head).toMatch(new RegExp(`<link rel="self" href="${origin}/feed.xml"/>`))
    const entries = xml
      .split('<entry>')
      .slice(1)
      .map((entry) => entry.split('</entry>')[0]!)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(one(entry, 'id')).toMatch(/^https?:\/\//)
      expect(one(entry, 'title')).not.toBe('')
      expect(one(entry, 'updated')).toMatch(rfc3339)
      // The alternate link (an entry without content, a post with an empty body, needs it).
      expect(entry).toMatch(/<link href="https?:\/\/[^"]+"\/>/)
    }

    // And the whole document against RFC 4287's own schema (Appendix B), by libxml2's validator.
    const check = validateAtom(xml)
    expect(check.stderr).toMatch(/ validates$/m)
    expect(check.status).toBe(0)
  })

  it('has a feed validator that can fail: a feed without its id is refused', () => {
    const feed = (entry: string) =>
      `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><updated>2026-11-25T10:00:00Z</updated><author><name>n</name></author>${entry}</feed>`
    expect(validateAtom(feed('<id>https://example.com/</id>')).status).toBe(0)
    const missingId = validateAtom(feed(''))
    expect(missingId.status).not.toBe(0)
    expect(missingId.stderr).toMatch(/fails to validate/)
  })
})

describe('post preview links', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('opens a draft for whoever holds the link, and nothing else', async () => {
    const headers = await t.ownerHeaders()
    const draft = (
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers,
        payload: { title: unique('Preview me'), body: '**Soon.**' },
      })
    ).json().data
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${draft._id}/preview`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    const { url, expiresAt } = response.json().data
    expect(url).toMatch(/^\/blog\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/)
    const hour = Date.parse(expiresAt) - Date.now()
    expect(hour).toBeGreaterThan(59 * 60 * 1000)
    expect(hour).toBeLessThanOrEqual(60 * 60 * 1000)

    const content = createPublicContent(t.app)
    const token = url.slice('/blog/preview/'.length)
    expect(await content.previewPost(token)).toMatchObject({
      _id: draft._id,
      status: 'draft',
      html: '<p><strong>Soon.</strong></p>',
    })
    // Still a draft for everyone else.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/posts/${draft.slug}` })).statusCode,
    ).toBe(404)
    // A changed link, or a session token, opens nothing; the link is not a session either.
    expect(await content.previewPost(`${token.slice(0, -2)}xx`)).toBeUndefined()
    expect(await content.previewPost(headers['auth-token']!)).toBeUndefined()
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { 'auth-token': token },
    })
    expect(asSession.statusCode).toBe(401)

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/posts/999999/preview',
      headers,
    })
    expect(unknown.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/posts/${draft._id}/preview` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('stops opening once the session that made it ends: signed out, or ended from elsewhere', async () => {
    const signIn = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
      })
      return { 'auth-token': response.json().authtoken as string }
    }
    const [laptop, phone] = [await signIn(), await signIn()]
    const draft = (
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: laptop,
        payload: { title: unique('Shared draft'), body: 'Draft.' },
      })
    ).json().data
    const linkFrom = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${draft._id}/preview`,
        headers,
      })
      return (response.json().data.url as string).slice('/blog/preview/'.length)
    }
    const content = createPublicContent(t.app)
    const [fromLaptop, fromPhone] = [await linkFrom(laptop), await linkFrom(phone)]
    expect(await content.previewPost(fromLaptop)).toMatchObject({ _id: draft._id })
    expect(await content.previewPost(fromPhone)).toMatchObject({ _id: draft._id })

    // "Sign out everywhere else" on the phone ends the laptop's session, and its link.
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: phone,
    })
    expect(others.statusCode).toBe(200)
    expect(await content.previewPost(fromLaptop)).toBeUndefined()
    expect(await content.previewPost(fromPhone)).toMatchObject({ _id: draft._id })

    // Signing out the last session ends the last link.
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: phone })
    expect(out.statusCode).toBe(200)
    expect(await content.previewPost(fromPhone)).toBeUndefined()
  })
})
