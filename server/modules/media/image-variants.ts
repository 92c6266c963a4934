import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import {
  MAX_VARIANT_WIDTH,
  VARIANT_FORMATS,
  variantWidths,
  type VariantFormat,
} from '@contract/media-image.ts'
import { isForeignKeyViolation } from '@/db/constraint-errors.ts'
import type { Database } from '@/db/schema.ts'
import { loadSharp } from './sharp-loader.ts'

/**
 * AVIF effort 2 encodes a 1280-pixel-wide photo in under a second on one core (effort 4: six
 * seconds) for the same size within a few percent; see docs/decisions/0009-responsive-images.md.
 */
const VARIANT_ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
} as const

/** Hot variant bytes kept in memory: a portfolio's whole set of variants usually fits. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024

export interface ImageVariant {
  bytes: Buffer
  contentType: string
  etag: string
}

/**
 * Whether stored WebP bytes are an animation: the extended header (VP8X chunk, RFC 9649 §2.7)
 * carries an animation flag (bit 1 of byte 20). The store only keeps WebP.
 */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  const chunk = Buffer.from(bytes.subarray(12, 16)).toString('latin1')
  return chunk === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0
}

function isVariantFormat(format: string): format is VariantFormat {
  return (VARIANT_FORMATS as readonly string[]).includes(format)
}

export async function encodeVariant(
  original: Buffer,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const image = sharp(original).resize({ width, withoutEnlargement: true })
  return format === 'avif'
    ? image.avif(VARIANT_ENCODING.avif).toBuffer()
    : image.webp(VARIANT_ENCODING.webp).toBuffer()
}

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes))

/**
 * Responsive variants of stored images: made on first request (one encode per variant, however
 * many requests arrive at once), kept in `image_variants` and, when hot, in memory (originals
 * too, so a repeat request for any image touches no database).
 */
export function imageVariantStore(
  db: Kysely<Database>,
  { cacheBytes = DEFAULT_CACHE_BYTES, log }: { cacheBytes?: number; log?: FastifyBaseLogger } = {},
) {
  // Hot bytes, least recently used first out, bounded by their total size.
  const cache = new LRUCache<string, ImageVariant>({
    maxSize: cacheBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
  })
  const inFlight = new Map<string, Promise<ImageVariant | undefined>>()
  const warmQueue: string[] = []
  let warming: Promise<void> | undefined
  /** Warming waits for start(): nothing slow runs before the server listens. */
  let started = false
  let closed = false
  let encodes = 0

  function variant(hash: string, width: number, format: VariantFormat, bytes: Uint8Array) {
    return {
      bytes: asBuffer(bytes),
      contentType: `image/${format}`,
      etag: `"${hash}-${width}.${format}"`,
    }
  }

  async function load(hash: string, width: number, format: VariantFormat) {
    const stored = await db
      .selectFrom('image_variants')
      .select('bytes')
      .where('hash', '=', hash)
      .where('width', '=', width)
      .where('format', '=', format)
      .executeTakeFirst()
    if (stored) return variant(hash, width, format, stored.bytes)

    const media = await db
      .selectFrom('media')
      .select(['width', 'bytes'])
      .where('hash', '=', hash)
      .executeTakeFirst()
    if (!media || !variantWidths(media.width).includes(width) || isAnimatedWebp(media.bytes)) {
      return undefined
    }
    encodes += 1
    const bytes = await encodeVariant(asBuffer(media.bytes), width, format)
    try {
      await db
        .insertInto('image_variants')
        .values({ hash, width, format, bytes, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['hash', 'width', 'format']).doNothing())
        .execute()
    } catch (error) {
      // The image was deleted while we encoded: it has no variants any more.
      if (isForeignKeyViolation(error)) return undefined
      throw error
    }
    return variant(hash, width, format, bytes)
  }

  /** The variant, or undefined when the image, the width or the format does not exist. */
  function get(hash: string, width: number, format: string): Promise<ImageVariant | undefined> {
    if (!isVariantFormat(format) || !Number.isInteger(width) || width < 1) {
      return Promise.resolve(undefined)
    }
    if (width > MAX_VARIANT_WIDTH) return Promise.resolve(undefined)
    const key = `${hash}-${width}.${format}`
    const hot = cache.get(key)
    if (hot) return Promise.resolve(hot)
    const pending = inFlight.get(key)
    if (pending) return pending
    const loading = load(hash, width, format)
      .then((found) => {
        if (found) cache.set(key, found)
        return found
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, loading)
    return loading
  }

  async function warmOne(hash: string) {
    const media = await db
      .selectFrom('media')
      .select('width')
      .where('hash', '=', hash)
      .executeTakeFirst()
    if (!media) return
    for (const width of variantWidths(media.width)) {
      for (const format of VARIANT_FORMATS) {
        if (closed) return
        // An animated image answers undefined at once: nothing to warm.
        if (!(await get(hash, width, format))) return
      }
    }
  }

  async function drainWarmQueue() {
    for (let hash = warmQueue.shift(); hash && !closed; hash = warmQueue.shift()) {
      try {
        await warmOne(hash)
      } catch (error) {
        log?.warn({ err: error, hash }, 'Could not prepare the variants of an image')
      }
    }
    warming = undefined
  }

  return {
    get,

    /** The stored image itself (`/media/<hash>.webp`), through the same in-memory cache. */
    async original(hash: string, extension: string): Promise<ImageVariant | undefined> {
      const key = `${hash}.${extension}`
      const hot = cache.get(key)
      if (hot) return hot
      const media = await db
        .selectFrom('media')
        .select(['bytes', 'content_type', 'extension'])
        .where('hash', '=', hash)
        .executeTakeFirst()
      if (!media || media.extension !== extension) return undefined
      const found = {
        bytes: asBuffer(media.bytes),
        contentType: media.content_type,
        etag: `"${hash}"`,
      }
      cache.set(key, found)
      return found
    },

    /**
     * Makes every variant of these images in the background, one at a time, so the first visitor
     * after an upload is not the one who waits. Returns at once; before start() it only queues.
     */
    warm(hashes: Iterable<string>): void {
      if (closed) return
      for (const hash of hashes) if (!warmQueue.includes(hash)) warmQueue.push(hash)
      if (started)
        warming ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drainWarmQueue)
    },

    /** Lets warming begin (when the server listens), with what was queued before. */
    start(): void {
      if (started) return
      started = true
      if (warmQueue.length > 0) this.warm([])
    },

    /** Resolves once the background queue is empty (tests and shutdown). */
    async idle(): Promise<void> {
      while (warming) await warming
    },

    /** Forgets the in-memory copies of a deleted image and its variants (the table cascades). */
    /** Drops every image held in memory (the content was replaced from outside: a restore). */
    clear(): void {
      cache.clear()
    },

    forget(hash: string): void {
      for (const key of [...cache.keys()]) if (key.startsWith(hash)) cache.delete(key)
    },

    /** Stops warming and waits for the variant being made. */
    async close(): Promise<void> {
      closed = true
      warmQueue.length = 0
      await Promise.allSettled([warming, ...inFlight.values()])
    },

    stats: () => ({ encodes, cachedBytes: cache.calculatedSize }),
  }
}
