import { useEffect, useState } from 'react'
import { errorMessage, ownerRequest } from '@/lib/api/api-client.ts'

interface RenderedPreview {
  html: string
  words: number
  readingMinutes: number
}

/** How long typing must pause before the preview is rendered again. */
const PREVIEW_DELAY_MS = 350

/**
 * The Markdown as the public page will show it, by the server's own renderer; `signal` cancels
 * it, and the server then stops rendering it.
 */
async function renderPreview(body: string, signal?: AbortSignal): Promise<RenderedPreview> {
  return (
    await ownerRequest<{ data: RenderedPreview }>('/api/posts/render', {
      method: 'POST',
      json: { body },
      signal,
    })
  ).data
}

/** The rendered HTML, or why there is none; undefined until the first one arrives. */
export type MarkdownPreview = { html: string } | { problem: string } | undefined

/**
 * `value` rendered by the server once typing pauses, while `enabled` (only while it is shown).
 * A newer text cancels the preview still being made for an older one, on the server too.
 */
export function useRenderedMarkdown(value: string, enabled = true): MarkdownPreview {
  const [preview, setPreview] = useState<MarkdownPreview>()
  useEffect(() => {
    if (!enabled) return
    const superseded = new AbortController()
    const timer = setTimeout(() => {
      renderPreview(value, superseded.signal).then(
        (rendered) => !superseded.signal.aborted && setPreview({ html: rendered.html }),
        (problem: unknown) =>
          !superseded.signal.aborted &&
          setPreview({ problem: `The preview could not be made: ${errorMessage(problem)}` }),
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      superseded.abort()
      clearTimeout(timer)
    }
  }, [value, enabled])
  return preview
}
