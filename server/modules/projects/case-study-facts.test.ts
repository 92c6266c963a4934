import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Project } from '@contract/project.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

const base = {
  title: 'Checkout',
  desc: 'A faster checkout',
  tools: 'TypeScript',
  github: '',
  live: '',
  slug: 'checkout',
  body: '## Problem\n\nSlow.',
}

const facts = {
  role: 'Lead engineer',
  team: '3 engineers, 1 designer',
  timeline: 'Mar–Jun 2025',
  outcomes: [
    { value: '40%', label: 'faster checkout' },
    { value: '2.1 s', label: 'first load' },
  ],
}

describe('case study facts', () => {
  let t: TestApp
  let id: string
  beforeAll(async () => {
    t = await createTestApp()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm(base, { bytes: await pngImage(16, 16, '#223344') }),
    })
    id = added.json().data[0]._id
  })
  afterAll(() => t.close())

  const update = async (payload: object | FormData) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: await t.ownerHeaders(),
      payload,
    })
  const own = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as Project[]).find(
      (project) => project._id === id,
    )!

  it('saves the role, team, timeline and figures, and an update that leaves them out keeps them', async () => {
    const saved = await update({ ...base, ...facts, role: '  Lead engineer ' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().updatedData).toMatchObject(facts)
    expect(await own()).toMatchObject(facts)
    // A client that knows nothing of them (the contract's own) changes the title only.
    const older = await update({ ...base, title: 'Checkout v2' })
    expect(older.statusCode).toBe(200)
    expect(await own()).toMatchObject({ ...facts, title: 'Checkout v2' })
    // Emptied on purpose, they are gone.
    await update({ ...base, role: '', team: '', timeline: '', outcomes: [] })
    expect(await own()).toMatchObject({ role: '', team: '', timeline: '', outcomes: [] })
  })

  it('takes the figures as JSON text in a multipart form (with a new image)', async () => {
    const form = imageForm(
      { ...base, ...facts, outcomes: JSON.stringify(facts.outcomes) },
      { bytes: await pngImage(20, 20, '#334455') },
    )
    const saved = await update(form)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await own()).toMatchObject(facts)
  })

  it.each([
    ['a role over its limit', { role: 'x'.repeat(81) }, 'Role must be at most 80 characters'],
    ['a team over its limit', { team: 'x'.repeat(121) }, 'Team must be at most 120 characters'],
    [
      'a timeline over its limit',
      { timeline: 'x'.repeat(61) },
      'Timeline must be at most 60 characters',
    ],
    [
      'five figures',
      { outcomes: Array.from({ length: 5 }, () => ({ value: '1', label: 'one' })) },
      'Outcome figures can have at most 4 entries',
    ],
    [
      'a figure without its value',
      { outcomes: [{ value: '', label: 'faster' }] },
      'Figure value is required',
    ],
    [
      'a figure whose label is spaces',
      { outcomes: [{ value: '40%', label: '   ' }] },
      'Figure label is required',
    ],
    [
      'a figure too long to show large',
      { outcomes: [{ value: '1234567890123', label: 'digits' }] },
      'Figure value must be at most 12 characters',
    ],
    ['figures that are not a list', { outcomes: 'many' }, 'Outcome figures must be a list'],
  ])('refuses %s in words and changes nothing', async (_, change, message) => {
    await update({ ...base, ...facts })
    const before = await own()
    const refused = await update({ ...base, ...facts, ...change })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message })
    expect(await own()).toEqual(before)
  })

  it('refuses figures in a multipart form that are not JSON, in words', async () => {
    const refused = await update(
      imageForm({ ...base, outcomes: '40% faster' }, { bytes: await pngImage(8, 8, '#445566') }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message: 'Outcome figures must be a list' })
  })

  it('leaves the legacy list and add answers byte for byte', async () => {
    await update({ ...base, ...facts })
    const legacy = (await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' }))
      .payload
    for (const word of ['role', 'team', 'timeline', 'outcomes', 'gallery', 'Lead engineer']) {
      expect(legacy).not.toContain(word)
    }
    const legacyKeys = ['_id', 'body', 'desc', 'image', 'links', 'slug', 'title', 'tools']
    expect(Object.keys(JSON.parse(legacy).data[0]).sort()).toEqual(legacyKeys)
    // An add that sends the facts stores them, and answers as the contract always did.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm(
        { ...base, slug: '', ...facts, outcomes: JSON.stringify(facts.outcomes) },
        { bytes: await pngImage(12, 12, '#556677') },
      ),
    })
    expect(added.statusCode, added.body).toBe(200)
    const [record] = added.json().data
    expect(Object.keys(record).sort()).toEqual(legacyKeys)
    const stored = (
      (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as Project[]
    ).find((project) => project._id === record._id)
    expect(stored).toMatchObject(facts)
  })

  it('keeps a revision of the facts, which history restores', async () => {
    await update({ ...base, ...facts })
    await update({ ...base, role: 'Consultant', outcomes: [{ value: '3×', label: 'sales' }] })
    expect(await own()).toMatchObject({ role: 'Consultant' })
    const headers = await t.ownerHeaders()
    const revisions = (
      await t.app.inject({ method: 'GET', url: `/api/revisions?type=project&id=${id}`, headers })
    ).json().data as { _id: string; summary: string; data: Project }[]
    expect(revisions[0]!.summary).toBe('Changed role and outcomes')
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${revisions[1]!._id}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(await own()).toMatchObject(facts)
  })
})
