import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { publishedStateMigration } from './0025-published-state.ts'

const now = '2026-11-20T10:00:00.000Z'

describe('migration 0025: a site in use before publishing existed stays published', () => {
  let t: TestApp
  let db: Kysely<Database>
  beforeEach(async () => {
    t = await createTestApp()
    db = t.database.db
  })
  afterEach(() => t.close())

  const migrate = () => publishedStateMigration.up(db as unknown as Kysely<unknown>)
  const storedSettings = async () => {
    const row = await db.selectFrom('site_settings').select('value').executeTakeFirst()
    return row && (JSON.parse(row.value) as Record<string, unknown>)
  }
  const published = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data.published

  it('leaves an empty database alone: a new install starts unpublished', async () => {
    await migrate()
    expect(await storedSettings()).toBeUndefined()
    expect(await published()).toBe(false)
  })

  it('publishes a site whose owner has content but never saved settings', async () => {
    await db
      .insertInto('about_paragraphs')
      .values({ paragraph: 'Written by me.', position: 1, created_at: now, updated_at: now })
      .execute()
    await migrate()
    expect(await storedSettings()).toEqual({ published: true })
    expect(await published()).toBe(true)
  })

  it('publishes saved settings and keeps every field the owner saved', async () => {
    const saved = { displayName: 'Ada', githubUsername: 'ada-l' }
    await db
      .insertInto('site_settings')
      .values({ id: 1, value: JSON.stringify(saved), updated_at: now })
      .execute()
    await migrate()
    expect(await storedSettings()).toEqual({ ...saved, published: true })
    expect(await published()).toBe(true)
  })
})
