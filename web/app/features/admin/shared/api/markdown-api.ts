import { ownerRequest } from '@/lib/api/api-client.ts'

export interface RenderedPreview {
  html: string
  words: number
  readingMinutes: number
}

/**
 * The Markdown as the public page will show it, by the server's own renderer; `signal` cancels
 * it, and the server then stops rendering it.
 */
export async function renderPreview(body: string, signal?: AbortSignal): Promise<RenderedPreview> {
  return (
    await ownerRequest<{ data: RenderedPreview }>('/api/posts/render', {
      method: 'POST',
      json: { body },
      signal,
    })
  ).data
}
