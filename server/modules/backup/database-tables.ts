import { sql, type Kysely } from 'kysely'
import type { Dialect } from '@/db/database.ts'
import type { Row } from './row-encoding.ts'

/** Tables by name, with rows of any columns: backups copy rows without knowing their columns. */
export type AnyDatabase = Record<string, Row>

/**
 * The tables of the database being worked on: on PostgreSQL only those of the current schema
 * (Kysely's introspection lists every schema, and tests keep one schema per file side by side).
 */
export async function tableNames(db: Kysely<AnyDatabase>, dialect: Dialect): Promise<Set<string>> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{
          name: string
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
  return new Set(rows.map((row) => row.name))
}
