import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { applyMigrations, appliedMigrationNames, knownMigrationNames } from './migrate.ts'

describe('migrations', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('applies every known migration to a new database', async () => {
    expect(await appliedMigrationNames(t.database.db)).toEqual(
      knownMigrationNames(t.database.dialect),
    )
  })

  it('applies all or none: a migration that fails leaves the database as it was', async () => {
    // PostgreSQL: the tables of the app's own schema, not the catalog's.
    const schema =
      t.database.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db))
            .rows[0]?.schema
        : undefined
    const tables = async () =>
      (await t.database.db.introspection.getTables())
        .filter((table) => schema === undefined || table.schema === schema)
        .map((table) => table.name)
        .sort()
    const before = await tables()
    const attempt = applyMigrations(t.database, {
      ...Object.fromEntries(
        knownMigrationNames(t.database.dialect).map((name) => [name, { up: async () => {} }]),
      ),
      '9001-first-step': {
        up: async (db: Kysely<unknown>) => {
          await db.schema.createTable('half_done').addColumn('id', 'integer').execute()
          await sql`insert into half_done (id) values (1)`.execute(db)
        },
      },
      '9002-second-step': {
        up: async () => {
          throw new Error('the second step breaks')
        },
      },
    })
    await expect(attempt).rejects.toThrow(/9002-second-step.*the second step breaks/)
    expect(await tables()).toEqual(before)
    expect(await appliedMigrationNames(t.database.db)).toEqual(
      knownMigrationNames(t.database.dialect),
    )
  })
})
