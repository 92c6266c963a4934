import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
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
  type UpdateAnswer,
} from './list-cache.ts'

/** What the dashboard needs of a content type's descriptor (contract/content-types.ts). */
interface CollectionType {
  key: ContentTypeKey
  paths: { list: string; add: string; update: string; remove: string; reorder: string }
  newAt: 'start' | 'end'
}

/** How a content type's writes are kept in history (contract/content-types.ts `name`). */
export const historyOf = (type: { key: ContentTypeKey }): ListHistory => ({
  type: CONTENT_TYPES[type.key].name,
  removePath: CONTENT_TYPES[type.key].paths.remove,
})

/** A path with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id))

/**
 * The dashboard's calls for one JSON content list, derived from its descriptor: the list (one
 * query per type, cached under ['admin', key]), add many, update, delete and reorder, each
 * changing the cached list locally after a success (docs/contract.md §4).
 * `updateKey`: where the update's answer carries the record (the about update says
 * `updatedAbout`, docs/contract.md §7).
 */
export function collectionApi<T extends Identified, Input>(
  type: CollectionType,
  {
    updateKey = 'updatedData',
    onePerAdd = false,
  }: {
    updateKey?: 'updatedData' | 'updatedAbout'
    /** The new /api/<plural> routes add one record per request: the entries go in order. */
    onePerAdd?: boolean
  } = {},
) {
  const key = ['admin', type.key] as const
  const { paths } = type
  const list = async (): Promise<T[]> => (await ownerRequest<ListAnswer<T>>(paths.list)).data
  const listQueryOptions = () => queryOptions({ queryKey: key, queryFn: list })

  const create = async (inputs: Input[]): Promise<AddAnswer<T>> => {
    if (!onePerAdd) return ownerRequest<AddAnswer<T>>(paths.add, { method: 'POST', json: inputs })
    const data: T[] = []
    let message = ''
    for (const input of inputs) {
      const answer = await ownerRequest<AddAnswer<T>>(paths.add, { method: 'POST', json: input })
      data.push(...answer.data)
      message = answer.message
    }
    return { success: true, data, message }
  }
  const update = ({ id, input }: { id: string; input: Input }) =>
    ownerRequest<Record<string, unknown>>(withId(paths.update, id), { method: 'PUT', json: input })
  const remove = (id: string) =>
    ownerRequest<MessageAnswer>(withId(paths.remove, id), { method: 'DELETE' })
  const reorder = (ids: string[]) =>
    ownerRequest<ReorderAnswer<T>>(paths.reorder, { method: 'PUT', json: { ids } })

  return {
    key,
    listQueryOptions,
    useList: () => useQuery(listQueryOptions()),
    useCreate: () => useAppendMutation(key, create, type.newAt, historyOf(type)),
    useUpdate: () =>
      useReplaceMutation(key, update, (answer) => answer[updateKey] as T, historyOf(type)),
    useRemove: () => useRemoveMutation(key, remove, historyOf(type)),
    useReorder: () => useReorderMutation<T>(key, reorder),
  }
}

export interface ImageItemUpdate<Fields> {
  id: string
  fields: Fields
  /** A new image, or null to keep the current one. */
  image: File | null
  onUploadProgress?: (fraction: number) => void
}

/**
 * The update of a record with an image (skills, projects): JSON when the image stays, multipart
 * when a new one is sent. Changes the cached list like every update.
 */
export function useImageItemUpdate<
  T extends Identified,
  Fields extends { [K in keyof Fields]: string },
>(type: { key: ContentTypeKey; paths: { update: string } }) {
  const update = ({ id, fields, image, onUploadProgress }: ImageItemUpdate<Fields>) => {
    const path = withId(type.paths.update, id)
    if (!image) return ownerRequest<UpdateAnswer<T>>(path, { method: 'PUT', json: fields })
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
    form.append('image', image)
    return ownerRequest<UpdateAnswer<T>>(path, {
      method: 'PUT',
      form,
      onUploadProgress: onUploadProgress ?? (() => {}),
    })
  }
  return useReplaceMutation(['admin', type.key], update, undefined, historyOf(type))
}
