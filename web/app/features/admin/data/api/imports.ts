import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PROFILE_IMPORT_PATHS, type ImportSummary } from '@contract/profile-import.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'

const IMPORTS_KEY = ['admin', 'imports'] as const

/** The imports of every source (LinkedIn, GitHub, JSON Resume) that can still be undone. */
export function useImports() {
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: async () =>
      (await ownerRequest<{ data: ImportSummary[] }>(PROFILE_IMPORT_PATHS.list)).data,
  })
}

export function useUndoImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      ownerRequest<{ message: string }>(withId(PROFILE_IMPORT_PATHS.undo, id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
