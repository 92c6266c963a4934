import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/** The text columns of the two tables whose image becomes optional, as 0004 left them. */
const TABLES = {
  skills: ['name'],
  projects: ['title', 'description', 'tools', 'github_url', 'live_url'],
} as const

/**
 * A skill or a project may go without an image: the public site shows the technology's logo or
 * a drawn panel instead (docs/design.md). The rule becomes "at most one of a stored image and an
 * image link", as for the profile. SQLite cannot change a CHECK in place: the table is rebuilt.
 */
export function optionalImagesMigration(dialect: Dialect): Migration {
  const atMostOne = sql`image_hash is null or image_url is null`
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of Object.entries(TABLES)) {
        if (dialect === 'postgres') {
          await db.schema.alterTable(table).dropConstraint(`${table}_one_image`).execute()
          await db.schema
            .alterTable(table)
            .addCheckConstraint(`${table}_at_most_one_image`, atMostOne)
            .execute()
          continue
        }
        const rebuilt = `${table}_optional_image`
        let builder: CreateTableBuilder<string, never> = db.schema
          .createTable(rebuilt)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
        for (const column of columns) {
          builder = builder.addColumn(column, 'text', (c) => c.notNull())
        }
        await builder
          .addColumn('image_hash', 'text', (c) => c.references('media.hash'))
          .addColumn('image_url', 'text')
          .addCheckConstraint(`${table}_at_most_one_image`, atMostOne)
          .execute()
        const copied = [
          'id',
          'position',
          'created_at',
          'updated_at',
          ...columns,
          'image_hash',
          'image_url',
        ]
        await sql`insert into ${sql.table(rebuilt)} (${sql.join(copied.map((c) => sql.ref(c)))})
          select ${sql.join(copied.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)
        await db.schema.dropTable(table).execute()
        await db.schema.alterTable(rebuilt).renameTo(table).execute()
      }
    },
  }
}
