import type { MessagePort } from 'node:worker_threads'
import type { MediaImage } from '@contract/media-image.ts'
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts'

/** One text to render, and the port on which the worker talks to the server about it. */
export interface RenderTask {
  markdown: string
  port: MessagePort
  /** Set to 1 by the server when nobody waits for this render any more. */
  cancelled: Int32Array
}

/** What the worker says on a task's port: that it began, or which stored images it needs. */
export type RenderNote = { kind: 'started' } | { kind: 'describe'; hashes: readonly string[] }

/**
 * The renderer's first run loads the highlighter and its themes: done once per thread before
 * the first task says it started, so that a deadline measures the text's own work.
 */
let warmedUp: Promise<unknown> | undefined

/**
 * The Markdown renderer's thread (markdown-renderer.ts runs it): renders one text at a time.
 * The database stays with the server, so the sizes and variants of stored images are asked for
 * on the task's port.
 */
export default async function renderTask({
  markdown,
  port,
  cancelled,
}: RenderTask): Promise<RenderedMarkdown | undefined> {
  try {
    await (warmedUp ??= renderMarkdown('```text\n```'))
    // Cancelled while it waited (a preview typed past): nothing to render, and the thread, warm
    // now, stays for the next one instead of being ended.
    if (Atomics.load(cancelled, 0) === 1) return undefined
    port.postMessage({ kind: 'started' } satisfies RenderNote)
    return await renderMarkdown(
      markdown,
      (hashes) =>
        new Promise<Map<string, MediaImage>>((resolve) => {
          port.once('message', resolve)
          port.postMessage({ kind: 'describe', hashes } satisfies RenderNote)
        }),
    )
  } finally {
    port.close()
  }
}
