import crypto from 'node:crypto'
import type { Sharp } from 'sharp'
import { errors } from '@/errors.ts'
import { loadSharp } from './sharp-loader.ts'

/** Raster formats we accept, recognised by their bytes, never by file name or declared type. */
const ACCEPTED_TYPES = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
])
/** Formats that may carry several frames: their animation survives as an animated WebP. */
const MAYBE_ANIMATED = new Set(['image/gif', 'image/webp', 'image/apng'])

const IMAGE_LIMITS = {
  /** Stored images fit inside this square; smaller ones are never enlarged. */
  maxSide: 2000,
  /** Decoding stops above this many pixels (all frames together): a small file can be a bomb. */
  maxInputPixels: 40_000_000,
  webpQuality: 82,
} as const

/** What the store keeps: always WebP, named by the sha256 of its bytes. */
export interface EncodedImage {
  hash: string
  contentType: 'image/webp'
  extension: 'webp'
  bytes: Buffer
  width: number
  height: number
}

const UNSUPPORTED_IMAGE_MESSAGE = 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted'

/**
 * Checks that an upload is a real raster image and re-encodes it: metadata stripped, orientation
 * applied, size capped, WebP out. Refuses other formats (SVG included) with 415 and images that do
 * not decode with 400.
 */
export async function processUpload(upload: Uint8Array): Promise<EncodedImage> {
  if (upload.length === 0) throw errors.badRequest('The image file is empty')
  // file-type is loaded at the first upload, not parsed at every start (docs/performance.md).
  const { fileTypeFromBuffer } = await import('file-type')
  const type = await fileTypeFromBuffer(upload)
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw errors.unsupportedMediaType(UNSUPPORTED_IMAGE_MESSAGE)
  }
  const sharp = await loadSharp()
  const decoder = sharp(upload, {
    animated: MAYBE_ANIMATED.has(type.mime),
    limitInputPixels: IMAGE_LIMITS.maxInputPixels,
    // Truncated or corrupt data is a warning to libvips; we refuse it rather than store half a picture.
    failOn: 'warning',
  })
  try {
    return await encodeImage(decoder)
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      const megapixels = IMAGE_LIMITS.maxInputPixels / 1_000_000
      throw errors.badRequest(`The image is too large: at most ${megapixels} megapixels`)
    }
    throw errors.badRequest('The image could not be read; it may be damaged or incomplete')
  }
}

/**
 * Re-encodes any sharp input the way the store keeps images (uploads and the demo's own).
 * `effort` (0-6) trades WebP size for speed; the demo's flat drawings need little.
 */
export async function encodeImage(image: Sharp, { effort = 4 } = {}): Promise<EncodedImage> {
  const { data, info } = await image
    .autoOrient()
    .resize({
      width: IMAGE_LIMITS.maxSide,
      height: IMAGE_LIMITS.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: IMAGE_LIMITS.webpQuality, effort })
    .toBuffer({ resolveWithObject: true })
  return {
    hash: crypto.createHash('sha256').update(data).digest('hex'),
    contentType: 'image/webp',
    extension: 'webp',
    bytes: data,
    width: info.width,
    // An animation is one tall strip of frames to libvips: a frame is pageHeight high.
    height: info.pageHeight ?? info.height,
  }
}
