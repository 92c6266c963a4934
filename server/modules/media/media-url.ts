/** The public, root-relative URL of a stored image. The store only writes WebP. */
export function mediaUrl(hash: string): string {
  return `/media/${hash}.webp`
}
