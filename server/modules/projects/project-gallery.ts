import type { GalleryImage, Outcome } from '@contract/project.ts'
import { mediaUrl } from '../media/media-url.ts'

/**
 * A gallery image as the project's row keeps it (`projects.gallery`, JSON): the stored image by
 * its hash, and its words. The list is the project's own, so a revision, the trash, a backup and
 * an undo carry it with the project's other fields; `project_images` keeps the images themselves.
 */
export interface StoredGalleryImage {
  hash: string
  alt: string
  caption: string
}

/** A JSON list column read back: anything but a list (a row from before it existed) is none. */
function listOf(json: unknown): unknown[] {
  if (typeof json !== 'string') return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function storedGallery(json: unknown): StoredGalleryImage[] {
  return listOf(json).flatMap((item) => {
    const { hash, alt, caption } = (item ?? {}) as Record<string, unknown>
    return typeof hash === 'string' ? [{ hash, alt: text(alt), caption: text(caption) }] : []
  })
}

export function storedOutcomes(json: unknown): Outcome[] {
  return listOf(json).map((item) => {
    const { value, label } = (item ?? {}) as Record<string, unknown>
    return { value: text(value), label: text(label) }
  })
}

export const galleryColumn = (gallery: readonly StoredGalleryImage[]) =>
  JSON.stringify(gallery.map(({ hash, alt, caption }) => ({ hash, alt, caption })))

/** Outcomes as stored: the owner's words trimmed, in their order. */
export const outcomesColumn = (outcomes: readonly Outcome[]) =>
  JSON.stringify(outcomes.map(({ value, label }) => ({ value: value.trim(), label: label.trim() })))

export function presentGallery(gallery: readonly StoredGalleryImage[]): GalleryImage[] {
  return gallery.map(({ hash, alt, caption }) => ({ image: mediaUrl(hash), alt, caption }))
}

/** The hash of a gallery image's address (`/media/<hash>.webp`, checked by the contract). */
export const hashOfAddress = (address: string) => address.slice('/media/'.length, -'.webp'.length)
