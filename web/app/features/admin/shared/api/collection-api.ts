import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentTypeKey } from '@contract/content-types.ts'
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
  type ReorderAnswer,
} from './list-cache.ts'

/** What the dashboard needs of a content type's descriptor (contract/content-types.ts). */
interface CollectionType {
  key: ContentTypeKey
  paths: { list: string; add: string; update: string; remove: string; reorder: string }
}

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
    useCreate: () => useAppendMutation(key, create),
    useUpdate: () => useReplaceMutation(key, update, (answer) => answer[updateKey] as T),
    useRemove: () => useRemoveMutation(key, remove),
    useReorder: () => useReorderMutation<T>(key, reorder),
  }
}
