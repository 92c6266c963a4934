import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ResumeChoices, ResumePaper } from '@contract/resume-choices.ts'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import { errors } from '@/errors.ts'
import { etagOf } from '@/plugins/http-cache.ts'
import { lazyThread } from '@/worker-entry.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { resumeOutline } from '../resume-outline.ts'
import { resumeSectionTitle } from '@contract/resume-outline.ts'
import { translator } from '@contract/messages/translator.ts'
import type { ResumePdfTask } from './resume-pdf-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The résumé as a PDF: the public one per content version, and the owner's previews. */
    resumePdf: ResumePdfRenderer
  }
}

/** A résumé drawn for one content version: its bytes, their ETag and the owner's name. */
interface ResumePdf {
  version: number
  bytes: Buffer
  etag: string
  name: string
  /** A résumé's name in the PDF's language, for its file name (English: "Résumé"). */
  label: string | undefined
}

interface ResumePdfRenderer {
  /**
   * The public PDF in `lang` on `paper` (the owner's choice when undefined) for the current
   * content version: from memory when drawn already, else drawn once however many ask at the
   * same time.
   */
  current(lang: string, paper: ResumePaper | undefined): Promise<ResumePdf>
  /** A PDF of choices the owner has not saved, never kept. */
  preview(choices: ResumeChoices): Promise<{ bytes: Buffer; name: string }>
  /** How many PDFs the public address has had drawn since start (a burst draws one). */
  readonly drawn: number
}

/**
 * A thread kept this long after its last PDF: a burst after an edit, or the owner's previews while
 * choosing, reuse it; then its memory (about 35 MB: its heap, pdfkit, the faces) goes back.
 */
const IDLE_MS = 30_000
/** Heap a PDF may use before its thread is stopped (the largest résumé needs a fraction). */
const HEAP_MB = 256
/** Longer than this, a PDF is given up (503) rather than left waiting for ever. */
const DEADLINE_MS = 60_000

/**
 * Résumé PDFs are drawn on a thread of their own (resume-pdf-worker.ts), never on the event loop
 * that answers every page and API call: a cold PDF takes a good part of a second there, and a
 * long one more. One thread, started with the first PDF; the public PDF is kept per language,
 * paper and content version, and a burst of first requests waits for the one drawing.
 */
export default fp(
  async function resumePdfRenderer(app: FastifyInstance) {
    const content = createPublicContent(app)
    const workers = lazyThread(
      app,
      'resume-pdf-worker',
      new URL('./resume-pdf-worker.ts', import.meta.url),
      {
        label: 'résumé PDF',
        idleTimeout: IDLE_MS,
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      },
    )

    /** The newest change of anything the résumé shows: the PDF's date. */
    async function lastChange(): Promise<string> {
      const dates = Object.values(await content.getLastModified()).filter(
        (date): date is string => date !== null,
      )
      return dates.reduce((newest, date) => (date > newest ? date : newest), '1970-01-01T00:00:00Z')
    }

    async function draw(outline: ResumeOutline, paper: ResumePaper): Promise<Buffer> {
      const task: ResumePdfTask = { outline, paper, date: await lastChange() }
      const threads = await workers()
      const signal = AbortSignal.timeout(DEADLINE_MS)
      try {
        return Buffer.from((await threads.run(task, { signal })) as Uint8Array)
      } catch (error) {
        if (signal.aborted) {
          app.log.error('résumé PDF: not drawn in time')
          throw errors.unavailable()
        }
        throw error
      }
    }

    const kept = new Map<string, ResumePdf>()
    const drawing = new Map<string, Promise<ResumePdf>>()
    let drawn = 0

    /**
     * Starts the thread, if it is not running, while the résumé is read from the database: the
     * first PDF after a start waits for the thread's code to load, and this overlaps the two.
     */
    function startThread() {
      void workers()
        .then((threads) => threads.run(null))
        .catch(() => {
          // The drawing that follows starts another and reports what went wrong.
        })
    }

    async function drawPublic(version: number, lang: string, asked: ResumePaper | undefined) {
      startThread()
      const settings = await content.getSiteSettings()
      // An additional language's PDF: its texts read in it, its headings in its words.
      const additional = settings.languages?.additional.includes(lang) === true
      const read = additional ? content.inLanguage(lang) : content
      const drafted = await resumeOutline(read, { publicUrl: app.config.publicUrl, lang })
      const tr = translator(lang)
      const outline = additional
        ? {
            ...drafted,
            label: tr.t('resume.label'),
            sections: drafted.sections.map((section) => ({
              ...section,
              title: resumeSectionTitle(tr, section),
            })),
          }
        : drafted
      const paper = asked ?? settings.resume?.paper ?? 'a4'
      const bytes = await draw(outline, paper)
      drawn++
      return { version, bytes, etag: etagOf(bytes), name: outline.name, label: outline.label }
    }

    app.decorate('resumePdf', {
      async current(lang, paper) {
        // Read before the content is: a PDF drawn from data older than a concurrent write is
        // kept under the older version, and never served after it.
        const version = app.contentVersion.current()
        const key = `${lang}:${paper ?? ''}`
        const known = kept.get(key)
        if (known?.version === version) return known
        const pending = `${version}:${key}`
        let making = drawing.get(pending)
        if (!making) {
          making = drawPublic(version, lang, paper)
            .then((pdf) => {
              if (app.contentVersion.current() === version) kept.set(key, pdf)
              return pdf
            })
            .finally(() => drawing.delete(pending))
          drawing.set(pending, making)
        }
        return making
      },
      async preview(choices) {
        startThread()
        const outline = await resumeOutline(content, {
          choices,
          publicUrl: app.config.publicUrl,
        })
        return { bytes: await draw(outline, choices.paper), name: outline.name }
      },
      get drawn() {
        return drawn
      },
    })
  },
  { name: 'resume-pdf', dependencies: ['repositories', 'content-version'] },
)
