import {
  GALLERY_PATH,
  type GalleryImage,
  type GalleryInput,
  type Project,
} from '@contract/project.ts'
import type { ContentItem } from '@/features/admin/shared/api/collection-api.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'

/** One picture of the gallery being edited: stored already, or a new file until it is sent. */
export interface GalleryDraftImage {
  /** Stable for the editor's list, whatever happens to the picture. */
  key: string
  /** Its address once stored (`/media/<hash>.webp`). */
  image?: string
  /** A picture chosen and not sent yet. */
  file?: File
  /** The new file as a data: URL, to show it before it is sent. */
  preview?: string
  alt: string
  caption: string
}

interface GalleryAnswer {
  success: true
  data: Project
  message: string
}

const addImage = (id: string, { file, alt, caption }: GalleryDraftImage) => {
  const form = new FormData()
  form.append('alt', alt.trim())
  form.append('caption', caption.trim())
  form.append('image', file!)
  return ownerRequest<GalleryAnswer>(withId(GALLERY_PATH, id), { method: 'POST', form })
}

const arrange = (id: string, images: GalleryInput['images']) =>
  ownerRequest<GalleryAnswer>(withId(GALLERY_PATH, id), { method: 'PUT', json: { images } })

const same = (a: readonly GalleryImage[], b: GalleryInput['images']) =>
  JSON.stringify(a.map(({ image, alt, caption }) => ({ image, alt, caption }))) ===
  JSON.stringify(b.map(({ image, alt, caption = '' }) => ({ image, alt, caption })))

/**
 * Makes a project's stored gallery what the editor holds, after the project itself is saved:
 * each new picture sent (it goes last), then, when the order, the words or the pictures kept
 * differ from what is stored, the gallery arranged in one call (which also takes out those the
 * owner removed). `sent` hears of each picture stored, so a save tried again after a refusal
 * does not send it twice. Answers the project as it is left and how many writes were made.
 */
export async function saveGallery(
  saved: ContentItem,
  draft: readonly GalleryDraftImage[],
  sent: (key: string, image: string) => void,
): Promise<{ record: ContentItem; writes: number }> {
  let record = saved
  let writes = 0
  const stored = new Map<string, string>()
  for (const item of draft) {
    if (item.image || !item.file) continue
    const answer = await addImage(record._id, item)
    const image = answer.data.gallery.at(-1)!.image
    stored.set(item.key, image)
    sent(item.key, image)
    record = answer.data as unknown as ContentItem
    writes += 1
  }
  const wanted = draft.flatMap(({ key, image, alt, caption }) => {
    const address = image ?? stored.get(key)
    return address ? [{ image: address, alt: alt.trim(), caption: caption.trim() }] : []
  })
  // A new project's add answers the contract's record, which has no gallery field.
  if (!same((record as unknown as Partial<Project>).gallery ?? [], wanted)) {
    record = (await arrange(record._id, wanted)).data as unknown as ContentItem
    writes += 1
  }
  return { record, writes }
}
