import { MessageChannel } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MARKDOWN_MESSAGES, POST_LIMITS } from '@contract/post.ts'
import { errors } from '@/errors.ts'
import { lazyThread } from '@/worker-entry.ts'
import type { RenderedMarkdown } from './markdown.ts'
import { deepestNesting } from './markdown-nesting.ts'
import type { RenderNote, RenderTask } from './markdown-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the server renders a post's or a case study's Markdown. */
    markdown: MarkdownRenderer
  }
}

interface MarkdownRenderer {
  /**
   * The text rendered on the renderer's thread, with our stored images made responsive; a 400 in
   * words when it nests too deep or takes longer than MARKDOWN_RENDER_SECONDS. `signal` cancels
   * a render nobody waits for any more (its thread is stopped and replaced).
   */
  render(markdown: string, options?: { signal?: AbortSignal }): Promise<RenderedMarkdown>
}

/** A worker kept this long after its last render: an editing session reuses it. */
const IDLE_MS = 5 * 60_000
/** Heap a render may use before its thread is stopped (the largest real post needs far less). */
const HEAP_MB = 512
/**
 * How long a render may wait for a thread before it starts (another render ahead of it, the
 * thread's own start): a thread that cannot start must not leave the request waiting for ever.
 */
const START_MS = 90_000

/** Errors of a text the renderer cannot cope with: its stack, or its memory, ran out. */
function exhausted(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'RangeError' || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
  )
}

/**
 * Markdown is rendered on a thread of its own (markdown-worker.ts), never on the event loop:
 * parsing is superlinear on hostile text (minutes for 200 KB of `*a*a…`), and the one event loop
 * answers every page and API call. One thread, started with the first render (not at start), at
 * the process's own priority (a lower one starved it on a busy machine, where even real posts
 * then missed their deadline); a render past its deadline, or one whose client went away, is
 * stopped by ending its thread, and the next render starts a fresh one.
 */
export default fp(
  async function markdownRenderer(app: FastifyInstance) {
    const deadlineMs = app.config.markdownRenderSeconds * 1000
    const workers = lazyThread(
      app,
      'markdown-worker',
      new URL('./markdown-worker.ts', import.meta.url),
      {
        label: 'markdown renderer',
        idleTimeout: IDLE_MS,
        // Tasks arrive by message, so a worker's event loop runs (its port) during a task.
        atomics: 'disabled',
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      },
    )

    async function render(
      markdown: string,
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<RenderedMarkdown> {
      if (deepestNesting(markdown) > POST_LIMITS.nesting) {
        throw errors.badRequest(MARKDOWN_MESSAGES.tooDeep)
      }
      const pool = await workers()
      const task = new AbortController()
      const outOfTime = new Error('past the deadline')
      const neverStarted = new Error('no thread took the render')
      const waiting = setTimeout(() => task.abort(neverStarted), START_MS)
      let deadline: ReturnType<typeof setTimeout> | undefined
      // A render nobody waits for: before it starts, the thread is told and skips it (ending the
      // thread then would throw away its start, which the next render needs); once it runs,
      // ending the thread is the only way to stop it.
      const cancelled = new Int32Array(new SharedArrayBuffer(4))
      let started = false
      const cancel = () => {
        if (started) task.abort(signal?.reason)
        else Atomics.store(cancelled, 0, 1)
      }
      signal?.addEventListener('abort', cancel, { once: true })
      if (signal?.aborted) cancel()

      const { port1: port, port2 } = new MessageChannel()
      port.on('message', (note: RenderNote) => {
        // The deadline counts from the render's start: not the wait for the thread or its start.
        if (note.kind === 'started') {
          started = true
          clearTimeout(waiting)
          deadline = setTimeout(() => task.abort(outOfTime), deadlineMs)
          if (signal?.aborted) cancel()
        } else {
          app.repositories.media.describe(note.hashes).then(
            (images) => port.postMessage(images),
            (error: unknown) => task.abort(error),
          )
        }
      })
      try {
        const job: RenderTask = { markdown, port: port2, cancelled }
        const rendered = (await pool.run(job, {
          transferList: [port2],
          signal: task.signal,
        })) as RenderedMarkdown | undefined
        // Skipped: the client went away before it started, and nobody reads this answer.
        if (!rendered) throw errors.badRequest(MARKDOWN_MESSAGES.cancelled)
        return rendered
      } catch (error) {
        if (task.signal.aborted) {
          if (task.signal.reason === outOfTime) {
            throw errors.badRequest(MARKDOWN_MESSAGES.tooComplex)
          }
          if (task.signal.reason === neverStarted) {
            app.log.error('markdown renderer: no thread took the render in time')
            throw errors.unavailable()
          }
          // The client went away: nobody reads this answer.
          if (signal?.aborted) throw errors.badRequest(MARKDOWN_MESSAGES.cancelled)
          // Describing the stored images failed (the database): that error, as without a thread.
          throw task.signal.reason
        }
        if (exhausted(error)) throw errors.badRequest(MARKDOWN_MESSAGES.tooComplex)
        throw error
      } finally {
        clearTimeout(waiting)
        clearTimeout(deadline)
        signal?.removeEventListener('abort', cancel)
        port.close()
      }
    }

    app.decorate('markdown', { render })
  },
  { name: 'markdown-renderer', dependencies: ['repositories'] },
)
