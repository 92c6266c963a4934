import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResult } from '@contract/search.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** A word no other test writes, so tests share one database in any order. */
const uniqueWord = () =>
  `w${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}x`

const text = (parts: SearchResult['title']) => parts.map((part) => part.text).join('')
const marked = (parts: SearchResult['title']) =>
  parts.filter((part) => part.match).map((part) => part.text.toLowerCase())

describe('search in a language', () => {
  let t: TestApp
  const owner = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.ownerHeaders(),
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }
  const setLanguages = async (additional: string[]) => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional },
    })
  }
  beforeAll(async () => {
    t = await createTestApp()
    await setLanguages(['de', 'fr'])
  })
  afterAll(() => t.close())

  const search = (q: string, lang?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
    })
  const found = async (q: string, lang?: string): Promise<SearchResult[]> => {
    const response = await search(q, lang)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }
  const places = async (q: string, lang?: string) =>
    (await found(q, lang)).map(({ kind, path }) => ({ kind, path }))
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
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data[0] as { _id: string }
  }
  const translate = (type: string, id: string, lang: string, texts: Record<string, string>) =>
    owner('PUT', `/api/translations/${type}/${id}/${lang}`, { texts })
  const addPost = (payload: object) =>
    owner('POST', '/api/posts', { status: 'published', ...payload }) as Promise<{ slug: string }>

  it('finds a German translation under lang=de, linked under /de, and not in the default language', async () => {
    const [german, english] = [uniqueWord(), uniqueWord()]
    const slug = `case-${uniqueWord()}`
    const project = await addProject({
      title: `Ledger ${english}`,
      desc: 'Accounts',
      slug,
      body: `## Why\n\nThe ${english} story.`,
    })
    await translate('project', project._id, 'de', {
      title: `Hauptbuch ${german}`,
      body: `## Warum\n\nDie ${german} Geschichte.`,
    })
    const [result] = await found(german, 'de')
    expect(result).toMatchObject({ kind: 'caseStudy', path: `/de/projects/${slug}` })
    // Highlights from the text the German page shows.
    expect(text(result!.title)).toBe(`Hauptbuch ${german}`)
    expect(marked(result!.title)).toEqual([german])
    expect(text(result!.snippet)).toContain(`Die ${german} Geschichte`)
    expect(await found(german)).toEqual([])
    expect(await found(german, 'fr')).toEqual([])
    // The translated fields replace the default ones in German.
    expect(await found(english, 'de')).toEqual([])
    expect(await places(english)).toEqual([{ kind: 'caseStudy', path: `/projects/${slug}` }])
  })

  it('finds an untranslated field in German by its default text, mixed with translated words', async () => {
    const [german, english] = [uniqueWord(), uniqueWord()]
    const project = await addProject({ title: `Board ${english}`, desc: 'A plain project' })
    await translate('project', project._id, 'de', { desc: `Ein ${german} Projekt` })
    expect(await places(english, 'de')).toEqual([{ kind: 'project', path: '/de/projects' }])
    expect(await places(`${english} ${german}`, 'de')).toEqual([
      { kind: 'project', path: '/de/projects' },
    ])
    const [result] = await found(english, 'de')
    expect(text(result!.title)).toBe(`Board ${english}`)
    // A project not translated at all is found in German by its default texts.
    const other = uniqueWord()
    await addProject({ title: `Plain ${other}` })
    expect(await places(other, 'de')).toEqual([{ kind: 'project', path: '/de/projects' }])
  })

  it("finds a German post only under de, and the default language's posts only without lang", async () => {
    const word = uniqueWord()
    const english = await addPost({ title: `Notes ${word}`, body: 'English text.' })
    const german = await addPost({
      title: `Notizen ${word}`,
      body: 'Deutscher Text.',
      language: 'de',
    })
    expect(await places(word, 'de')).toEqual([{ kind: 'post', path: `/de/blog/${german.slug}` }])
    expect(await places(word)).toEqual([{ kind: 'post', path: `/blog/${english.slug}` }])
    expect(await found(word, 'fr')).toEqual([])
  })

  it("finds a custom section's item by its translation, and follows edits and removals", async () => {
    const [first, second, place] = [uniqueWord(), uniqueWord(), uniqueWord()]
    const section = await owner('POST', '/api/sections', {
      name: 'Talks',
      address: uniqueWord(),
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'place', label: 'City' },
        { kind: 'tags', label: 'Topics' },
      ],
    })
    const item = await owner('POST', `/api/sections/${section._id}/items`, {
      title: 'Rows, not files',
      place,
      tags: ['databases'],
    })
    const path = `/de/${section.address}#item-${item._id}`
    await translate('section-item', item._id, 'de', { title: `Zeilen ${first}` })
    expect(await places(first, 'de')).toEqual([{ kind: 'sectionItem', path }])
    // Untranslated fields still find it in German.
    expect(await places(place, 'de')).toEqual([{ kind: 'sectionItem', path }])
    await translate('section-item', item._id, 'de', {
      title: `Zeilen ${second}`,
      tags: 'Daten, SQL',
    })
    expect(await found(first, 'de')).toEqual([])
    expect(await places(second, 'de')).toEqual([{ kind: 'sectionItem', path }])
    expect(text((await found('sql', 'de'))[0]?.snippet ?? [])).toContain('Daten, SQL')
    // An edit of the item's own values reaches its German row.
    const changed = uniqueWord()
    await owner('PUT', `/api/sections/${section._id}/items/${item._id}`, {
      title: 'Rows, not files',
      place: changed,
      tags: ['databases'],
    })
    expect(await places(changed, 'de')).toEqual([{ kind: 'sectionItem', path }])
    expect(await found(place, 'de')).toEqual([])
    // Removed: found by its default title again.
    await translate('section-item', item._id, 'de', { title: '', tags: '' })
    expect(await found(second, 'de')).toEqual([])
    expect(await places('files', 'de')).toEqual(
      expect.arrayContaining([{ kind: 'sectionItem', path }]),
    )
  })

  it("finds a custom section's item in German by its translated link label, else by its default label", async () => {
    const [watch, slides, german] = [uniqueWord(), uniqueWord(), uniqueWord()]
    const section = await owner('POST', '/api/sections', {
      name: 'Talks',
      address: uniqueWord(),
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'link', label: 'Video' },
        { kind: 'link2', label: 'Slides' },
      ],
    })
    const talk = {
      title: 'Rows, not files',
      link: { url: 'https://example.com/talk', label: `Watch ${watch}` },
      link2: { url: 'https://example.com/slides', label: `Slides ${slides}` },
    }
    const item = await owner('POST', `/api/sections/${section._id}/items`, talk)
    const path = `/de/${section.address}#item-${item._id}`
    await translate('section-item', item._id, 'de', { 'link2.label': `Folien ${german}` })
    expect(await places(german, 'de')).toEqual([{ kind: 'sectionItem', path }])
    expect(text((await found(german, 'de'))[0]!.snippet)).toContain(`Folien ${german}`)
    expect(await found(german)).toEqual([])
    // The translated label replaces the default one in German; the untranslated one is found.
    expect(await found(slides, 'de')).toEqual([])
    expect(await places(watch, 'de')).toEqual([{ kind: 'sectionItem', path }])
    expect(await places(slides)).toEqual([
      { kind: 'sectionItem', path: `/${section.address}#item-${item._id}` },
    ])
    // A link the item no longer has, or one left without a label, shows no translated label.
    const edit = (values: object) =>
      owner('PUT', `/api/sections/${section._id}/items/${item._id}`, values)
    await edit({ title: talk.title, link: talk.link })
    expect(await found(german, 'de')).toEqual([])
    await edit({ ...talk, link2: { url: talk.link2.url, label: '' } })
    expect(await found(german, 'de')).toEqual([])
    expect(await places(watch, 'de')).toEqual([{ kind: 'sectionItem', path }])
    await edit(talk)
    expect(await places(german, 'de')).toEqual([{ kind: 'sectionItem', path }])
    // Removed: found by its default label again.
    await translate('section-item', item._id, 'de', { 'link2.label': '' })
    expect(await found(german, 'de')).toEqual([])
    expect(await places(slides, 'de')).toEqual([{ kind: 'sectionItem', path }])
  })

  it('does not search a language turned off', async () => {
    const word = uniqueWord()
    const project = await addProject({ title: 'Quiet' })
    await translate('project', project._id, 'fr', { title: `Calme ${word}` })
    const post = await addPost({ title: `Billet ${word}`, body: 'Texte.', language: 'fr' })
    expect((await places(word, 'fr')).map(({ kind }) => kind).sort()).toEqual(['post', 'project'])
    await setLanguages(['de'])
    try {
      expect(await found(word, 'fr')).toEqual([])
      expect(await found(word)).toEqual([])
    } finally {
      await setLanguages(['de', 'fr'])
    }
    expect(await places(word, 'fr')).toEqual(
      expect.arrayContaining([{ kind: 'post', path: `/fr/blog/${post.slug}` }]),
    )
  })

  it('answers the default search exactly as before, whatever a translation adds', async () => {
    const word = uniqueWord()
    const project = await addProject({ title: `Board ${word}`, desc: `The ${word} plan.` })
    const before = (await search(word)).body
    expect(JSON.parse(before)).toEqual({
      success: true,
      message: '1 result',
      data: [
        {
          kind: 'project',
          label: 'Project',
          path: '/projects',
          title: [
            { text: 'Board ', match: false },
            { text: word, match: true },
          ],
          snippet: expect.arrayContaining([{ text: word, match: true }]),
        },
      ],
    })
    await translate('project', project._id, 'de', { title: `Brett ${word}`, desc: 'Der Plan.' })
    expect((await search(word)).body).toBe(before)
    expect((await search(word, 'en')).body).toBe(before)
  })
})
