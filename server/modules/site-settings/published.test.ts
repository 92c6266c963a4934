import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { PLACEHOLDER_OWNER_EMAIL } from '@contract/account.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from '../web-host/public-content.ts'

const url = '/api/site/settings'

async function readSettings(t: TestApp): Promise<SiteSettings> {
  const response = await t.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

async function save(t: TestApp, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: await t.ownerHeaders(), payload })
}

describe('publishing the site', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('starts unpublished, publishes and unpublishes with a settings save kept in history', async () => {
    // A site of its own: another test here stores a record saved before publishing existed.
    const t = await createTestApp()
    onTestFinished(() => t.close())
    const settings = await readSettings(t)
    expect(settings.published).toBe(false)
    expect((await createPublicContent(t.app).getSiteSettings()).published).toBe(false)

    const published = await save(t, { ...settings, published: true })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().updatedData.published).toBe(true)
    expect((await readSettings(t)).published).toBe(true)
    expect((await createPublicContent(t.app).getSiteSettings()).published).toBe(true)

    // A client written before the field existed leaves it as it is.
    const { published: _, ...older } = await readSettings(t)
    expect((await save(t, older)).statusCode).toBe(200)
    expect((await readSettings(t)).published).toBe(true)

    expect((await save(t, { ...older, published: false })).statusCode).toBe(200)
    expect((await readSettings(t)).published).toBe(false)

    const revisions = await t.app.inject({
      method: 'GET',
      url: '/api/revisions?type=settings&id=1',
      headers: await t.ownerHeaders(),
    })
    const listed = revisions.json().data as { summary: string; data: SiteSettings }[]
    expect(listed[0]).toMatchObject({ summary: 'Changed published', data: { published: false } })
    expect(listed.some((revision) => revision.data.published === true)).toBe(true)
  })

  it('refuses a value that is not yes or no, in words, and changes nothing', async () => {
    const settings = await readSettings(t)
    const response = await save(t, { ...settings, published: 'yes' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'Published must be true or false' })
    expect(await readSettings(t)).toEqual(settings)
  })

  it('counts a record saved before publishing existed as published (an upgrade stays listed)', async () => {
    // Its own site: the record written here would publish the one the other tests start from.
    const upgraded = await createTestApp()
    try {
      const { published: _, ...older } = await readSettings(upgraded)
      const value = JSON.stringify(older)
      await upgraded.database.db
        .insertInto('site_settings')
        .values({ id: 1, value, updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ value }))
        .execute()
      // Written behind the server's back, as a restore does: the cached answers go.
      upgraded.app.contentVersion.bump()
      expect((await readSettings(upgraded)).published).toBe(true)
    } finally {
      await upgraded.close()
    }
  })
})

describe('the demo install, as `npm start` makes it without OWNER_EMAIL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ OWNER_EMAIL: PLACEHOLDER_OWNER_EMAIL, SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  it('starts unpublished too', async () => {
    expect((await readSettings(t)).published).toBe(false)
  })

  it('does not take the placeholder e-mail address as its contact, and never shows it', async () => {
    expect((await readSettings(t)).email).toBe('')
    // A record saved with it (by an earlier version's demo, or typed in) keeps it for the owner,
    // but the public pages show no address.
    const settings = await readSettings(t)
    expect((await save(t, { ...settings, email: PLACEHOLDER_OWNER_EMAIL })).statusCode).toBe(200)
    expect((await readSettings(t)).email).toBe(PLACEHOLDER_OWNER_EMAIL)
    expect((await createPublicContent(t.app).getSiteSettings()).email).toBe('')

    expect((await save(t, { ...settings, email: 'ada@example.org' })).statusCode).toBe(200)
    expect((await createPublicContent(t.app).getSiteSettings()).email).toBe('ada@example.org')
  })
})
