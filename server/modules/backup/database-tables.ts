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
      : // A full-text table's own storage ('shadow' tables) is part of it, not a table of ours.
        await sql<{
          name: string
        }>`select name from pragma_table_list where schema = 'main' and type in ('table', 'virtual')`.execute(
          db,
        )
  return new Set(rows.map((row) => row.name))
}
