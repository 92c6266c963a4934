import { useMutation } from '@tanstack/react-query'
import { BACKUP_PATH } from '@contract/backup.ts'
import { AUTH_HEADER } from '@contract/limits.ts'
import { ApiError } from '@/lib/api/api-client.ts'
import { endSession, readToken } from '@/lib/api/owner-session.ts'

const FALLBACK = 'The backup could not be made. Please try again.'

/** GET the backup archive with the owner's token; a 401 ends the session like any owner call. */
async function fetchBackup(): Promise<{ blob: Blob; name: string }> {
  const token = readToken()
  let response: Response
  try {
    response = await fetch(BACKUP_PATH, { headers: token ? { [AUTH_HEADER]: token } : {} })
  } catch {
    throw new ApiError('Network error: the server could not be reached', 0)
  }
  if (!response.ok) {
    if (response.status === 401) endSession()
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(body?.message || FALLBACK, response.status)
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'vitrine-backup.tar.gz'
  return { blob: await response.blob(), name }
}

/** Hands the archive to the browser as a download. */
function save({ blob, name }: { blob: Blob; name: string }) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useDownloadBackup() {
  return useMutation({
    mutationFn: fetchBackup,
    onSuccess: save,
    meta: { successMessage: 'Backup downloaded' },
  })
}
