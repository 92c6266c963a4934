/** The public, root-relative URL of a stored image. The store only writes WebP. */
export function mediaUrl(hash: string): string {
  return `/media/${hash}.webp`
}

/** A record's image: a stored one (root-relative URL), or else its external link. */
export function recordImageUrl(row: {
  image_hash: string | null
  image_url: string | null
}): string | undefined {
  if (row.image_hash) return mediaUrl(row.image_hash)
  return row.image_url ?? undefined
}
