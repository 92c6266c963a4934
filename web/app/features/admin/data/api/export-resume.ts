import { useMutation } from '@tanstack/react-query'
import { RESUME_PATHS } from '@contract/resume.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

/** The export is the JSON Resume document itself (no envelope). */
function exportResume() {
  return ownerRequest<Record<string, unknown>>(RESUME_PATHS.export)
}

/** Hands the document to the browser as a resume.json download. */
function download(document: Record<string, unknown>) {
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = window.document.createElement('a')
  link.href = url
  link.download = 'resume.json'
  link.click()
  // The download has started from the click; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useExportResume() {
  return useMutation({
    mutationFn: exportResume,
    onSuccess: download,
    meta: { successMessage: 'resume.json downloaded' },
  })
}
