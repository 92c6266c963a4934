import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { processUpload } from './image-processing.ts'

/** The image columns a write sets: a stored image, and no external link beside it. */
export interface ImageColumns {
  image_hash?: string | null
  image_url?: null
}

/** What the owner asked of a record's image in one write. */
export type ImageChange =
  /** A new upload (bytes as sent): checked, re-encoded, stored in the record's transaction. */
  | { upload: Uint8Array }
  /** The image goes (an optional image's Remove). */
  | { remove: true }
  /** The image stays as it is. */
  | { keep: true }

/**
 * The one write pipeline of a record with an image, whatever the image rule (a list whose add
 * needs one, an optional photo, the single profile record): the upload is checked and re-encoded
 * before anything is written, stored in the same transaction as the record (both or neither), and
 * the image the record used before (`replaces`) is deleted afterwards when nothing else uses it
 * (history and the trash count as users). `write` gets the image columns to set (none when the
 * image stays) and the transaction to write in, if any. A new upload or a removal also clears an
 * image kept as a link (`image_url`, which an import may set).
 */
export async function writeWithImage<Result>(
  app: FastifyInstance,
  change: ImageChange,
  write: (image: ImageColumns, trx?: Transaction<Database>) => Promise<Result>,
  replaces?: { hash: string | null; now: (result: Result) => string | null },
): Promise<Result> {
  const { media } = app.repositories
  let result: Result
  if ('upload' in change) {
    const image = await processUpload(change.upload)
    result = await media.attach(image, (hash, trx) =>
      write({ image_hash: hash, image_url: null }, trx),
    )
  } else if ('remove' in change) {
    result = await write({ image_hash: null, image_url: null })
  } else {
    result = await write({})
  }
  if (replaces?.hash && replaces.hash !== replaces.now(result)) {
    await media.deleteIfUnused(replaces.hash)
  }
  return result
}

/** After a record is deleted: its image goes too when nothing else uses it. */
export async function releaseImage(app: FastifyInstance, hash: string | null): Promise<void> {
  if (hash) await app.repositories.media.deleteIfUnused(hash)
}
