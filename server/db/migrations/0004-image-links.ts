import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/** The two tables whose records always show an image: now a stored one or an external link. */
const IMAGE_TABLES = {
  skills: ['name'],
  projects: ['title', 'description', 'tools', 'github_url', 'live_url'],
} as const

/**
 * Images may be links (JSON Resume imports keep image URLs as links, never fetched): skills and
 * projects get `image_url` and a nullable `image_hash`, exactly one of them set; the profile gets
 * `image_url`, at most one of the two set (neither means the bundled default photo). The media
 * foreign keys stay, so an image in use is still never deleted.
 */
export function imageLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const table of Object.keys(IMAGE_TABLES)) {
          await db.schema
            .alterTable(table)
            .alterColumn('image_hash', (c) => c.dropNotNull())
            .execute()
          await db.schema.alterTable(table).addColumn('image_url', 'text').execute()
          await db.schema
            .alterTable(table)
            .addCheckConstraint(
              `${table}_one_image`,
              sql`(image_hash is null) <> (image_url is null)`,
            )
            .execute()
        }
      } else {
        // SQLite cannot drop NOT NULL or add a constraint in place: rebuild each table.
        for (const [table, columns] of Object.entries(IMAGE_TABLES)) {
          const rebuilt = `${table}_image_links`
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
            .addCheckConstraint(
              `${table}_one_image`,
              sql`(image_hash is null) <> (image_url is null)`,
            )
            .execute()
          const copied = ['id', 'position', 'created_at', 'updated_at', ...columns, 'image_hash']
          await sql`insert into ${sql.table(rebuilt)} (${sql.join(copied.map((c) => sql.ref(c)))})
            select ${sql.join(copied.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)
          await db.schema.dropTable(table).execute()
          await db.schema.alterTable(rebuilt).renameTo(table).execute()
        }
      }
      const atMostOne = sql`image_url is null or image_hash is null`
      if (dialect === 'postgres') {
        await db.schema.alterTable('user_details').addColumn('image_url', 'text').execute()
        await db.schema
          .alterTable('user_details')
          .addCheckConstraint('user_details_one_image', atMostOne)
          .execute()
      } else {
        // SQLite adds a column with its CHECK in place.
        await db.schema
          .alterTable('user_details')
          .addColumn('image_url', 'text', (c) => c.check(atMostOne))
          .execute()
      }
    },
  }
}
