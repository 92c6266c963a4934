import type { Kysely, Migration } from 'kysely'

/** The tables that held the owner's content when publishing was added (frozen: a migration). */
const CONTENT_TABLES = [
  'user_details',
  'about_paragraphs',
  'education',
  'experience',
  'skills',
  'projects',
  'certificates',
  'testimonials',
  'publications',
  'posts',
  'pages',
  'sections',
]

/**
 * Site settings gain `published` (contract/site-settings.ts): a new site starts unpublished, kept
 * out of search engines until its owner publishes it. A site already in use was public before this
 * version and may be listed by search engines: it stays published, so an upgrade never makes it
 * vanish from them unasked. "In use" is any saved settings or any content; only an empty
 * database (a new install, before the demo goes in) is left unpublished. A settings record saved
 * before the field existed (this migration's, or one restored from an older backup) reads as
 * published (site-settings-repository.ts); this migration writes it into the record, and gives a
 * site that has content but never saved settings a record saying so.
 */
function parsed(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

export const publishedStateMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = untyped as Kysely<any>
    const now = new Date().toISOString()
    const row = (await db
      .selectFrom('site_settings')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst()) as { value: string } | undefined
    if (row) {
      const stored = parsed(row.value)
      // A record that does not read is left as it is (the site answers its defaults for it).
      if (!stored || typeof stored.published === 'boolean') return
      await db
        .updateTable('site_settings')
        .set({ value: JSON.stringify({ ...stored, published: true }), updated_at: now })
        .where('id', '=', 1)
        .execute()
      return
    }
    for (const table of CONTENT_TABLES) {
      if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) {
        await db
          .insertInto('site_settings')
          .values({ id: 1, value: JSON.stringify({ published: true }), updated_at: now })
          .execute()
        return
      }
    }
  },
  async down() {
    // The field stays in the record: a version without it ignores it.
  },
}
