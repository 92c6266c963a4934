/**
 * Responsive variants of stored images (docs/decisions/0009-responsive-images.md). Both sides
 * use this: the server to validate and encode `/media/<hash>-<width>.<format>`, the web app to
 * write `srcset`.
 */

/** The widths a variant may have, besides the original's own width when it is smaller. */
const VARIANT_WIDTHS = [160, 320, 640, 960, 1280] as const
/** The widest variant: wider originals are still served whole at `/media/<hash>.webp`. */
export const MAX_VARIANT_WIDTH = 1280
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/** What a page needs to draw a stored image responsively, next to its `/media/<hash>.webp` URL. */
export interface MediaImage {
  hash: string
  width: number
  height: number
  /** Animated images have no variants: only the original WebP keeps the animation. */
  animated: boolean
}

/**
 * The variant widths of an image `originalWidth` pixels wide, ascending: every standard width
 * below it, then the original width itself (capped at the widest variant). Never an upscale.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < originalWidth)
  const top = Math.min(originalWidth, MAX_VARIANT_WIDTH)
  if (!widths.includes(top)) widths.push(top)
  return widths
}

export function variantUrl(hash: string, width: number, format: VariantFormat): string {
  return `/media/${hash}-${width}.${format}`
}

/** `srcset` of one format: every variant width with its `w` descriptor. */
export function variantSrcSet(image: MediaImage, format: VariantFormat): string {
  return variantWidths(image.width)
    .map((width) => `${variantUrl(image.hash, width, format)} ${width}w`)
    .join(', ')
}
