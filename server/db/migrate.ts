import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseHandle, Dialect } from './database.ts'
import { initialMigration } from './migrations/0001-initial.ts'
import { accountSecurityMigration } from './migrations/0002-account-security.ts'
import { imageVariantsMigration } from './migrations/0003-image-variants.ts'
import { imageLinksMigration } from './migrations/0004-image-links.ts'
import { inboxOrderMigration } from './migrations/0005-inbox-order.ts'
import { contentStateMigration } from './migrations/0006-content-state.ts'
import { optionalImagesMigration } from './migrations/0007-optional-images.ts'
import { testimonialsMigration } from './migrations/0008-testimonials.ts'
import { experienceDescriptionMigration } from './migrations/0009-experience-description.ts'
import { postsMigration } from './migrations/0010-posts.ts'
import { postImagesMigration } from './migrations/0011-post-images.ts'
import { projectCaseStudiesMigration } from './migrations/0012-project-case-studies.ts'
import { historyMigration } from './migrations/0013-history.ts'
import { analyticsMigration } from './migrations/0014-analytics.ts'
import { signInMigration } from './migrations/0015-sign-in.ts'
import { browserFamiliesMigration } from './migrations/0016-browser-families.ts'
import { signInRecordsMigration } from './migrations/0017-sign-in-records.ts'
import { scheduledBackupsMigration } from './migrations/0018-scheduled-backups.ts'
import { testimonialImageLinksMigration } from './migrations/0019-testimonial-image-links.ts'
import { publicationsMigration } from './migrations/0020-publications.ts'
import { messageReadStateMigration } from './migrations/0021-message-read-state.ts'
import { pagesMigration } from './migrations/0022-pages.ts'
import { sectionsMigration } from './migrations/0023-sections.ts'
import { searchMigration } from './migrations/0024-search.ts'
import { publishedStateMigration } from './migrations/0025-published-state.ts'
import { featuredProjectsMigration } from './migrations/0026-featured-projects.ts'
import { caseStudyFactsMigration } from './migrations/0027-case-study-facts.ts'
import { searchSectionsMigration } from './migrations/0028-search-sections.ts'
import { translationsMigration } from './migrations/0029-translations.ts'
import { languagesOfPostsMigration } from './migrations/0030-languages-of-posts.ts'
import { importsMigration } from './migrations/0031-imports.ts'
import { contactLanguageMigration } from './migrations/0032-contact-language.ts'
import { projectSourcesMigration } from './migrations/0033-project-sources.ts'
import { searchLanguagesMigration } from './migrations/0034-search-languages.ts'
import { postTagsIndexMigration } from './migrations/0035-post-tags-index.ts'
import { translatedBodyImagesMigration } from './migrations/0036-translated-body-images.ts'
import { searchLinkLabelsMigration } from './migrations/0037-search-link-labels.ts'
import { listingIndexesMigration } from './migrations/0038-listing-indexes.ts'

