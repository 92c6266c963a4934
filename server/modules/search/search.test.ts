import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchResult } from '@contract/search.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'
import { asOwner, type OwnerMethod } from '@/test-support/owner-request.ts'

/** A word no other test writes, so tests share one database in any order. */
const uniqueWord = () =>
  `w${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}x`

const text = (parts: SearchResult['title']) => parts.map((part) => part.text).join('')
const marked = (parts: SearchResult['title']) =>
  parts.filter((part) => part.match).map((part) => part.text.toLowerCase())

describe('search', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const search = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
  const found = async (q: string): Promise<SearchResult[]> => {
    const response = await search(q)
    expect(response.statusCode).toBe(200)
    return response.json().data
  }
  const addPost = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
      payload: { status: 'published', ...payload },
    })
    expect(response.statusCode).toBe(200)
    return response.json().data as { _id: string; slug: string }
  }
  const addProject = async (fields: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm(
        { desc: 'A project', tools: 'TypeScript', github: '', live: '', ...fields },
        { bytes: await pngImage(16, 16) },
      ),
    })
    expect(response.statusCode).toBe(200)
    return response.json().data[0] as { _id: string }
  }

  it('finds a published post, its words marked, and answers in the usual envelope', async () => {
    const word = uniqueWord()
    const post = await addPost({
      title: `Notes on ${word}`,
      body: `Some **bold** opening.\n\nThe ${word} keeps [its links](https://example.com) quiet.`,
    })
    const response = await search(word)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, message: '1 result' })
    const [result] = body.data as SearchResult[]
    expect(result).toMatchObject({ kind: 'post', path: `/blog/${post.slug}` })
    expect(text(result!.title)).toBe(`Notes on ${word}`)
    expect(marked(result!.title)).toEqual([word])
    expect(marked(result!.snippet)).toContain(word)
    // The passage is plain text: no Markdown marks, no link addresses.
    expect(text(result!.snippet)).toContain(`The ${word} keeps its links quiet`)
    expect(text(result!.snippet)).not.toMatch(/\*\*|https:|\]\(/)
  })

  it('ranks a match in a title above a match in a text', async () => {
    const word = uniqueWord()
    const inText = await addPost({ title: 'Something else', body: `Once: ${word}.` })
    const inTitle = await addPost({ title: `All about ${word}`, body: 'Nothing more.' })
    const results = await found(word)
    expect(results.map((result) => result.path)).toEqual([
      `/blog/${inTitle.slug}`,
      `/blog/${inText.slug}`,
    ])
  })

  it('needs every word, and finds other forms of a word (stemming)', async () => {
    const word = uniqueWord()
    const post = await addPost({ title: `Deploying ${word}`, body: 'With containers.' })
    expect((await found(`${word} deploy`)).map((r) => r.path)).toEqual([`/blog/${post.slug}`])
    expect(await found(`${word} absentword`)).toEqual([])
  })

  it('never shows a draft or a scheduled post, and follows a post through edits', async () => {
    const word = uniqueWord()
    const draft = await addPost({ title: `Draft ${word}`, body: 'x', status: 'draft' })
    await addPost({
      title: `Later ${word}`,
      body: 'x',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(await found(word)).toEqual([])

    const headers = await t.ownerHeaders()
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft._id}`,
      headers,
      payload: { status: 'published' },
    })
    expect(published.statusCode).toBe(200)
    expect((await found(word)).map((r) => r.path)).toEqual([`/blog/${draft.slug}`])

    // A new title: the old words no longer find it, the new ones do.
    const renamed = uniqueWord()
    await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft._id}`,
      headers,
      payload: { title: `Renamed ${renamed}`, body: 'y' },
    })
    expect(await found(word)).toEqual([])
    expect(await found(renamed)).toHaveLength(1)
  })

  it('drops a post moved to the trash and finds it again when it is put back', async () => {
    const word = uniqueWord()
    const post = await addPost({ title: `Trashed ${word}`, body: 'x' })
    const headers = await t.ownerHeaders()
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers,
    })
    expect(removed.statusCode).toBe(200)
    expect(await found(word)).toEqual([])

    const trash = (await t.app.inject({ method: 'GET', url: '/api/trash', headers })).json().data
    const entry = (trash as { _id: string; type: string; id: string }[]).find(
      (item) => item.type === 'post' && item.id === post._id,
    )
    expect(entry).toBeDefined()
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/${entry!._id}/restore`,
      headers,
    })
    expect(restored.statusCode).toBe(200)
    expect((await found(word)).map((r) => r.path)).toEqual([`/blog/${post.slug}`])
  })

  it('finds projects and case studies, each linked to its page', async () => {
    const word = uniqueWord()
    const slug = `case-${uniqueWord()}`
    await addProject({ title: `Board ${word}`, desc: 'A plain project' })
    await addProject({ title: 'Ledger', desc: 'Accounts', slug, body: `## Why\n\nThe ${word}.` })
    const results = await found(word)
    expect(results.map(({ kind, path }) => ({ kind, path }))).toEqual([
      { kind: 'project', path: '/projects' },
      { kind: 'caseStudy', path: `/projects/${slug}` },
    ])
  })

  describe("custom sections' items", () => {
    const FIELDS = [
      { kind: 'title', label: 'Talk' },
      { kind: 'subtitle', label: 'Event' },
      { kind: 'place', label: 'City' },
      { kind: 'date', label: 'When' },
      { kind: 'link', label: 'Slides' },
      { kind: 'link2', label: 'Video' },
      { kind: 'tags', label: 'Topics' },
      { kind: 'text', label: 'Abstract' },
    ]
    const owner = <T>(method: OwnerMethod, url: string, payload?: object) =>
      asOwner<T>(t, method, url, payload)
    const addSection = async (name: string, fields = FIELDS) =>
      (await owner('POST', '/api/sections', { name, address: uniqueWord(), fields })) as {
        _id: string
        address: string
      }
    const addItem = async (section: { _id: string }, values: object) =>
      (await owner('POST', `/api/sections/${section._id}/items`, values)) as { _id: string }
    const restoreFromTrash = async (type: string, id: string) => {
      const headers = await t.ownerHeaders()
      const trash = (await t.app.inject({ method: 'GET', url: '/api/trash', headers })).json()
        .data as { _id: string; type: string; id: string }[]
      const entry = trash.find((item) => item.type === type && item.id === id)
      expect(entry).toBeDefined()
      await owner('POST', `/api/trash/${entry!._id}/restore`)
    }
    const paths = async (q: string) => (await found(q)).map((result) => result.path)

    it("finds an item by each of its text fields, named by its section and linked to it on the section's page", async () => {
      const words = Object.fromEntries(
        ['title', 'subtitle', 'place', 'link', 'link2', 'tag', 'text', 'url', 'date'].map((key) => [
          key,
          uniqueWord(),
        ]),
      )
      const name = `Talks ${uniqueWord()}`
      const section = await addSection(name)
      const item = await addItem(section, {
        title: `On ${words.title}`,
        subtitle: `${words.subtitle} Conf`,
        place: words.place,
        date: { start: '2024-05' },
        link: { url: `https://example.com/${words.url}`, label: `Slides ${words.link}` },
        link2: { url: 'https://example.com/video', label: words.link2 },
        tags: ['databases', words.tag!],
        text: `Expand, **${words.text}**, then [switch](https://example.com/notes).`,
      })
      const path = `/${section.address}#item-${item._id}`
      for (const key of ['title', 'subtitle', 'place', 'link', 'link2', 'tag', 'text']) {
        const results = await found(words[key]!)
        expect(
          results.map(({ kind, label, path }) => ({ kind, label, path })),
          key,
        ).toEqual([{ kind: 'sectionItem', label: name, path }])
      }
      const [result] = await found(words.text!)
      expect(text(result!.title)).toBe(`On ${words.title}`)
      expect(marked(result!.snippet)).toEqual([words.text])
      // Plain text: the Markdown's marks and the link's address left out; the fields set apart.
      expect(text(result!.snippet)).toContain(`Expand, ${words.text} , then switch.`)
      expect(text(result!.snippet)).toContain(`${words.subtitle} Conf · ${words.place} · Slides`)
      expect(text(result!.snippet)).toContain(`databases, ${words.tag} · Expand`)
      // A link field's address is not text a reader sees.
      expect(await found(words.url!)).toEqual([])
      // The built-in kinds are named in words too.
      const post = await addPost({ title: `Post ${words.title}`, body: 'x' })
      expect((await found(words.title!)).map(({ label, path }) => ({ label, path }))).toEqual(
        expect.arrayContaining([{ label: 'Post', path: `/blog/${post.slug}` }]),
      )
    })

    it('follows an item through edits, the trash and back, and its section through a rename and a move', async () => {
      const word = uniqueWord()
      const section = await addSection('Awards')
      const item = await addItem(section, { title: 'Best paper', text: `The ${word} award.` })
      await addItem(section, { title: 'Another award', text: 'Without the word.' })
      expect(await paths(word)).toEqual([`/${section.address}#item-${item._id}`])

      const renamed = uniqueWord()
      await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, {
        title: 'Best paper',
        text: `The ${renamed} award.`,
      })
      expect(await found(word)).toEqual([])
      expect(await paths(renamed)).toEqual([`/${section.address}#item-${item._id}`])

      const address = uniqueWord()
      await owner('PUT', `/api/sections/${section._id}`, { name: 'Prizes', address })
      expect((await found(renamed)).map(({ label, path }) => ({ label, path }))).toEqual([
        { label: 'Prizes', path: `/${address}#item-${item._id}` },
      ])

      await owner('DELETE', `/api/sections/${section._id}/items/${item._id}`)
      expect(await found(renamed)).toEqual([])
      await restoreFromTrash('section-item', item._id)
      expect(await paths(renamed)).toEqual([`/${address}#item-${item._id}`])

      // The whole section to the trash: its items leave the results, and come back with it.
      await owner('DELETE', `/api/sections/${section._id}`)
      expect(await found(renamed)).toEqual([])
      await restoreFromTrash('section', section._id)
      expect(await paths(renamed)).toEqual([`/${address}#item-${item._id}`])
    })

    it('searches only the fields the section has now, never the values of a removed field', async () => {
      const [title, event, topic] = [uniqueWord(), uniqueWord(), uniqueWord()]
      const section = await addSection('Talks')
      const item = await addItem(section, {
        title: `Talk ${title}`,
        subtitle: event,
        tags: [topic],
      })
      const path = `/${section.address}#item-${item._id}`
      expect(await paths(event)).toEqual([path])

      const withoutEvent = FIELDS.filter((field) => field.kind !== 'subtitle')
      await owner('PUT', `/api/sections/${section._id}`, { fields: withoutEvent })
      // The event is still stored (hidden), but no longer on the site, so no longer found.
      expect(await found(event)).toEqual([])
      expect(await paths(`${title} ${topic}`)).toEqual([path])
      // An edit of the item keeps the hidden value stored, and still unsearchable.
      await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, {
        title: `Talk ${title}`,
        tags: [topic],
      })
      expect(await found(event)).toEqual([])

      await owner('PUT', `/api/sections/${section._id}`, {
        fields: [...withoutEvent, { kind: 'subtitle', label: 'Conference' }],
      })
      expect(await paths(event)).toEqual([path])
    })
  })

  it.each([
    ['an empty query', '', SEARCH_MESSAGES.empty],
    ['spaces', '   ', SEARCH_MESSAGES.empty],
    ['punctuation alone', '"*-()^:', SEARCH_MESSAGES.noWords],
    ['a query too long', 'a'.repeat(SEARCH_LIMITS.query + 1), SEARCH_MESSAGES.tooLong],
  ])('refuses %s in words', async (_, q, message) => {
    const response = await search(q)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })

  it('refuses a request without q in words', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: SEARCH_MESSAGES.empty })
  })

  it.each([
    '"unbalanced',
    'word*',
    'NEAR(a b)',
    '-minus -',
    'a OR b AND NOT c',
    "title: o'brien",
    '{col} ^start',
    'ünïcödé 日本語',
    `${'word '.repeat(39)}x`,
  ])('answers %j without an error: syntax characters are plain text', async (q) => {
    const response = await search(q)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, data: expect.any(Array) })
  })

  it('reads the syntax words as words: NEAR finds a post that says near', async () => {
    const word = uniqueWord()
    const post = await addPost({ title: `Near ${word}`, body: 'x' })
    expect((await found(`NEAR "${word}"*`)).map((r) => r.path)).toEqual([`/blog/${post.slug}`])
  })
})
