import { ownerRequest } from '@/lib/api/api-client.ts'

export interface RenderedPreview {
  html: string
  words: number
  readingMinutes: number
}

/** The Markdown as the public page will show it, by the server's own renderer. */
export async function renderPreview(body: string): Promise<RenderedPreview> {
  return (
    await ownerRequest<{ data: RenderedPreview }>('/api/posts/render', {
      method: 'POST',
      json: { body },
    })
  ).data
}
