import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { HistoryMeta } from './undo.ts'

/** The record type a list's writes are kept in history as, for the toasts' "Undo". */
export type ListHistory = Omit<HistoryMeta, 'action'>

const historyMeta = (history: ListHistory | undefined, action: HistoryMeta['action']) =>
  history ? { meta: { history: { ...history, action } } } : {}

/** Every record on the wire has a string `_id`. */
export interface Identified {
  _id: string
}

export interface ListAnswer<T> {
  success: true
  data: T[]
}
export interface AddAnswer<T> {
  success: true
  data: T[]
  message: string
}
export interface UpdateAnswer<T> {
  success: true
  updatedData: T
  message: string
}
export interface MessageAnswer {
  success: boolean
  message: string
}
export type ReorderAnswer<T> = AddAnswer<T>

/**
 * docs/contract.md §4: admin lists change locally after a success, without a refetch. An add puts
 * the returned items where the server did (first or last: the descriptor's `newAt`), a delete
 * removes by `_id`, an update replaces the item with the returned one.
 */
export function useAppendMutation<T, Variables>(
  key: QueryKey,
  mutationFn: (variables: Variables) => Promise<AddAnswer<T>>,
  newAt: 'start' | 'end',
  history?: ListHistory,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    ...historyMeta(history, 'create'),
    onSuccess: (answer) =>
      queryClient.setQueryData<T[]>(key, (list = []) =>
        newAt === 'start' ? [...answer.data, ...list] : [...list, ...answer.data],
      ),
  })
}

export function useRemoveMutation(
  key: QueryKey,
  mutationFn: (id: string) => Promise<unknown>,
  history?: ListHistory,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    ...historyMeta(history, 'delete'),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Identified[]>(key, (list = []) =>
        list.filter((item) => item._id !== id),
      ),
  })
}

export function useReplaceMutation<T extends Identified, Variables, Answer = UpdateAnswer<T>>(
  key: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  recordOf: (answer: Answer) => T = (answer) => (answer as UpdateAnswer<T>).updatedData,
  history?: ListHistory,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    ...historyMeta(history, 'update'),
    onSuccess: (answer) => {
      const updated = recordOf(answer)
      queryClient.setQueryData<T[]>(key, (list = []) =>
        list.map((item) => (item._id === updated._id ? updated : item)),
      )
    },
  })
}

/** Shows the new order at once; puts the old one back if the server refuses it. */
export function useReorderMutation<T extends Identified>(
  key: QueryKey,
  mutationFn: (ids: string[]) => Promise<ReorderAnswer<T>>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (items: T[]) => mutationFn(items.map((item) => item._id)),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<T[]>(key)
      queryClient.setQueryData<T[]>(key, items)
      return { previous }
    },
    onError: (_error, _items, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (answer) => queryClient.setQueryData<T[]>(key, answer.data),
  })
}
