import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  RESUME_PATHS,
  type ResumeImportResponse,
} from '@contract/resume.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

function importResume({ document, dryRun }: { document: unknown; dryRun: boolean }) {
  return ownerRequest<ResumeImportResponse>(
    `${RESUME_PATHS.import}${dryRun ? '?dryRun=true' : ''}`,
    { method: 'POST', json: document },
  )
}

/** The preview: what an import would change (no success toast: the preview is shown instead). */
export function usePreviewResumeImport() {
  return useMutation({
    mutationFn: (document: unknown) => importResume({ document, dryRun: true }),
    meta: { silent: true },
  })
}

/** Applies the import; every list the dashboard has loaded is fetched again. */
export function useImportResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (document: unknown) => importResume({ document, dryRun: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
