import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  SECTION_MESSAGES,
  type Section,
  type SectionInput,
  type SectionUpdate,
} from '@contract/section.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'
import {
  useAppendMutation,
  useRemoveMutation,
  useReplaceMutation,
  type ListHistory,
  type MessageAnswer,
} from '@/features/admin/shared/api/list-cache.ts'
import { SECTIONS_KEY, sectionItemsKey } from '@/features/admin/shared/api/list-sections.ts'

const SECTION_PATH = '/api/sections/:id'
/** Sections are kept in history as `section` (contract/history.ts), for the toasts' Undo. */
const HISTORY: ListHistory = { type: 'section', removePath: SECTION_PATH }

interface SectionAnswer {
  success: true
  data: Section
  message: string
}

/** Adds a section (last); the list shows it at once. */
export function useCreateSection() {
  return useAppendMutation(
    SECTIONS_KEY,
    async (input: SectionInput) => {
      const answer = await ownerRequest<SectionAnswer>('/api/sections', {
        method: 'POST',
        json: input,
      })
      return { ...answer, data: [answer.data] }
    },
    'end',
    HISTORY,
  )
}

/** Changes a section's definition; its items are read again, since they answer its fields. */
export function useUpdateSection() {
  const queryClient = useQueryClient()
  return useReplaceMutation(
    SECTIONS_KEY,
    async ({ id, input }: { id: string; input: SectionUpdate }) => {
      const answer = await ownerRequest<SectionAnswer>(withId(SECTION_PATH, id), {
        method: 'PUT',
        json: input,
      })
      void queryClient.invalidateQueries({ queryKey: sectionItemsKey(id) })
      return answer
    },
    (answer) => answer.data,
    HISTORY,
  )
}

/** Deletes a section and its items (to the trash, together). */
export function useDeleteSection() {
  const queryClient = useQueryClient()
  return useRemoveMutation(
    SECTIONS_KEY,
    async (id: string) => {
      const answer = await ownerRequest<MessageAnswer>(withId(SECTION_PATH, id), {
        method: 'DELETE',
      })
      queryClient.removeQueries({ queryKey: sectionItemsKey(id) })
      return answer
    },
    HISTORY,
  )
}

/**
 * The one section a reorder moved (a drag or Move up/down moves one) and its new place from 1:
 * between the first and last places that differ, it is the one found at the other end.
 */
export function movedSection(
  before: readonly Section[],
  after: readonly Section[],
): { id: string; position: number } | undefined {
  const differs = (index: number) => before[index]?._id !== after[index]?._id
  const first = after.findIndex((_section, index) => differs(index))
  if (first < 0) return undefined
  const last = after.findLastIndex((_section, index) => differs(index))
  const movedUp = after[first]?._id === before[last]?._id
  return movedUp
    ? { id: before[last]!._id, position: first + 1 }
    : { id: before[first]!._id, position: last + 1 }
}

/**
 * Moves a section to a new place (PUT with its `position`): the list shows the new order at
 * once, goes back if the server refuses, and is read again after (the others' places moved).
 */
export function useMoveSection() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ id, position }: { next: Section[]; id: string; position: number }) =>
      ownerRequest<SectionAnswer>(withId(SECTION_PATH, id), {
        method: 'PUT',
        json: { position },
      }),
    meta: { successMessage: SECTION_MESSAGES.reordered },
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: SECTIONS_KEY, exact: true })
      const previous = queryClient.getQueryData<Section[]>(SECTIONS_KEY)
      queryClient.setQueryData(SECTIONS_KEY, next)
      return { previous }
    },
    onError: (_error, _move, context) => queryClient.setQueryData(SECTIONS_KEY, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECTIONS_KEY, exact: true }),
  })
  return {
    isPending: mutation.isPending,
    mutate(next: Section[]) {
      const moved = movedSection(queryClient.getQueryData<Section[]>(SECTIONS_KEY) ?? [], next)
      if (moved) mutation.mutate({ next, ...moved })
    },
  }
}
