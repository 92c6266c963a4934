import { useQuery } from '@tanstack/react-query'
import type { SectionItem, SectionItemInput } from '@contract/section.ts'
import { errorMessage, ownerRequest } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import { multipartBody } from '@/features/admin/shared/api/collection-api.ts'
import {
  useAppendMutation,
  useRemoveMutation,
  useReorderMutation,
  useReplaceMutation,
  type MessageAnswer,
  type ReorderAnswer,
} from '@/features/admin/shared/api/list-cache.ts'
import {
  sectionItemsKey,
  sectionItemsQueryOptions,
} from '@/features/admin/shared/api/list-sections.ts'

interface ItemAnswer {
  success: true
  data: SectionItem
  message: string
}

/** An item's values, and what happens to its image (the image pipeline has a call of its own). */
export interface ItemWrite {
  values: SectionItemInput
  /** A new image; none keeps the current one. */
  image?: File | null
  removeImage?: boolean
  onUploadProgress?: (fraction: number) => void
}

const itemsPath = (sectionId: string) => `/api/sections/${encodeURIComponent(sectionId)}/items`
const itemPath = (sectionId: string, itemId: string) =>
  `${itemsPath(sectionId)}/${encodeURIComponent(itemId)}`

export const useSectionItems = (sectionId: string) => useQuery(sectionItemsQueryOptions(sectionId))

/**
 * The item's image change, if any. After its values were saved (`afterSave`), a refused image
 * (too big, not an image) leaves the saved item as it is and says why, so the form closes on
 * what was saved and the owner opens it again to try another image.
 */
async function changeImage(
  sectionId: string,
  item: SectionItem,
  { image, removeImage, onUploadProgress }: ItemWrite,
  afterSave: boolean,
): Promise<ItemAnswer | undefined> {
  if (!image && !removeImage) return undefined
  try {
    return await ownerRequest<ItemAnswer>(`${itemPath(sectionId, item._id)}/image`, {
      method: image ? 'PUT' : 'DELETE',
      ...(image
        ? { form: multipartBody({}, image), onUploadProgress: onUploadProgress ?? (() => {}) }
        : {}),
    })
  } catch (error) {
    if (!afterSave) throw error
    void notify('error', `“${item.title}” is saved, but not its image: ${errorMessage(error)}`)
    return undefined
  }
}

/** Adds an item (last) to a section, then gives it its image. */
export function useCreateItem(sectionId: string) {
  return useAppendMutation(
    sectionItemsKey(sectionId),
    async (write: ItemWrite) => {
      const added = await ownerRequest<ItemAnswer>(itemsPath(sectionId), {
        method: 'POST',
        json: write.values,
      })
      const withImage = await changeImage(sectionId, added.data, write, true)
      return { success: true as const, data: [(withImage ?? added).data], message: added.message }
    },
    'end',
    { type: 'section-item', removePath: `${itemsPath(sectionId)}/:id` },
  )
}

/**
 * Saves an item's values (unless only its image changed), then its image. Each write is a
 * version in its history: the toast's Undo goes back before all of them (`writes`).
 */
export function useUpdateItem(sectionId: string) {
  return useReplaceMutation(
    sectionItemsKey(sectionId),
    async ({
      id,
      current,
      valuesChanged,
      ...write
    }: ItemWrite & {
      id: string
      /** The item as the list has it, for a save that only changes the image. */
      current: SectionItem
      valuesChanged: boolean
    }) => {
      const imageOnly = !valuesChanged && Boolean(write.image || write.removeImage)
      if (imageOnly) {
        const answer = (await changeImage(sectionId, current, write, false))!
        return { ...answer, writes: 1 }
      }
      const saved = await ownerRequest<ItemAnswer>(itemPath(sectionId, id), {
        method: 'PUT',
        json: write.values,
      })
      const withImage = await changeImage(sectionId, saved.data, write, true)
      return { ...saved, data: (withImage ?? saved).data, writes: withImage ? 2 : 1 }
    },
    (answer) => answer.data,
    { type: 'section-item' },
  )
}

export function useDeleteItem(sectionId: string) {
  return useRemoveMutation(
    sectionItemsKey(sectionId),
    (id: string) => ownerRequest<MessageAnswer>(itemPath(sectionId, id), { method: 'DELETE' }),
    { type: 'section-item' },
  )
}

export function useReorderItems(sectionId: string) {
  return useReorderMutation<SectionItem>(sectionItemsKey(sectionId), (ids) =>
    ownerRequest<ReorderAnswer<SectionItem>>(`${itemsPath(sectionId)}/order`, {
      method: 'PUT',
      json: { ids },
    }),
  )
}
