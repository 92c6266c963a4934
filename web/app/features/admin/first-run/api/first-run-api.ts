import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DEMO_PATH,
  FIRST_RUN_PATH,
  type ChecklistResponse,
  type FirstRunStep,
} from '@contract/first-run.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { SUMMARY_KEY } from '@/features/admin/shared/api/query-client.ts'

const CHECKLIST_KEY = [...SUMMARY_KEY, 'first-run'] as const

async function getChecklist(): Promise<{ key: FirstRunStep; done: boolean }[]> {
  return (await ownerRequest<ChecklistResponse>(FIRST_RUN_PATH)).data.steps
}

export const checklistQueryOptions = () =>
  queryOptions({ queryKey: CHECKLIST_KEY, queryFn: getChecklist, staleTime: 0 })

export const useChecklist = () => useQuery(checklistQueryOptions())

/** Removes the demo's records; every list is read again. */
export function useRemoveDemo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      ownerRequest<{ success: true; message: string }>(DEMO_PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
