import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECTION_LIMITS } from '@contract/limits.ts'
import type { Section, SectionItem } from '@contract/section.ts'
import type { RecordTranslations, TranslationSummary } from '@contract/translations.ts'
import { asOwner, type OwnerMethod } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { trashEntry } from '@/test-support/trash.ts'
import { createPublicContent } from '../web-host/public-content.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

const talk = {
  title: 'Rows, not files',
  link: { url: 'https://example.com/talk', label: 'Watch the talk' },
  link2: { url: 'https://example.com/slides', label: 'Slides' },
}

describe("translations of a custom section item's link labels", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
  })
  afterAll(() => t.close())

  const owner = <T>(method: OwnerMethod, url: string, payload?: object) =>
    asOwner<T>(t, method, url, payload)
  const write = async (id: string, texts: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/translations/section-item/${id}/de`,
      headers: await t.ownerHeaders(),
      payload: { texts },
    })
  const german = async (id: string) =>
    (await owner<RecordTranslations>('GET', `/api/translations/section-item/${id}?lang=de`))
      .languages[0]!

  async function addTalk(
    kinds: readonly ('link' | 'link2' | 'subtitle')[] = ['link', 'link2'],
    item: object = talk,
  ) {
    const address = unique('talks')
    const section = await owner<Section>('POST', '/api/sections', {
      name: 'Talks',
      address,
      fields: [
        { kind: 'title', label: 'Talk' },
        ...kinds.map((kind) => ({ kind, label: kind === 'link' ? 'Video' : 'More' })),
      ],
    })
    const added = await owner<SectionItem>('POST', `/api/sections/${section._id}/items`, item)
    return { address, section, item: added }
  }

  it("lists each link's label beside its default text, saves its German text, and counts it as to translate", async () => {
    const { address, item } = await addTalk()
    const before = await german(item._id)
    expect(
      before.fields.map((field) => [field.field, field.label, field.defaultText, field.maxLength]),
    ).toEqual([
      ['title', 'Title', 'Rows, not files', SECTION_LIMITS.line],
      ['link.label', 'Link label', 'Watch the talk', SECTION_LIMITS.linkLabel],
      ['link2.label', 'Second link label', 'Slides', SECTION_LIMITS.linkLabel],
    ])
    expect(before.missing).toBe(3)
    const missing = async () =>
      (await owner<TranslationSummary>('GET', '/api/translations')).languages[0]!.types.find(
        (type) => type.type === 'section-item',
      )!.missing[item._id]
    expect(await missing()).toBe(3)

    const saved = await write(item._id, { 'link.label': 'Vortrag ansehen' })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = await german(item._id)
    expect(after.fields.find((field) => field.field === 'link.label')).toMatchObject({
      text: 'Vortrag ansehen',
      shownIn: 'de',
    })
    expect(after.missing).toBe(2)
    expect(await missing()).toBe(2)
    // The item itself is as it was: its link's address and label in the default language.
    const { items } = await owner<{ items: SectionItem[] }>('GET', `/api/sections/${address}`)
    const stored = items.find((one) => one._id === item._id)
    expect(stored?.link).toEqual(talk.link)
  })

  it('reads a German page with the label translated, the address shared, and the untranslated label marked English', async () => {
    const { address, item } = await addTalk()
    expect((await write(item._id, { 'link.label': 'Vortrag ansehen' })).statusCode).toBe(200)
    const content = createPublicContent(t.app)
    const read = (await content.inLanguage('de').getSection(address))!.items[0]!
    expect(read.link).toEqual({ url: talk.link.url, label: 'Vortrag ansehen' })
    expect(read.link2).toEqual(talk.link2)
    expect(read.textLanguages).toMatchObject({ 'link.label': 'de', 'link2.label': 'en' })
    // The default language reads exactly as before.
    const plain = (await content.getSection(address))!.items[0]!
    expect(plain.link).toEqual(talk.link)
    expect(plain).not.toHaveProperty('textLanguages')
    expect(await content.inLanguage('en').getSection(address)).toEqual(
      await content.getSection(address),
    )
  })

  it('refuses a label over its limit in words, and saves nothing', async () => {
    const { item } = await addTalk()
    const refused = await write(item._id, {
      'link.label': 'x'.repeat(SECTION_LIMITS.linkLabel + 1),
      'link2.label': 'Folien',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      success: false,
      message: `Link label is at most ${SECTION_LIMITS.linkLabel} characters.`,
    })
    expect((await german(item._id)).fields.every((field) => field.text === null)).toBe(true)
  })

  it("refuses a link's label in a section without that link, and an address in any section", async () => {
    const { item } = await addTalk(['subtitle'], { title: 'Rows, not files', subtitle: 'Conf' })
    expect((await german(item._id)).fields.map((field) => field.field)).toEqual([
      'title',
      'subtitle',
    ])
    const refused = await write(item._id, { 'link.label': 'Vortrag', link: 'https://x.test' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      "This item's section has no field “Link”; Link is the same in every language: it is not translated.",
    )
    const unknown = await write(item._id, { 'link.url': 'https://x.test' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('There is no field “link.url” to translate.')
  })

  it('refuses a label for an item without that link, or whose link has no label, and stores nothing', async () => {
    const { item } = await addTalk(['link', 'link2'], {
      title: 'Rows, not files',
      link: { url: 'https://example.com/talk', label: '' },
    })
    const listed = await german(item._id)
    expect(listed.fields.map((field) => field.field)).toEqual(['title'])
    expect(listed.missing).toBe(1)
    const refused = await write(item._id, { 'link.label': 'Vortrag', 'link2.label': 'Folien' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'There is no link label to translate: write one in the default language first; There is no second link label to translate: write one in the default language first.',
    )
    // Clearing one asks for nothing: accepted, nothing stored.
    expect((await write(item._id, { 'link.label': '' })).statusCode).toBe(200)
    const rows = await t.app.database.db
      .selectFrom('translations')
      .selectAll()
      .where('type', '=', 'section-item')
      .where('record_id', '=', Number(item._id))
      .execute()
    expect(rows).toEqual([])
  })

  it("keeps a link label's translation in history and with its item in the trash", async () => {
    const { item } = await addTalk()
    const label = async () =>
      (await german(item._id)).fields.find((field) => field.field === 'link.label')!.text
    expect((await write(item._id, { 'link.label': 'Ansehen' })).statusCode).toBe(200)
    expect((await write(item._id, { 'link.label': 'Vortrag ansehen' })).statusCode).toBe(200)
    const revisions = await owner<{ _id: string; summary: string }[]>(
      'GET',
      `/api/revisions?type=section-item&id=${item._id}`,
    )
    expect(revisions[0]!.summary).toBe('Changed the Deutsch link label')
    await owner('POST', `/api/revisions/${revisions[1]!._id}/restore`)
    expect(await label()).toBe('Ansehen')

    await owner('DELETE', `/api/sections/${item.section}/items/${item._id}`)
    const entry = await trashEntry(t, 'section-item', item._id)
    await owner('POST', `/api/trash/${entry!._id}/restore`)
    expect(await label()).toBe('Ansehen')
  })
})
