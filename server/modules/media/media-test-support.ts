/** Real images and helpers for the upload tests; images are drawn with sharp at test time. */
import zlib from 'node:zlib'
import sharp from 'sharp'
import type { DatabaseHandle } from '@/db/database.ts'

export function pngImage(width = 64, height = 48, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** Random pixels compress badly: a small picture with many bytes, for the size cap. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** A three-frame animated GIF, 40x30. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((c) => pngImage(40, 30, c)),
  )
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer()
}

/**
 * A tiny PNG whose header claims 50000x50000 pixels: decoding it would need gigabytes. The IHDR
 * chunk starts at byte 8; its CRC covers the type and data (bytes 12 to 29).
 */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8))
  png.writeUInt32BE(50_000, 16)
  png.writeUInt32BE(50_000, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

export interface FileField {
  bytes: Uint8Array
  name?: string
  type?: string
}

/** A multipart body: text fields, plus `image` when given. */
export function imageForm(fields: Record<string, string>, image?: FileField): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (image) {
    form.append(
      'image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }),
      image.name ?? 'image.png',
    )
  }
  return form
}

/** How many images the store holds. */
export async function countMedia(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
