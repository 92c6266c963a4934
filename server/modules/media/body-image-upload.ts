import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import type { mediaStore } from './media-store.ts'
import { processUpload } from './image-processing.ts'
import { mediaUrl } from './media-url.ts'

/**
 * An image uploaded for a Markdown text (a post's, a page's, a case study's): checked and
 * re-encoded like every upload, stored, and, with `keep`, kept with its record in the same
 * transaction. Answers its address and size for the editor to write into the text.
 */
async function uploadBodyImage(
  media: ReturnType<typeof mediaStore>,
  bytes: Uint8Array,
  keep?: (hash: string, trx: Kysely<Database>) => Promise<void>,
): Promise<{ url: string; width: number; height: number }> {
  const image = await processUpload(bytes)
  await media.attach(image, async (hash, trx) => {
    if (keep) await keep(hash, trx)
  })
  return { url: mediaUrl(image.hash), width: image.width, height: image.height }
}

/** The record an image is uploaded for: how it is named in a 404, found, and kept with. */
interface ImageOwner {
  noun: string
  find(id: number): Promise<unknown>
  keep(id: number, hash: string, trx: Kysely<Database>): Promise<void>
}

/**
 * An owner's upload route for a record's Markdown images (`POST /api/posts/images` and the like):
 * the image of `bytes`, kept with the record whose id is `recordId` when one is named. A named
 * record that does not exist is a 404 before anything is stored.
 */
export async function uploadBodyImageFor(
  media: ReturnType<typeof mediaStore>,
  bytes: Uint8Array,
  recordId: string | undefined,
  owner: ImageOwner,
): Promise<{ url: string; width: number; height: number }> {
  if (recordId === undefined) return uploadBodyImage(media, bytes)
  const id = parseId(recordId)
  if (!(await owner.find(id))) throw errors.notFound(owner.noun, recordId)
  return uploadBodyImage(media, bytes, (hash, trx) => owner.keep(id, hash, trx))
}
