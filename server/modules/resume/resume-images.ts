import type { Kysely } from 'kysely'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import type { Database } from '@/db/schema.ts'
import { mediaStore } from '../media/media-store.ts'
import type { ImageReference } from './resume-mapping.ts'

/** Where a record's image comes from once resolved: a stored image, a link, or neither. */
export interface ImageColumns {
  image_hash: string | null
  image_url: string | null
}
const NO_IMAGE: ImageColumns = { image_hash: null, image_url: null }

const HTTP_URL = /^https?:\/\/\S+$/
const MAX_URL_LENGTH = 2048

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Images of this site (`/media/<hash>.webp`, relative or under PUBLIC_URL) that the media table
 * holds are used as the same image; any other http(s) URL is kept as a link and never fetched.
 */
export async function resolveImage(
  db: Kysely<Database>,
  reference: ImageReference,
  publicUrl: string,
  problems: string[],
): Promise<ImageColumns> {
  if (!reference) return NO_IMAGE
  const { url, path } = reference
  const local = new RegExp(`^(?:${escapeRegExp(publicUrl)})?(/media/.*)$`).exec(url)?.[1]
  if (local === DEFAULT_PROFILE_IMAGE_URL) return NO_IMAGE
  const hash = local && /^\/media\/([0-9a-f]{64})\.webp$/.exec(local)?.[1]
  if (local) {
    const stored = hash && (await mediaStore(db).find(hash))
    if (stored) return { image_hash: hash, image_url: null }
    problems.push(`${path}: ${url} is not an image stored on this site`)
    return NO_IMAGE
  }
  if (!HTTP_URL.test(url) || url.length > MAX_URL_LENGTH) {
    problems.push(`${path}: must be an http(s) URL`)
    return NO_IMAGE
  }
  return { image_hash: null, image_url: url }
}
