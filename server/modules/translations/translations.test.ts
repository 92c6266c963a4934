import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS, SECTION_LIMITS } from '@contract/limits.ts'
import type { RecordTranslations, TranslationSummary } from '@contract/translations.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood, trashEntry } from '@/test-support/trash.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

describe('translations API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const saved = await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de', 'fr'] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(() => t.close())

  const owner = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await owner(method, url, payload)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  async function addExperience(title = 'Lead engineer') {
    await ok('POST', '/api/exp/addexp', [
      {
        duration: '2021-2024',
        title,
        company: unique('Acme'),
        techstack: 'TypeScript',
        description: 'Built the **platform**',
        link: '',
        doc: '',
      },
    ])
    const list = (await ok('GET', '/api/experience')).data as { _id: string; title: string }[]
    return list.find((entry) => entry.title === title)!._id
  }
  const read = async (type: string, id: string, lang?: string) =>
    (await ok('GET', `/api/translations/${type}/${id}${lang ? `?lang=${lang}` : ''}`))
      .data as RecordTranslations
  const write = (type: string, id: string, lang: string, texts: Record<string, string>) =>
    owner('PUT', `/api/translations/${type}/${id}/${lang}`, { texts })

  it('answers each translatable field beside its default text, per additional language', async () => {
    const id = await addExperience(unique('Lead'))
    const data = await read('experience', id)
    expect(data.defaultLanguage).toBe('en')
    expect(data.languages.map((language) => [language.language, language.name])).toEqual([
      ['de', 'Deutsch'],
      ['fr', 'Français'],
    ])
    const german = data.languages[0]!
    expect(german.missing).toBe(2)
    expect(german.fields).toEqual([
      expect.objectContaining({
        field: 'title',
        label: 'Job title',
        maxLength: LIMITS.shortText,
        text: null,
        shownIn: 'en',
      }),
      expect.objectContaining({
        field: 'description',
        defaultText: 'Built the **platform**',
        text: null,
        shownIn: 'en',
      }),
    ])
  })

  it('writes one language, which changes nothing in the default language or the legacy list', async () => {
    const title = unique('Lead')
    const id = await addExperience(title)
    const legacyBefore = (await t.app.inject({ method: 'GET', url: '/api/exp/fetchexp' })).body

    const saved = await write('experience', id, 'de', { title: 'Leitender Ingenieur' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ success: true, message: 'Translations Saved' })
    const german = (saved.json().data as RecordTranslations).languages
    expect(german.map((language) => language.language)).toEqual(['de'])
    expect(german[0]!.fields[0]).toMatchObject({
      text: 'Leitender Ingenieur',
      shownIn: 'de',
      defaultText: title,
    })
    expect(german[0]!.missing).toBe(1)

    expect((await t.app.inject({ method: 'GET', url: '/api/exp/fetchexp' })).body).toBe(
      legacyBefore,
    )
    expect((await read('experience', id, 'fr')).languages[0]!.fields[0]!.text).toBeNull()

    // An empty text removes the translation: the default text shows again.
    expect((await write('experience', id, 'de', { title: '  ' })).statusCode).toBe(200)
    expect((await read('experience', id, 'de')).languages[0]!.fields[0]).toMatchObject({
      text: null,
      shownIn: 'en',
    })
  })

  it('refuses, in words per field, what cannot be translated, and changes nothing', async () => {
    const id = await addExperience(unique('Lead'))
    const refused = await write('experience', id, 'de', {
      title: 'x'.repeat(LIMITS.shortText + 1),
      company: 'Acme GmbH',
      colour: 'blau',
      description: 'Gebaut',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      success: false,
      message: `Job title is at most ${LIMITS.shortText} characters; Company is the same in every language: it is not translated; There is no field “colour” to translate.`,
    })
    const after = await read('experience', id, 'de')
    expect(after.languages[0]!.fields.every((field) => field.text === null)).toBe(true)

    const language = async (lang: string) =>
      (await write('experience', id, lang, { title: 'Chef' })).json()
    expect(await language('es')).toEqual({
      success: false,
      message: "“es” is not one of the site's additional languages: add it in Site settings first",
    })
    expect(await language('en')).toEqual({
      success: false,
      message: "“en” is the site's default language: its texts are the record's own",
    })
    expect((await owner('GET', `/api/translations/experience/${id}?lang=es`)).statusCode).toBe(400)
    const unknown = await write('skill', '1', 'de', { name: 'x' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('A “skill” has no texts to translate')
  })

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/translations',
        '/api/translations/{type}/{id}',
        '/api/translations/{type}/{id}/{lang}',
      ]),
    )
    expect(document.paths['/api/translations/{type}/{id}/{lang}']!.put!.tags).toEqual([
      'Translations',
    ])
  })

  it('answers 404 for a record that does not exist, and 401 to a visitor', async () => {
    const missing = await write('experience', '999999', 'de', { title: 'x' })
    expect(missing.json()).toEqual({
      success: false,
      message: 'No experience entry with id 999999',
    })
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/translations/experience/1/de',
      payload: { texts: { title: 'x' } },
    })
    expect(visitor.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/translations' })).statusCode).toBe(401)
  })

  it('renders a Markdown translation once, when saved', async () => {
    const page = (
      await ok('POST', '/api/pages', { title: 'Uses', address: unique('uses'), body: 'My *desk*' })
    ).data as { _id: string }
    expect(
      (await write('page', page._id, 'fr', { title: 'Outils', body: 'Mon *bureau*\r\n' }))
        .statusCode,
    ).toBe(200)
    const row = await t.database.db
      .selectFrom('translations')
      .selectAll()
      .where('type', '=', 'page')
      .where('record_id', '=', Number(page._id))
      .where('field', '=', 'body')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ language: 'fr', text: 'Mon *bureau*\n' })
    expect(row.html).toContain('<em>bureau</em>')
  })

  it("translates a custom section item's text fields that its section has, and no others", async () => {
    const section = (
      await ok('POST', '/api/sections', {
        name: 'Talks',
        address: unique('talks'),
        fields: [
          { kind: 'title', label: 'Talk' },
          { kind: 'place', label: 'City' },
          { kind: 'link', label: 'Slides' },
        ],
      })
    ).data as { _id: string }
    const item = (
      await ok('POST', `/api/sections/${section._id}/items`, {
        title: 'Rows, not files',
        place: 'Vienna',
      })
    ).data as { _id: string }
    const fields = (await read('section-item', item._id, 'de')).languages[0]!.fields
    expect(fields.map((field) => [field.field, field.defaultText])).toEqual([
      ['title', 'Rows, not files'],
      ['place', 'Vienna'],
    ])
    const refused = await write('section-item', item._id, 'de', { text: 'Hallo', link: 'x' })
    expect(refused.json().message).toBe(
      "This item's section has no field “Text”; Link is the same in every language: it is not translated.",
    )
    expect((await write('section-item', item._id, 'de', { place: 'Wien' })).statusCode).toBe(200)
  })

  it("translates an item's tags as one text, the tags separated by commas, each within its limit", async () => {
    const section = (
      await ok('POST', '/api/sections', {
        name: 'Awards',
        address: unique('awards'),
        fields: [
          { kind: 'title', label: 'Award' },
          { kind: 'tags', label: 'Topics' },
        ],
      })
    ).data as { _id: string }
    const item = (
      await ok('POST', `/api/sections/${section._id}/items`, {
        title: 'Best paper',
        tags: ['databases', 'search'],
      })
    ).data as { _id: string }
    const tags = () =>
      read('section-item', item._id, 'de').then((answer) =>
        answer.languages[0]!.fields.find((field) => field.field === 'tags')!,
      )
    expect(await tags()).toMatchObject({
      label: 'Tags',
      list: true,
      defaultText: 'databases, search',
    })

    const tooMany = Array.from({ length: SECTION_LIMITS.tags + 1 }, (_, index) => `t${index}`)
    const refused = await write('section-item', item._id, 'de', {
      tags: `${tooMany.join(',')},${'x'.repeat(SECTION_LIMITS.tag + 1)}`,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      `Tags: at most ${SECTION_LIMITS.tags}; Tags: each is at most ${SECTION_LIMITS.tag} characters.`,
    )
    expect((await tags()).text).toBeNull()

    expect(
      (await write('section-item', item._id, 'de', { tags: ' Datenbanken,,Suche ' })).statusCode,
    ).toBe(200)
    expect(await tags()).toMatchObject({ text: 'Datenbanken, Suche', shownIn: 'de' })
  })

  it('keeps a translation change in history: undo puts the text before back', async () => {
    const id = await addExperience(unique('Lead'))
    expect((await write('experience', id, 'de', { title: 'Erste' })).statusCode).toBe(200)
    expect((await write('experience', id, 'de', { title: 'Zweite' })).statusCode).toBe(200)
    const revisions = (await ok('GET', `/api/revisions?type=experience&id=${id}`)).data as {
      _id: string
      summary: string
    }[]
    expect(revisions[0]!.summary).toBe('Changed the Deutsch job title')
    const restored = await owner('POST', `/api/revisions/${revisions[1]!._id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await read('experience', id, 'de')).languages[0]!.fields[0]!.text).toBe('Erste')
    // Back to before any translation: none again.
    await owner('POST', `/api/revisions/${revisions[2]!._id}/restore`)
    expect((await read('experience', id, 'de')).languages[0]!.fields[0]!.text).toBeNull()
  })

  it('keeps translations with a record in the trash, back on restore, gone when purged', async () => {
    const id = await addExperience(unique('Lead'))
    expect((await write('experience', id, 'fr', { title: 'Chef' })).statusCode).toBe(200)
    await ok('DELETE', `/api/exp/deleteexp/${id}`)
    const stored = () =>
      t.database.db
        .selectFrom('translations')
        .select('text')
        .where('type', '=', 'experience')
        .where('record_id', '=', Number(id))
        .execute()
    expect(await stored()).toEqual([])
    expect((await owner('GET', `/api/translations/experience/${id}`)).statusCode).toBe(404)

    const item = await trashEntry(t, 'experience', id)
    await ok('POST', `/api/trash/${item!._id}/restore`)
    expect((await read('experience', id, 'fr')).languages[0]!.fields[0]!.text).toBe('Chef')

    await ok('DELETE', `/api/exp/deleteexp/${id}`)
    await deleteForGood(t, 'experience', id)
    expect(await stored()).toEqual([])
    expect(await trashEntry(t, 'experience', id)).toBeUndefined()
  })

  it("keeps a deleted section's items' translations with it in the trash", async () => {
    const section = (
      await ok('POST', '/api/sections', {
        name: 'Awards',
        address: unique('awards'),
        fields: [{ kind: 'title', label: 'Award' }],
      })
    ).data as { _id: string }
    const item = (await ok('POST', `/api/sections/${section._id}/items`, { title: 'Best talk' }))
      .data as { _id: string }
    expect((await write('section', section._id, 'de', { name: 'Preise' })).statusCode).toBe(200)
    expect(
      (await write('section-item', item._id, 'de', { title: 'Bester Vortrag' })).statusCode,
    ).toBe(200)
    await ok('DELETE', `/api/sections/${section._id}`)
    const count = async () =>
      (
        await t.database.db
          .selectFrom('translations')
          .select('record_id')
          .where('language', '=', 'de')
          .where('type', 'in', ['section', 'section-item'])
          .where('record_id', 'in', [Number(section._id), Number(item._id)])
          .execute()
      ).length
    expect(await count()).toBe(0)
    const entry = await trashEntry(t, 'section', section._id)
    await ok('POST', `/api/trash/${entry!._id}/restore`)
    expect(await count()).toBe(2)
    expect((await read('section-item', item._id, 'de')).languages[0]!.fields[0]!.text).toBe(
      'Bester Vortrag',
    )
  })

  it('sums up what is translated per language, per kind and overall, with missing counts per record', async () => {
    const id = await addExperience(unique('Lead'))
    await write('experience', id, 'de', { title: 'Leiter' })
    const summary = (await ok('GET', '/api/translations')).data as TranslationSummary
    expect(summary.defaultLanguage).toBe('en')
    expect(summary.languages.map((language) => language.language)).toEqual(['de', 'fr'])
    const [german, french] = summary.languages
    const experience = german!.types.find((type) => type.type === 'experience')!
    expect(experience.title).toBe('Experience')
    expect(experience.missing[id]).toBe(1)
    expect(french!.types.find((type) => type.type === 'experience')!.missing[id]).toBe(2)
    expect(german!.translated).toBe(german!.types.reduce((sum, type) => sum + type.translated, 0))
    expect(german!.translatable).toBeGreaterThan(german!.translated)
    expect(german!.types.map((type) => type.type)).not.toContain('post')
  })

  it('keeps the translations of a language turned off, hidden, and shows them again when it is back', async () => {
    const id = await addExperience(unique('Lead'))
    await write('experience', id, 'fr', { title: 'Directeur' })
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const languages = (additional: string[]) =>
      ok('PUT', '/api/site/settings', { ...settings, languages: { default: 'en', additional } })
    await languages(['de'])
    try {
      expect((await read('experience', id)).languages.map((language) => language.language)).toEqual(
        ['de'],
      )
      expect((await ok('GET', '/api/translations')).data.languages).toHaveLength(1)
    } finally {
      await languages(['de', 'fr'])
    }
    expect((await read('experience', id, 'fr')).languages[0]!.fields[0]!.text).toBe('Directeur')
  })
})
