import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LOOK, lookVersion, type SiteLook } from '@contract/site-look.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const url = '/api/site/settings'

describe("the owner's look in the site settings", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const read = async (): Promise<SiteSettings> =>
    (await t.app.inject({ method: 'GET', url })).json().data
  // Loosely typed: the refusals send what the contract does not allow.
  const save = async (look: Partial<Record<keyof SiteLook, string>>) => {
    const current = await read()
    return t.app.inject({
      method: 'PUT',
      url,
      headers: await t.ownerHeaders(),
      payload: { ...current, look: { ...current.look, ...look } },
    })
  }

  it('answers the default look, and keeps a chosen one', async () => {
    // A site of its own: the other tests here save looks in any order.
    const fresh = await createTestApp()
    try {
      const answer = await fresh.app.inject({ method: 'GET', url })
      expect((answer.json().data as SiteSettings).look).toEqual(DEFAULT_LOOK)
    } finally {
      await fresh.close()
    }
    const look = {
      preset: 'editorial',
      accent: '#FEF08A',
      roundness: 'sharp',
      density: 'compact',
    } as const
    const response = await save(look)
    expect(response.statusCode, response.body).toBe(200)
    expect((await read()).look).toMatchObject(look)
  })

  it('gives a record saved before the look existed the default look, and accepts it back', async () => {
    const { look: _, ...older } = await read()
    await t.database.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(older) })
      .where('id', '=', 1)
      .execute()
    t.app.contentVersion.bump()
    const settings = await read()
    expect(settings.look).toEqual(DEFAULT_LOOK)
    expect(settings.location).toBe(older.location)
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.ownerHeaders(),
      payload: settings,
    })
    expect(again.statusCode, again.body).toBe(200)
  })

  it.each([
    [
      'an accent that is not a colour',
      { accent: 'teal' },
      'The accent colour is written #rrggbb, e.g. #22d3ee',
    ],
    ['an unknown preset', { preset: 'neon' }, /Preset/],
    [
      'custom CSS with @import',
      { customCss: '@import "https://evil.example/x.css";\nbody{color:red}' },
      'The custom CSS may not use @import (line 1): add the rules themselves. Nothing was saved.',
    ],
    [
      'custom CSS with url() to another origin',
      { customCss: 'a {\n  color: red;\n  background: url("https://tracker.example/p.png");\n}' },
      'The custom CSS may only use url() with addresses on this site, like url(/media/…) (line 3): "https://tracker.example/p.png" is elsewhere. Nothing was saved.',
    ],
    [
      'custom CSS with a protocol-relative url()',
      { customCss: '.hero { background-image: url(//cdn.example/a.png) }' },
      /url\(\) with addresses on this site/,
    ],
    [
      'custom CSS that cannot be parsed',
      { customCss: '.hero { color: red' },
      /^The custom CSS could not be read: Unclosed block \(line 1\)\. Nothing was saved\.$/,
    ],
    ['custom CSS over 20,000 characters', { customCss: `/*${'x'.repeat(20_000)}*/` }, /20000/],
  ])('refuses %s with 400 in words and changes nothing', async (_, look, message) => {
    const before = await read()
    const response = await save(look)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.success).toBe(false)
    if (typeof message === 'string') expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
    expect(await read()).toEqual(before)
  })

  it('accepts url() on this site and inline data', async () => {
    const customCss = '.hero { background: url(/media/a.png), url("data:image/png;base64,AA==") }'
    expect((await save({ customCss })).statusCode).toBe(200)
  })

  it('serves the custom CSS as a stylesheet, cached for a year at its own version only', async () => {
    const customCss = '.hero-name { letter-spacing: 0.1em; }'
    expect((await save({ ...DEFAULT_LOOK, customCss })).statusCode).toBe(200)
    const version = lookVersion({ ...DEFAULT_LOOK, customCss })
    const current = await t.app.inject({ method: 'GET', url: `/site.css?v=${version}` })
    expect(current.statusCode).toBe(200)
    expect(current.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(current.body).toBe(customCss)
    const stale = await t.app.inject({ method: 'GET', url: '/site.css?v=00000000' })
    expect(stale.headers['cache-control']).toBe('no-cache')
    expect(stale.body).toBe(customCss)
  })

  it("serves a chosen accent's shades before the custom CSS, darkened where light mode needs it", async () => {
    const customCss = '.hero { outline: 1px solid; }'
    const look = {
      preset: 'studio',
      accent: '#fef08a',
      roundness: 'round',
      density: 'compact',
      customCss,
    } as const
    expect((await save(look)).statusCode).toBe(200)
    const served = await t.app.inject({ method: 'GET', url: `/site.css?v=${lookVersion(look)}` })
    expect(served.body.endsWith(`\n${customCss}`)).toBe(true)
    expect(served.body).toMatch(
      /^:root,\[data-theme='dark'\]\{--page:#0c0a14;[^}]*--accent:#fef08a;/,
    )
    expect(served.body).toMatch(/\[data-theme='light'\]\{[^}]*--accent:#(?!fef08a)[0-9a-f]{6};/)
  })

  it('keeps each look in the settings history, so restoring puts the previous custom CSS back', async () => {
    const first = '.hero { color: inherit; }'
    expect((await save({ customCss: first })).statusCode).toBe(200)
    expect((await save({ customCss: '.hero { color: currentColor; }' })).statusCode).toBe(200)
    const headers = await t.ownerHeaders()
    const revisions = await t.app.inject({
      method: 'GET',
      url: '/api/revisions?type=settings&id=1',
      headers,
    })
    expect(revisions.statusCode, revisions.body).toBe(200)
    const listed = revisions.json().data as { _id: string; data: SiteSettings }[]
    const previous = listed.find((revision) => revision.data.look?.customCss === first)
    expect(previous, revisions.body).toBeDefined()
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${previous!._id}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await read()).look?.customCss).toBe(first)
    const served = await t.app.inject({ method: 'GET', url: '/site.css' })
    expect(served.body.endsWith(first)).toBe(true)
  })
})
