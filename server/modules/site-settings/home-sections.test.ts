import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_SECTION_KEYS } from '@contract/home-sections.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from '../web-host/public-content.ts'

const url = '/api/site/settings'

describe("the home page's sections in the site settings", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const read = async (): Promise<SiteSettings> => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    return response.json().data
  }
  const save = async (payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: await t.ownerHeaders(), payload })

  it('answers no choices while the default order holds, and names every section it accepts', async () => {
    const fresh = await createTestApp()
    try {
      const response = await fresh.app.inject({ method: 'GET', url })
      expect(response.json().data.homeSections).toEqual([])
    } finally {
      await fresh.close()
    }
    expect(HOME_SECTION_KEYS).toEqual([
      'about',
      'education',
      'experience',
      'skills',
      'projects',
      'testimonials',
      'publications',
      'writing',
      'contact',
    ])
  })

  it("stores the owner's order and hidden sections, answers them, and the public pages read them", async () => {
    const homeSections = [
      { key: 'skills', hidden: false },
      { key: 'about', hidden: false },
      { key: 'education', hidden: true },
    ]
    const versionBefore = t.app.contentVersion.current()
    const response = await save({ ...(await read()), homeSections })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().updatedData.homeSections).toEqual(homeSections)
    expect((await read()).homeSections).toEqual(homeSections)
    // The public caches are keyed by the content version: the home page is drawn again at once.
    expect(t.app.contentVersion.current()).not.toBe(versionBefore)
    const shown = await createPublicContent(t.app).getSiteSettings()
    expect(shown.homeSections).toEqual(homeSections)
  })

  it('keeps the choices when a client written before them saves without the field', async () => {
    const homeSections = [{ key: 'contact', hidden: true }]
    expect((await save({ ...(await read()), homeSections })).statusCode).toBe(200)
    const { homeSections: _, ...older } = await read()
    const response = await save({ ...older, location: 'Lisbon' })
    expect(response.statusCode).toBe(200)
    expect(await read()).toMatchObject({ location: 'Lisbon', homeSections })
  })

  it.each([
    [
      'a key the home page does not have',
      [{ key: 'certificates', hidden: false }],
      'The home page has no section "certificates"',
    ],
    [
      'a key listed twice',
      [
        { key: 'skills', hidden: false },
        { key: 'about', hidden: true },
        { key: 'skills', hidden: true },
      ],
      'The home page section "skills" is listed twice',
    ],
    [
      'a key of the wrong shape',
      [{ key: 'Skills!', hidden: false }],
      'A home page section is named by its key, e.g. "skills"',
    ],
    ['an entry without hidden', [{ key: 'skills' }], 'Hidden is required'],
    [
      'an entry with an unknown field',
      [{ key: 'skills', hidden: false, colour: 'red' }],
      'Unknown field "colour"',
    ],
    [
      'too many entries',
      Array.from({ length: 61 }, (_, index) => ({ key: `s${index}`, hidden: false })),
      'Home page sections can have at most 60 entries',
    ],
  ])('refuses %s with 400 in words and changes nothing', async (_, homeSections, message) => {
    const before = await read()
    const response = await save({ ...before, location: 'Elsewhere', homeSections })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await read()).toEqual(before)
  })

  it('refuses a write without a token and changes nothing', async () => {
    const before = await read()
    const response = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...before, homeSections: [{ key: 'about', hidden: true }] },
    })
    expect(response.statusCode).toBe(401)
    expect(await read()).toEqual(before)
  })

  it('leaves out a stored section that is no longer known, and keeps the rest', async () => {
    const homeSections = [
      { key: 'projects', hidden: false },
      { key: 'writing', hidden: true },
    ]
    expect((await save({ ...(await read()), homeSections })).statusCode).toBe(200)
    // As if a section of the owner's own had been removed since the order was saved.
    const row = await t.database.db
      .selectFrom('site_settings')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const stored = JSON.parse(row.value) as SiteSettings
    await t.database.db
      .updateTable('site_settings')
      .set({
        value: JSON.stringify({
          ...stored,
          homeSections: [{ key: 'talks', hidden: false }, ...homeSections],
        }),
      })
      .where('id', '=', 1)
      .execute()
    const settings = await read()
    expect(settings.homeSections).toEqual(homeSections)
    expect(settings.location).toBe(stored.location)
    // What GET answers is accepted again as it is.
    expect((await save(settings)).statusCode).toBe(200)
  })

  it('keeps each save in the settings history, so Undo puts the previous order back', async () => {
    const first = [{ key: 'about', hidden: true }]
    const second = [{ key: 'skills', hidden: false }]
    expect((await save({ ...(await read()), homeSections: first })).statusCode).toBe(200)
    expect((await save({ ...(await read()), homeSections: second })).statusCode).toBe(200)
    const headers = await t.ownerHeaders()
    const revisions = await t.app.inject({
      method: 'GET',
      url: '/api/revisions?type=settings&id=1',
      headers,
    })
    expect(revisions.statusCode, revisions.body).toBe(200)
    const listed = revisions.json().data as { _id: string; data: SiteSettings }[]
    const previous = listed.find(
      (revision) => JSON.stringify(revision.data.homeSections) === JSON.stringify(first),
    )
    expect(previous, revisions.body).toBeDefined()
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${previous!._id}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await read()).homeSections).toEqual(first)
  })
})
