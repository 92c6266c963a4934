import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * An empty page of its own. The frame's document is a blank one, with its own width (the public
 * site's breakpoints follow the pane, not the dashboard's window), its own <html data-theme> and
 * nothing of the dashboard's layout around it.
 */
const BLANK_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body></body></html>`

/** The public site's styles are the dashboard's own stylesheets (app.css is the root's). */
function copyStyles(into: Document) {
  for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
    into.head.append(into.importNode(sheet, true))
  }
}

/** The frame follows the dashboard's dark or light mode, also when the owner switches it. */
function followTheme(into: Document): () => void {
  const copy = () => {
    const theme = document.documentElement.dataset.theme
    if (theme) into.documentElement.dataset.theme = theme
  }
  copy()
  const observer = new MutationObserver(copy)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/**
 * Nothing in the preview goes anywhere: a click (or Enter) on a link, a button or a form would
 * leave the unsaved form, so it is stopped before React or the browser acts on it. The links
 * stay readable and focusable, so a screen reader still hears what the visitor will see.
 */
function makeInert(into: Document): () => void {
  const stop = (event: Event) => {
    event.preventDefault()
    event.stopPropagation()
  }
  const events = ['click', 'auxclick', 'submit'] as const
  for (const name of events) into.addEventListener(name, stop, true)
  return () => {
    for (const name of events) into.removeEventListener(name, stop, true)
  }
}

/**
 * The public site's own components, rendered into an <iframe> of the dashboard's page through a
 * React portal (so they share its router and data): the public styles apply inside it and
 * nowhere else, and the dashboard's styles and width do not reach the rendering.
 */
export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)

  // The blank page arrives after the element (a `load`); React may render before or after it.
  const adopt = useCallback(() => {
    const page = frame?.contentDocument
    // Before its srcdoc arrives, a frame holds an empty about:blank that is about to be replaced.
    if (page?.URL !== 'about:srcdoc' || !page.body || page.body.dataset.preview === 'ready') return
    copyStyles(page)
    page.body.dataset.preview = 'ready'
    setBody(page.body)
  }, [frame])

  useEffect(() => {
    if (frame?.contentDocument?.readyState === 'complete') adopt()
  }, [frame, adopt])

  useEffect(() => {
    const page = body?.ownerDocument
    if (!page) return
    const stopTheme = followTheme(page)
    const stopClicks = makeInert(page)
    return () => {
      stopTheme()
      stopClicks()
    }
  }, [body])

  return (
    <>
      <iframe
        ref={setFrame}
        title={title}
        srcDoc={BLANK_PAGE(title)}
        onLoad={adopt}
        className="preview-frame"
      />
      {body && createPortal(children, body)}
    </>
  )
}
