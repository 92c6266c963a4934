import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import { ownerRequest, withId, type RequestOptions } from '@/lib/api/api-client.ts'
import {
  useAppendMutation,
  useRemoveMutation,
  useReorderMutation,
  useReplaceMutation,
  type AddAnswer,
  type Identified,
  type ListAnswer,
  type MessageAnswer,
  type ListHistory,
  type ReorderAnswer,
} from './list-cache.ts'

/** A record as the generic dashboard pages hold it: its id and the fields its API answers. */
export type ContentItem = Identified & Record<string, unknown>

/** The text fields of a form, by their wire names. */
export type TextFields = Record<string, string>

/** What a write sends: the text fields, and values of other shapes (a project's figures). */
export type RecordFields = Record<string, unknown>

/**
 * Writes a type makes after the record's own, once it has an id (a project's gallery): they
 * answer the record as they leave it and how many writes they made (each a revision).
 */
export type FurtherWrites = (
  record: ContentItem,
) => Promise<{ record: ContentItem; writes: number }>

/** How a content type's writes are kept in history (contract/content-types.ts `name`). */
export const historyOf = (type: { key: ContentTypeKey }): ListHistory => ({
  type: CONTENT_TYPES[type.key].name,
  removePath: CONTENT_TYPES[type.key].paths.remove,
})

/**
 * The one multipart body of a write that sends an image (any content type, the profile record):
 * the text fields by their wire names (a list, such as a project's figures, as JSON text), then
 * the file as `image` (left out when there is none, so an update keeps the stored image).
 */
export function multipartBody(fields: Record<string, unknown>, image: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    form.append(
      name,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    )
  }
  if (image) form.append('image', image)
  return form
}

/** A write's body: JSON, or multipart with its upload progress when an image goes with it. */
function writeBody(
  fields: Record<string, unknown>,
  image: File | null | undefined,
  onUploadProgress: ((fraction: number) => void) | undefined,
): Pick<RequestOptions, 'json' | 'form' | 'onUploadProgress'> {
  if (!image) return { json: fields }
  return { form: multipartBody(fields, image), onUploadProgress: onUploadProgress ?? (() => {}) }
}

/** An add: the records of the form (several for the contract's JSON lists), and maybe an image. */
export interface ContentAdd {
  entries: RecordFields[]
  image?: File | null
  onUploadProgress?: (fraction: number) => void
  /** After a one-record add: the type's further writes to the new record. */
  then?: FurtherWrites
}

/** An update: the record's fields, and what happens to its image. */
export interface ContentUpdate {
  id: string
  fields: RecordFields
  /** A new image; none keeps the current one. */
  image?: File | null
  /** Takes the current image off (types whose image is optional). */
  removeImage?: boolean
  onUploadProgress?: (fraction: number) => void
  /** The type's further writes once the record's own is saved. */
  then?: FurtherWrites
}

/**
 * The dashboard's calls for one content type, derived from its descriptor: its list in the
 * owner's order (`paths.collection`, cached under ['admin', key]), add (a JSON array for the
 * contract's JSON lists; one record per request otherwise, multipart when an image goes with
 * it), update (JSON, or multipart with a new image), delete and reorder, each changing the cached
 * list locally after a success (docs/contract.md §4) and kept in history for the toasts' "Undo".
 */
export function collectionApi(key: ContentTypeKey) {
  const type = CONTENT_TYPES[key]
  const { paths } = type
  const queryKey = ['admin', key] as const
  const history = historyOf(type)
  const list = async (): Promise<ContentItem[]> =>
    (await ownerRequest<ListAnswer<ContentItem>>(paths.collection)).data
  const listQueryOptions = () => queryOptions({ queryKey, queryFn: list })
  /**
   * The contract's add answers the record as it always did (`legacyRecord`, without the fields
   * added since): the list keeps the whole record, read back once from Vitrine's own list.
   */
  const wholeRecords = async (added: ContentItem[]): Promise<ContentItem[]> => {
    if (!('legacyRecord' in type)) return added
    const stored = new Map((await list()).map((record) => [record._id, record]))
    return added.map((record) => stored.get(record._id) ?? record)
  }

  const create = async ({
    entries,
    image,
    onUploadProgress,
    then,
  }: ContentAdd): Promise<AddAnswer<ContentItem>> => {
    if (type.add === 'many') {
      const answer = await ownerRequest<AddAnswer<ContentItem>>(paths.add, {
        method: 'POST',
        json: entries,
      })
      return { ...answer, data: await wholeRecords(answer.data) }
    }
    // One record per request, in the order of the form.
    const data: ContentItem[] = []
    let message = ''
    for (const entry of entries) {
      const answer = await ownerRequest<AddAnswer<ContentItem>>(paths.add, {
        method: 'POST',
        ...writeBody(entry, image, onUploadProgress),
      })
      for (const record of answer.data) data.push(then ? (await then(record)).record : record)
      message = answer.message
    }
    return { success: true, data: await wholeRecords(data), message }
  }
  const update = async ({
    id,
    fields,
    image,
    removeImage,
    onUploadProgress,
    then,
  }: ContentUpdate) => {
    const answer = await ownerRequest<Record<string, unknown>>(withId(paths.update, id), {
      method: 'PUT',
      ...writeBody(
        removeImage && !image ? { ...fields, removeImage: true } : fields,
        image,
        onUploadProgress,
      ),
    })
    if (!then) return answer
    // Undo goes back to the version before the first of these writes.
    const further = await then(answer[type.updateKey] as ContentItem)
    return { ...answer, [type.updateKey]: further.record, writes: 1 + further.writes }
  }
  const remove = (id: string) =>
    ownerRequest<MessageAnswer>(withId(paths.remove, id), { method: 'DELETE' })
  const reorder = (ids: string[]) =>
    ownerRequest<ReorderAnswer<ContentItem>>(paths.reorder, { method: 'PUT', json: { ids } })

  return {
    key: queryKey,
    listQueryOptions,
    useList: () => useQuery(listQueryOptions()),
    useCreate: () => useAppendMutation(queryKey, create, type.newAt, history),
    useUpdate: () =>
      useReplaceMutation(
        queryKey,
        update,
        (answer) => answer[type.updateKey] as ContentItem,
        history,
      ),
    useRemove: () => useRemoveMutation(queryKey, remove, history),
    useReorder: () => useReorderMutation<ContentItem>(queryKey, reorder),
  }
}

export type CollectionApi = ReturnType<typeof collectionApi>
