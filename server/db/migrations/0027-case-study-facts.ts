import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * A case study's facts and gallery (contract/project.ts): the owner's role, the team and the
 * timeline as they typed them ('' when none), the outcome figures and the gallery as JSON lists
 * on the project's own row, so that history, the trash, backups and JSON Resume carry them with
 * the project's other fields. The gallery's stored images are kept in `project_images` while the
 * project exists, as a post keeps its body's (an image taken out of the gallery may come back
 * with an undo, so it goes with the project, not before).
 */
export function caseStudyFactsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['role', 'team', 'timeline']) {
        await db.schema
          .alterTable('projects')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute()
      }
      for (const column of ['outcomes', 'gallery']) {
        await db.schema
          .alterTable('projects')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
          .execute()
      }
      await db.schema
        .createTable('project_images')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('project_id', 'integer', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('image_hash', 'text', (c) => c.notNull().references('media.hash'))
        .addUniqueConstraint('project_images_once', ['project_id', 'image_hash'])
        .execute()
      await db.schema
        .createIndex('project_images_by_image')
        .on('project_images')
        .column('image_hash')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('project_images').ifExists().execute()
      for (const column of ['gallery', 'outcomes', 'timeline', 'team', 'role']) {
        await db.schema.alterTable('projects').dropColumn(column).execute()
      }
    },
  }
}
