import type { MetaDescriptor } from 'react-router'
import { variantSrcSet, variantUrl, variantWidths, type MediaImage } from '@contract/media-image.ts'

/**
 * The `sizes` of each place a public page shows an image: how wide it is drawn at each viewport,
 * so the browser picks the smallest variant that is sharp. One list, so a preload asks for exactly
 * what the image itself will pick.
 */
export const IMAGE_SIZES = {
  heroPhoto: '(min-width: 768px) 384px, (min-width: 640px) 256px, 224px',
  projectCard: '(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw',
  featuredProject: '(min-width: 1024px) 640px, (min-width: 768px) 60vw, 100vw',
  avatar: '48px',
  /** A post's cover, as wide as its column (server/modules/posts/markdown.ts sizes its body's). */
  postCover: '(min-width: 48rem) 46rem, calc(100vw - 2.5rem)',
  /** A case study's gallery: one column on a phone, two from 40rem in the 46rem column. */
  galleryImage: '(min-width: 48rem) 22.5rem, (min-width: 40rem) 50vw, calc(100vw - 2.5rem)',
} as const

interface ResponsiveImageProps {
  /** The image's URL as the API gives it: `/media/<hash>.webp`, the default photo, or external. */
  src: string
  /** Set for our stored images: their size, and the hash their variants are named by. */
  media?: MediaImage
  alt: string
  /**
   * The box the layout gives the image, used when its own size is unknown (an external URL) so
   * the page does not shift when it arrives. The className should fix its shape too.
   */
  width: number
  height: number
  sizes: string
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean
  className?: string
  /** The alt text's own language, when not the page's (an untranslated text: TextLang). */
  altLang?: { lang?: string; dir?: 'ltr' | 'rtl' }
}

/**
 * Every image of the public pages. A stored image becomes a `<picture>` of AVIF and WebP variants
 * at several widths; anything else a plain `<img>`. Width and height are always set; images load
 * lazily unless they are the page's priority image. Pure render: public pages are not hydrated.
 */
export function ResponsiveImage({
  src,
  media,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  altLang,
}: ResponsiveImageProps) {
  const responsive = media && !media.animated
  const image = (
    <img
      src={src}
      alt={alt}
      width={media?.width ?? width}
      height={media?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...altLang}
    />
  )
  if (!responsive) return image
  return (
    // display: contents keeps the layout exactly as if the img stood alone.
    <picture className="contents">
      <source type="image/avif" srcSet={variantSrcSet(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(media, 'webp')} sizes={sizes} />
      {image}
    </picture>
  )
}

/** The densest screens an icon is drawn sharp on (device pixels per CSS pixel). */
const ICON_DENSITY = 3

/**
 * An image always drawn at one small size (a skill's icon, a person's avatar): a single WebP
 * variant, the narrowest sharp at ICON_DENSITY, instead of ResponsiveImage's two `srcset`s of
 * every width. A page of 300 skills weighs a third of what it did, and a browser fetches the
 * same 160-pixel file it would have picked from the srcset.
 */
export function IconImage({
  src,
  media,
  size,
  className,
}: {
  src: string
  media?: MediaImage
  /** Its width and height on the page, in CSS pixels. */
  size: number
  className?: string
}) {
  const widths = media && !media.animated ? variantWidths(media.width) : []
  const width = widths.find((candidate) => candidate >= size * ICON_DENSITY) ?? widths.at(-1)
  return (
    <img
      src={media && width !== undefined ? variantUrl(media.hash, width, 'webp') : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

/**
 * A `<link rel="preload">` for a page's priority image, for a route's `meta`: the AVIF variants
 * with the same `sizes` as the image (browsers without AVIF skip it).
 */
export function preloadImage(
  src: string | undefined,
  media: MediaImage | undefined,
  sizes: string,
): MetaDescriptor[] {
  // A plain <img fetchpriority="high"> is preloaded by React's server renderer itself; only an img
  // inside <picture> is not (the source it picks depends on the browser).
  if (!src || !media || media.animated) return []
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: variantSrcSet(media, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    },
  ]
}
