import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownMigrationNames } from '@/db/migrate.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

describe('/readyz', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close().catch(() => {}))

  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' })

  it('answers 200 ready, never cached, once every migration is applied', async () => {
    const response = await readyz()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 naming a migration that is not applied', async () => {
    const last = knownMigrationNames(t.database.dialect).at(-1)!
    await sql`delete from kysely_migration where name = ${last}`.execute(t.database.db)
    try {
      const response = await readyz()
      expect(response.statusCode).toBe(503)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toEqual({
        success: false,
        status: 'not ready',
        message: `Migrations not applied: ${last}`,
      })
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        t.database.db,
      )
    }
    expect((await readyz()).statusCode).toBe(200)
  })
})

describe('/readyz without a database', () => {
  // It destroys its database: an app of its own, whatever runs before or after it.
  it('answers 503 when the database is gone', async () => {
    const t = await createTestApp()
    try {
      await t.database.db.destroy()
      const response = await t.app.inject({ method: 'GET', url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        status: 'not ready',
        message: 'The database is not answering',
      })
    } finally {
      await t.close().catch(() => {})
    }
  })
})
