import { sql, type Kysely, type Transaction } from 'kysely'
import { IMAGE_CONTENT_TABLES } from '@contract/content-types.ts'
import type { MediaImage } from '@contract/media-image.ts'
import type { Database, MediaRow } from '@/db/schema.ts'
import { isForeignKeyViolation } from '@/db/constraint-errors.ts'
import type { EncodedImage } from './image-processing.ts'
import { isAnimatedWebp } from './image-variants.ts'

/** The tables whose rows point at an image; an image is kept while any of them uses it. */
const IMAGE_USERS = [
  'user_details',
  ...IMAGE_CONTENT_TABLES,
  'posts',
  'post_images',
  'page_images',
  'project_images',
  'section_items',
  // History and the trash may bring an image back.
  'revisions',
  'trash_images',
] as const

/**
 * Image bytes in the `media` table, keyed by the sha256 of the encoded bytes, so the same picture
 * uploaded twice is stored once. Foreign keys from the content tables are the final guard: an
 * image still in use can never be deleted, whatever the timing.
 */
export function mediaStore(
  db: Kysely<Database>,
  {
    onAttached,
    onDeleted,
  }: {
    /** After a record starts using a stored image (variants are warmed from here). */
    onAttached?: (hash: string) => void
    /** After an image is deleted. */
    onDeleted?: (hash: string) => void
  } = {},
) {
  async function save(executor: Kysely<Database>, image: EncodedImage): Promise<string> {
    await executor
      .insertInto('media')
      .values({
        hash: image.hash,
        content_type: image.contentType,
        extension: image.extension,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        created_at: new Date().toISOString(),
      })
      // A no-op write on a duplicate still locks the row, so a concurrent delete waits for us.
      .onConflict((conflict) =>
        conflict.column('hash').doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })),
      )
      .execute()
    return image.hash
  }

  /** Deletes the image when no record uses it; answers whether it did. */
  async function deleteIfUnused(hash: string): Promise<boolean> {
    try {
      const result = await db
        .deleteFrom('media')
        .where('hash', '=', hash)
        .where((eb) =>
          eb.and(
            IMAGE_USERS.map((table) =>
              eb.not(eb.exists(eb.selectFrom(table).select('id').where('image_hash', '=', hash))),
            ),
          ),
        )
        .executeTakeFirst()
      const deleted = result.numDeletedRows > 0n
      if (deleted) onDeleted?.(hash)
      return deleted
    } catch (error) {
      // A record started using it in the meantime: it stays.
      if (isForeignKeyViolation(error)) return false
      throw error
    }
  }

  return {
    save: (image: EncodedImage) => save(db, image),
    deleteIfUnused,

    async find(hash: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst()
    },

    /** Size and animation of stored images, for responsive markup; unknown hashes are left out. */
    async describe(hashes: readonly string[]): Promise<Map<string, MediaImage>> {
      const unique = [...new Set(hashes)]
      if (unique.length === 0) return new Map()
      const rows = await db
        .selectFrom('media')
        // The first bytes hold the WebP header, which says whether it is an animation.
        .select(['hash', 'width', 'height', sql<Uint8Array>`substr(bytes, 1, 32)`.as('header')])
        .where('hash', 'in', unique)
        .execute()
      return new Map(
        rows.map((row) => [
          row.hash,
          {
            hash: row.hash,
            width: row.width,
            height: row.height,
            animated: isAnimatedWebp(row.header),
          },
        ]),
      )
    },

    /**
     * Stores the image and lets `use` write the record that points at it, in one transaction: a
     * refused request, a crash or a `kill -9` in between leaves neither behind. (The upsert locks
     * the image's row, so a concurrent delete of it as unused waits, then finds it used.)
     */
    async attach<T>(
      image: EncodedImage,
      use: (hash: string, trx: Transaction<Database>) => Promise<T>,
    ): Promise<T> {
      const result = await db.transaction().execute(async (trx) => {
        await save(trx, image)
        return use(image.hash, trx)
      })
      onAttached?.(image.hash)
      return result
    },

    /**
     * Deletes images no record uses that are older than `olderThanMs` (left by a version that
     * attached outside a transaction, or by hand): run at start. Answers how many went.
     */
    async sweepUnused(olderThanMs: number): Promise<number> {
      const before = new Date(Date.now() - olderThanMs).toISOString()
      const result = await db
        .deleteFrom('media')
        .where('created_at', '<', before)
        .where((eb) =>
          eb.and(
            IMAGE_USERS.map((table) =>
              eb.not(
                eb.exists(
                  eb.selectFrom(table).select('id').whereRef('image_hash', '=', 'media.hash'),
                ),
              ),
            ),
          ),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