/** Versioned migrations, in order. Never edit a shipped one: add the next. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-account-security': accountSecurityMigration(),
    '0003-image-variants': imageVariantsMigration(dialect),
    '0004-image-links': imageLinksMigration(dialect),
    '0005-inbox-order': inboxOrderMigration(),
    '0006-content-state': contentStateMigration(),
    '0007-optional-images': optionalImagesMigration(dialect),
    '0008-testimonials': testimonialsMigration(dialect),
    '0009-experience-description': experienceDescriptionMigration,
    '0010-posts': postsMigration(dialect),
    '0011-post-images': postImagesMigration(dialect),
    '0012-project-case-studies': projectCaseStudiesMigration,
    '0013-history': historyMigration(dialect),
    '0014-analytics': analyticsMigration(dialect),
    '0015-sign-in': signInMigration(),
    '0016-browser-families': browserFamiliesMigration,
    '0017-sign-in-records': signInRecordsMigration(),
    '0018-scheduled-backups': scheduledBackupsMigration(dialect),
    '0019-testimonial-image-links': testimonialImageLinksMigration,
    '0020-publications': publicationsMigration(dialect),
    '0021-message-read-state': messageReadStateMigration,
    '0022-pages': pagesMigration(dialect),
    '0023-sections': sectionsMigration(dialect),
    '0024-search': searchMigration(dialect),
    '0025-published-state': publishedStateMigration,
    '0026-featured-projects': featuredProjectsMigration,
    '0027-case-study-facts': caseStudyFactsMigration(dialect),
    '0028-search-sections': searchSectionsMigration(dialect),
    '0029-translations': translationsMigration,
    '0030-languages-of-posts': languagesOfPostsMigration,
    '0031-imports': importsMigration(dialect),
    '0032-contact-language': contactLanguageMigration,
    '0033-project-sources': projectSourcesMigration,
    '0034-search-languages': searchLanguagesMigration(dialect),
    '0035-post-tags-index': postTagsIndexMigration(dialect),
    '0036-translated-body-images': translatedBodyImagesMigration,
    '0037-search-link-labels': searchLinkLabelsMigration(dialect),
    '0038-listing-indexes': listingIndexesMigration(dialect),
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const list = migrations(handle.dialect)
  // Exactly up to date (every start but the first after an upgrade): one query, and Kysely's
  // migrator, which reads the catalog of every schema and takes its lock, is not needed. A
  // database with migrations this version does not know still goes to the migrator, which
  // refuses it.
  const names = Object.keys(list)
  const applied = await appliedMigrationNames(handle.db)
  if (applied?.length === names.length && names.every((name) => applied.includes(name))) return
  await applyMigrations(handle, list)
}

/**
 * Applies the migrations not applied yet, all or none: Kysely runs PostgreSQL's in a transaction,
 * and SQLite's statement by statement (it assumes SQLite cannot roll back a schema change; it
 * can), so on SQLite they run inside one transaction here. A migration that fails leaves the
 * database as it was, and a first start writes its schema with one sync to disk instead of one
 * per statement (docs/performance.md).
 */
export async function applyMigrations(
  handle: DatabaseHandle,
  list: Record<string, Migration>,
): Promise<void> {
  if (handle.dialect !== 'sqlite') return runMigrator(handle, list)
  // One connection (better-sqlite3): the migrator's statements run inside this transaction.
  await sql`begin immediate`.execute(handle.db)
  try {
    await runMigrator(handle, list)
    await sql`commit`.execute(handle.db)
  } catch (error) {
    await sql`rollback`.execute(handle.db)
    throw error
  }
}

async function runMigrator(handle: DatabaseHandle, list: Record<string, Migration>) {
  const provider: MigrationProvider = { getMigrations: async () => list }
  // Kysely looks for its migration tables in every schema unless told which one; with PostgreSQL
  // schemas side by side (one per test file), it would find another schema's and skip its own.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db))
          .rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db: handle.db, provider, migrationTableSchema })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(
      `Database migration failed${name}: ${String((error as Error)?.message ?? error)}`,
    )
  }
}

/** The names of every migration this version knows, in order (readiness checks, backups). */
export function knownMigrationNames(dialect: Dialect): string[] {
  return Object.keys(migrations(dialect)).sort()
}

/**
 * The names of the migrations applied to this database, in order; undefined when none ever ran
 * (no migration table: not a Vitrine database yet). Kysely keeps them in `kysely_migration` in the
 * current schema.
 */
export async function appliedMigrationNames<DB>(db: Kysely<DB>): Promise<string[] | undefined> {
  try {
    const { rows } = await sql<{
      name: string
    }>`select name from kysely_migration order by name`.execute(db)
    return rows.map((row) => row.name)
  } catch (error) {
    if (/kysely_migration/.test(String((error as Error)?.message))) return undefined
    throw error
  }
}
