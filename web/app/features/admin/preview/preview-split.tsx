import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { PREVIEW_BESIDE_QUERY } from '@/lib/browser/media-queries.ts'
import { PreviewFrame } from './preview-frame.tsx'
import './preview.css'

export const PREVIEW_LABEL = 'Preview of your public site'
/** Not just "Preview": a Markdown field in the same form has a Preview of its own text. */
const SWITCH_LABEL = 'Site preview'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PREVIEW_BESIDE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isWide = () => window.matchMedia(PREVIEW_BESIDE_QUERY).matches

/**
 * A form and the live preview of what it would publish: side by side on a wide screen; on a
 * narrower one, a "Site preview" switch shows the preview in place of the form (which stays mounted,
 * hidden, so nothing typed is lost). The preview is rendered only while it can be seen.
 */
export function PreviewSplit({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  const wide = useSyncExternalStore(subscribe, isWide, () => false)
  const [showing, setShowing] = useState(false)
  const previewShown = wide || showing
  return (
    <div className="preview-split" data-showing={showing ? 'preview' : 'form'}>
      <div className="preview-switch-bar">
        <button
          type="button"
          className="admin-button preview-switch"
          aria-pressed={showing}
          onClick={() => setShowing(!showing)}
        >
          {SWITCH_LABEL}
        </button>
      </div>
      <div className="preview-form-pane">{children}</div>
      {previewShown && (
        <section className="preview-pane" aria-label={PREVIEW_LABEL}>
          <p className="preview-pane-caption">Preview · not saved yet</p>
          <PreviewFrame title={PREVIEW_LABEL}>{preview}</PreviewFrame>
        </section>
      )}
    </div>
  )
}
