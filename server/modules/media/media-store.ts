import type { Kysely } from 'kysely'
import type { Database, MediaRow } from '../../db/schema.ts'
import { isForeignKeyViolation } from '../../db/constraint-errors.ts'
import type { EncodedImage } from './image-processing.ts'

/** The tables whose rows point at an image; an image is kept while any of them uses it. */
const IMAGE_USERS = ['skills', 'projects', 'user_details'] as const

/**
 * Image bytes in the `media` table, keyed by the sha256 of the encoded bytes, so the same picture
 * uploaded twice is stored once. Foreign keys from the content tables are the final guard: an
 * image still in use can never be deleted, whatever the timing.
 */
export function mediaStore(db: Kysely<Database>) {
  async function save(image: EncodedImage): Promise<string> {
    await db
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
      return result.numDeletedRows > 0n
    } catch (error) {
      // A record started using it in the meantime: it stays.
      if (isForeignKeyViolation(error)) return false
      throw error
    }
  }

  return {
    save,
    deleteIfUnused,

    async find(hash: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst()
    },

    /**
     * Stores the image, then lets `use` write the record that points at it. When that fails the
     * image is removed again (unless something else uses it), so a refused request stores nothing.
     */
    async attach<T>(image: EncodedImage, use: (hash: string) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        await save(image)
        try {
          return await use(image.hash)
        } catch (error) {
          // Another request deleted the image as unused between our save and our use: save again.
          if (attempt === 1 && isForeignKeyViolation(error)) continue
          await deleteIfUnused(image.hash)
          throw error
        }
      }
    },
  }
}
export type MediaStore = ReturnType<typeof mediaStore>
