import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Zippable } from 'fflate'
import {
  IMPORT_MESSAGES,
  LINKEDIN_FILES_READ,
  PROFILE_IMPORT_PATHS,
  type ImportApplyResponse,
  type ImportChoices,
  type ImportPlan,
} from '@contract/profile-import.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

const sourcePath = (path: string) => path.replace(':source', 'linkedin')

/**
 * The upload as one ZIP: LinkedIn's own ZIP as it is, or the CSV files picked one by one packed
 * into one here. Only the files an import reads are packed: a connections or messages file
 * picked by mistake never leaves the browser.
 */
export async function archiveOf(files: File[]): Promise<Blob> {
  const zip = files.find((file) => /\.zip$/i.test(file.name))
  if (zip) return zip
  const wanted = new Map(LINKEDIN_FILES_READ.map((name) => [name.toLowerCase(), name]))
  const packed: Zippable = {}
  for (const file of files) {
    const name = wanted.get(file.name.toLowerCase())
    if (name) packed[name] = new Uint8Array(await file.arrayBuffer())
  }
  if (Object.keys(packed).length === 0) throw new Error(IMPORT_MESSAGES.nothingKnown)
  // Loaded only when CSV files are picked: most owners upload LinkedIn's own ZIP.
  const { zipSync } = await import('fflate')
  return new Blob([new Uint8Array(zipSync(packed))], { type: 'application/zip' })
}

function uploadForm(archive: Blob, choices?: ImportChoices): FormData {
  const form = new FormData()
  if (choices) form.append('choices', JSON.stringify(choices))
  form.append('archive', archive, 'linkedin-export.zip')
  return form
}

/** The preview: nothing changes (no toast: the preview is shown instead). */
export function usePreviewLinkedInImport() {
  return useMutation({
    mutationFn: async (archive: Blob) =>
      (
        await ownerRequest<{ data: ImportPlan }>(sourcePath(PROFILE_IMPORT_PATHS.preview), {
          method: 'POST',
          form: uploadForm(archive),
        })
      ).data,
    meta: { silent: true },
  })
}

/** Applies it as chosen (the same upload again): every list the dashboard loaded is read again. */
export function useApplyLinkedInImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ archive, choices }: { archive: Blob; choices: ImportChoices }) =>
      ownerRequest<ImportApplyResponse>(sourcePath(PROFILE_IMPORT_PATHS.apply), {
        method: 'POST',
        form: uploadForm(archive, choices),
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
