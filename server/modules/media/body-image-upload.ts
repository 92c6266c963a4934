import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema.ts'
import type { mediaStore } from './media-store.ts'
import { processUpload } from './image-processing.ts'
import { mediaUrl } from './media-url.ts'

/**
 * An image uploaded for a Markdown body (a post's, a page's): checked and re-encoded like every
 * upload, stored, and, with `keep`, kept with its record in the same transaction. Answers its
 * address and size for the editor to write into the text.
 */
export async function uploadBodyImage(
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
