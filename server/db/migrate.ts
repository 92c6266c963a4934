import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseHandle, Dialect } from './database.ts'
import { initialMigration } from './migrations/0001-initial.ts'

/** Versioned migrations, in order. Never edit a shipped one: add the next. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) }
  const migrator = new Migrator({ db: handle.db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(
      `Database migration failed${name}: ${String((error as Error)?.message ?? error)}`,
    )
  }
}
