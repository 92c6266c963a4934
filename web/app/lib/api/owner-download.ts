import { AUTH_HEADER } from '@contract/limits.ts'
import { ApiError } from './api-client.ts'
import { endSession, readToken } from './owner-session.ts'

export interface DownloadedFile {
  blob: Blob
  name: string
}

/**
 * GETs a file the owner may download (a backup, a CSV) with their token; the name comes from the
 * answer's content-disposition. A 401 ends the session like any owner call; a refusal throws the
 * server's own words, else `failure`.
 */
export async function fetchOwnerFile(
  path: string,
  fallbackName: string,
  failure: string,
): Promise<DownloadedFile> {
  const token = readToken()
  let response: Response
  try {
    response = await fetch(path, { headers: token ? { [AUTH_HEADER]: token } : {} })
  } catch {
    throw new ApiError('Network error: the server could not be reached', 0)
  }
  if (!response.ok) {
    if (response.status === 401) endSession()
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(body?.message || failure, response.status)
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  return { blob: await response.blob(), name }
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, name }: DownloadedFile) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The download has started from the click; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
