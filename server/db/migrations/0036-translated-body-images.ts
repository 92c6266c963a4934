import type { Kysely, Migration } from 'kysely'

/**
 * The kinds whose translations had a Markdown text when this was written, and the table that
 * keeps their body's stored images (frozen: a migration; the running code derives them from
 * contract/translations.ts and history's kinds).
 */
const MARKDOWN_TEXTS = [
  { type: 'page', field: 'body', table: 'page_images', column: 'page_id' },
  { type: 'project', field: 'body', table: 'project_images', column: 'project_id' },
] as const

/** The stored images a rendered body shows: its `<img src="/media/<hash>.webp">`. */
function imagesIn(html: string | null): string[] {
  if (!html) return []
  const found = html.matchAll(/<img\b[^>]*?\ssrc="\/media\/([0-9a-f]{64})\.webp"/g)
  return [...new Set([...found].map((match) => match[1]!))]
}

interface TranslationRow {
  type: string
  record_id: number
  field: string
  html: string | null
}

/**
 * A translated Markdown body's stored images are kept with its record, as the default
 * language's are (server/modules/translations/README.md), and a case study's own too (only a
 * project's gallery was). Before, nothing kept an image only a translation or a case study
 * showed, so the clean-up could delete it. This keeps the images of every stored translation
 * and case study in the record's table, and those of a record in the trash in its trash item (a
 * put back keeps them again, a removal for good lets them go). Images already deleted stay
 * gone; nothing else changes.
 *
 * Down leaves the rows: they are the same rows a save of the translation writes now, and an
 * older version reads them as images the record keeps, which it does.
 */
export const translatedBodyImagesMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = untyped as Kysely<any>
    const stored = new Set(
      ((await db.selectFrom('media').select('hash').execute()) as { hash: string }[]).map(
        (row) => row.hash,
      ),
    )
    if (stored.size === 0) return
    for (const { type, field, table, column } of MARKDOWN_TEXTS) {
      const rows = (await db
        .selectFrom('translations')
        .select(['record_id', 'html'])
        .where('type', '=', type)
        .where('field', '=', field)
        .execute()) as Pick<TranslationRow, 'record_id' | 'html'>[]
      const parent = table === 'page_images' ? 'pages' : 'projects'
      for (const row of rows) {
        const hashes = imagesIn(row.html).filter((hash) => stored.has(hash))
        if (hashes.length === 0) continue
        const exists = await db
          .selectFrom(parent)
          .select('id')
          .where('id', '=', row.record_id)
          .executeTakeFirst()
        if (!exists) continue
        await db
          .insertInto(table)
          .values(hashes.map((hash) => ({ [column]: row.record_id, image_hash: hash })))
          .onConflict((conflict) => conflict.columns([column, 'image_hash']).doNothing())
          .execute()
      }
    }

    // A case study's own body was not kept either (only the project's gallery was).
    const projects = (await db.selectFrom('projects').select(['id', 'html']).execute()) as {
      id: number
      html: string | null
    }[]
    for (const project of projects) {
      const hashes = imagesIn(project.html).filter((hash) => stored.has(hash))
      if (hashes.length === 0) continue
      await db
        .insertInto('project_images')
        .values(hashes.map((hash) => ({ project_id: project.id, image_hash: hash })))
        .onConflict((conflict) => conflict.columns(['project_id', 'image_hash']).doNothing())
        .execute()
    }

    // A record in the trash holds its row and its translations in its item.
    const trashed = (await db
      .selectFrom('trash')
      .select(['id', 'type', 'data'])
      .where(
        'type',
        'in',
        MARKDOWN_TEXTS.map((text) => text.type),
      )
      .execute()) as { id: number; type: string; data: string }[]
    for (const item of trashed) {
      let data: { row?: { html?: unknown }; translations?: TranslationRow[] }
      try {
        data = JSON.parse(item.data) as typeof data
      } catch {
        continue
      }
      const translations = Array.isArray(data.translations) ? data.translations : []
      const field = MARKDOWN_TEXTS.find((text) => text.type === item.type)!.field
      const own =
        item.type === 'project' && typeof data.row?.html === 'string' ? data.row.html : null
      const hashes = [
        ...new Set([
          ...imagesIn(own),
          ...translations
            .filter((translation) => translation.field === field)
            .flatMap((translation) => imagesIn(translation.html)),
        ]),
      ].filter((hash) => stored.has(hash))
      if (hashes.length === 0) continue
      const held = new Set(
        (
          (await db
            .selectFrom('trash_images')
            .select('image_hash')
            .where('trash_id', '=', item.id)
            .execute()) as { image_hash: string }[]
        ).map((row) => row.image_hash),
      )
      const missing = hashes.filter((hash) => !held.has(hash))
      if (missing.length === 0) continue
      await db
        .insertInto('trash_images')
        .values(missing.map((hash) => ({ trash_id: item.id, image_hash: hash })))
        .execute()
    }
  },
  async down() {
    // See above: the rows stay.
  },
}
