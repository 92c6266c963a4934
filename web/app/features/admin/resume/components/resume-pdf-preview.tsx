import { useEffect, useState, useSyncExternalStore } from 'react'
import { WIDE_SCREEN_QUERY } from '@/lib/browser/media-queries.ts'
import type { ResumeChoices } from '@contract/resume-choices.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import { previewResume } from '../api/preview-resume.ts'

/** How long the choices rest before the preview is drawn again (a few clicks make one PDF). */
const PAUSE_MS = 500

/**
 * Phones show no PDF in a frame (some download it instead, at every change): there the preview is
 * the link to open it.
 */
function useFrameShown(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE_SCREEN_QUERY)
      query.addEventListener('change', changed)
      return () => query.removeEventListener('change', changed)
    },
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  )
}

type PreviewState =
  | { kind: 'drawing'; url?: string }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: string; url?: string }

/**
 * The PDF as the choices being edited make it (the server draws it; nothing is saved), in a
 * frame where the browser shows PDFs, with a plain link to open it in a tab of its own where it
 * does not (a phone, a browser without a PDF viewer). Drawn again when the choices rest.
 */
export function ResumePdfPreview({ choices }: { choices: ResumeChoices }) {
  const [state, setState] = useState<PreviewState>({ kind: 'drawing' })
  const framed = useFrameShown()
  const key = JSON.stringify(choices)

  useEffect(() => {
    const request = new AbortController()
    let made: string | undefined
    setState((previous) => ({ kind: 'drawing', url: 'url' in previous ? previous.url : undefined }))
    const timer = setTimeout(() => {
      previewResume(JSON.parse(key) as ResumeChoices, request.signal).then(
        (pdf) => {
          made = URL.createObjectURL(pdf)
          setState({ kind: 'ready', url: made })
        },
        (error: unknown) => {
          if (request.signal.aborted) return
          setState((previous) => ({
            kind: 'failed',
            message: errorMessage(error),
            url: 'url' in previous ? previous.url : undefined,
          }))
        },
      )
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      request.abort()
      // The next preview replaces this one; its address is let go once it is not shown.
      if (made) {
        const url = made
        setTimeout(() => URL.revokeObjectURL(url), 5_000)
      }
    }
  }, [key])

  const url = 'url' in state ? state.url : undefined
  return (
    <section className="resume-preview card" aria-labelledby="resume-preview-title">
      <div className="resume-preview-head">
        <h2 id="resume-preview-title" className="admin-subtitle">
          Preview
        </h2>
        <p className="admin-hint" role="status">
          {state.kind === 'drawing' && 'Drawing the PDF…'}
          {state.kind === 'ready' && 'The PDF with these choices (not saved yet).'}
          {state.kind === 'failed' && `No preview: ${state.message}`}
        </p>
      </div>
      {framed &&
        (url ? (
          <iframe
            className="resume-preview-frame"
            src={url}
            title="Preview of your résumé PDF"
            aria-busy={state.kind === 'drawing'}
          />
        ) : (
          <div className="resume-preview-frame" aria-hidden="true" />
        ))}
      {url && (
        <p>
          <a className="admin-button" href={url} target="_blank" rel="noopener">
            Open the preview in a new tab
          </a>
        </p>
      )}
    </section>
  )
}
