import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import type { RecordTranslations } from '@contract/translations.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

let colour = 0
/** A picture no other test uploads (the store keeps one copy of equal bytes). */
const freshPicture = () => pngImage(24, 16, `#${(0x405060 + (colour += 11)).toString(16)}`)

const figures = [
  { value: '40%', label: 'faster checkout' },
  { value: '2.1 s', label: 'first load' },
]

describe('translations of the entries of a list (figures, gallery, section fields)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const saved = await owner('PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(() => t.close())

  const owner = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await owner(method, url, payload)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const german = async (type: string, id: string) =>
    (await ok('GET', `/api/translations/${type}/${id}?lang=de`)).data as RecordTranslations
  const fieldsOf = async (type: string, id: string) => (await german(type, id)).languages[0]!.fields
  const write = (type: string, id: string, texts: Record<string, string>) =>
    owner('PUT', `/api/translations/${type}/${id}/de`, { texts })
  /** The field name the API gives the entry labelled `label`. */
  const named = async (type: string, id: string, label: string) => {
    const field = (await fieldsOf(type, id)).find((one) => one.label === label)
    expect(field, `no field labelled ${label}`).toBeDefined()
    return field!.field
  }

  async function addProject(): Promise<{ id: string; base: Record<string, string> }> {
    const base = {
      title: 'Checkout',
      desc: '',
      tools: '',
      github: '',
      live: '',
      slug: unique('checkout'),
      body: 'A case study.',
    }
    const added = await owner(
      'POST',
      '/api/project/addproject',
      imageForm(base, { bytes: await freshPicture() }),
    )
    expect(added.statusCode, added.body).toBe(200)
    const id = added.json().data[0]._id as string
    await ok('PUT', `/api/projects/${id}`, { ...base, outcomes: figures })
    return { id, base }
  }

  it('lists each figure and gallery image under a name for people, and saves its German texts', async () => {
    const { id } = await addProject()
    const image = await owner(
      'POST',
      `/api/projects/${id}/gallery`,
      imageForm(
        { alt: 'A board with three columns', caption: 'The board' },
        { bytes: await freshPicture() },
      ),
    )
    expect(image.statusCode, image.body).toBe(200)
    const fields = await fieldsOf('project', id)
    const entries = fields.filter((field) => field.field.includes('.'))
    expect(entries.map((field) => [field.label, field.defaultText, field.maxLength])).toEqual([
      ['Outcome figure 1: Figure value', '40%', CASE_STUDY_LIMITS.outcomeValue],
      ['Outcome figure 1: Figure label', 'faster checkout', CASE_STUDY_LIMITS.outcomeLabel],
      ['Outcome figure 2: Figure value', '2.1 s', CASE_STUDY_LIMITS.outcomeValue],
      ['Outcome figure 2: Figure label', 'first load', CASE_STUDY_LIMITS.outcomeLabel],
      ['Gallery image 1: Alt text', 'A board with three columns', CASE_STUDY_LIMITS.alt],
      ['Gallery image 1: Caption', 'The board', CASE_STUDY_LIMITS.caption],
    ])
    expect(entries[3]!.entry).toEqual({ name: 'Outcome figure 2', label: 'Figure label' })
    expect(fields.find((field) => field.field === 'title')).not.toHaveProperty('entry')
    expect((await german('project', id)).languages[0]!.missing).toBe(
      fields.filter((field) => field.defaultText !== '').length,
    )
    const saved = await write('project', id, {
      [await named('project', id, 'Outcome figure 1: Figure label')]: 'schnellerer Checkout',
      [await named('project', id, 'Gallery image 1: Caption')]: 'Das Brett',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = await fieldsOf('project', id)
    expect(
      after.filter((field) => field.text !== null).map((field) => [field.label, field.text]),
    ).toEqual([
      ['Outcome figure 1: Figure label', 'schnellerer Checkout'],
      ['Gallery image 1: Caption', 'Das Brett'],
    ])
  })

  it('keeps a translation with its figure when the figures are reordered, and drops it when the figure changes', async () => {
    const { id, base } = await addProject()
    const label = await named('project', id, 'Outcome figure 1: Figure label')
    expect((await write('project', id, { [label]: 'schnellerer Checkout' })).statusCode).toBe(200)

    await ok('PUT', `/api/projects/${id}`, { ...base, outcomes: [figures[1], figures[0]] })
    const reordered = await fieldsOf('project', id)
    expect(reordered.find((field) => field.text !== null)).toMatchObject({
      label: 'Outcome figure 2: Figure label',
      defaultText: 'faster checkout',
      text: 'schnellerer Checkout',
    })
    expect(
      reordered.find((field) => field.label === 'Outcome figure 1: Figure label'),
    ).toMatchObject({ defaultText: 'first load', text: null })

    // Another figure in its place: the translation of the old one does not move onto it.
    await ok('PUT', `/api/projects/${id}`, {
      ...base,
      outcomes: [figures[1], { value: '12k', label: 'orders a day' }],
    })
    const changed = await fieldsOf('project', id)
    expect(changed.every((field) => field.text === null)).toBe(true)
    const stale = await write('project', id, { [label]: 'schneller' })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toBe(
      'This outcome figure is no longer there as it was (removed or changed in the default language): reload to translate it as it is now.',
    )
  })

  it('refuses a figure over its limit in words, naming the figure, and saves nothing', async () => {
    const { id } = await addProject()
    const value = await named('project', id, 'Outcome figure 2: Figure value')
    const label = await named('project', id, 'Outcome figure 2: Figure label')
    const refused = await write('project', id, {
      [value]: 'x'.repeat(CASE_STUDY_LIMITS.outcomeValue + 1),
      [label]: 'erster Aufruf',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      success: false,
      message: `Outcome figure 2: Figure value is at most ${CASE_STUDY_LIMITS.outcomeValue} characters.`,
    })
    expect((await fieldsOf('project', id)).every((field) => field.text === null)).toBe(true)
  })

  it('refuses more than 60 texts at once in words, and saves nothing', async () => {
    const { id } = await addProject()
    const texts = Object.fromEntries(Array.from({ length: 61 }, (_, n) => [`field${n}`, 'x']))
    const refused = await write('project', id, texts)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message: 'Texts can have at most 60 entries' })
    expect((await fieldsOf('project', id)).every((field) => field.text === null)).toBe(true)
  })

  it("translates a custom section's field labels by the field's kind, whatever their order", async () => {
    const address = unique('talks')
    const section = (
      await ok('POST', '/api/sections', {
        name: 'Talks',
        address,
        fields: [
          { kind: 'title', label: 'Talk' },
          { kind: 'link', label: 'Slides' },
        ],
      })
    ).data as { _id: string }
    const fields = await fieldsOf('section', section._id)
    expect(fields.map((field) => [field.label, field.defaultText])).toEqual([
      ['Name', 'Talks'],
      ['Intro', ''],
      ['Field 1: Label', 'Talk'],
      ['Field 2: Label', 'Slides'],
    ])
    const slides = await named('section', section._id, 'Field 2: Label')
    expect((await write('section', section._id, { [slides]: 'Folien' })).statusCode).toBe(200)
    await ok('PUT', `/api/sections/${section._id}`, {
      fields: [
        { kind: 'link', label: 'Slides' },
        { kind: 'title', label: 'Talk' },
      ],
    })
    expect(
      (await fieldsOf('section', section._id)).find((field) => field.text === 'Folien')?.label,
    ).toBe('Field 1: Label')
  })
})
