import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

interface DrawerProps {
  open: boolean
  title: string
  /** Asked to close (Escape, the X button, a tap beside it, or after a save). */
  onClose: () => void
  /** The form inside holds changes not yet saved: closing asks first. */
  dirty?: boolean
  children: ReactNode
}

/**
 * A form's place beside the list: a panel sliding in from the right on a wide screen, a
 * full-screen sheet on a phone (CSS decides). It is a native modal <dialog>: showModal() moves
 * focus in, keeps it there and makes the page behind inert; Escape, the X button and a click on
 * the backdrop close it, asking first when the form holds unsaved changes. Focus goes back to
 * what opened it. The content mounts on open, so a form starts from current values every time.
 */
export function Drawer({ open, title, onClose, dirty = false, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  const [asking, setAsking] = useState(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      setAsking(false)
      dialog.showModal()
      // The form's first field, rather than the Close button the browser would pick.
      dialog
        .querySelector<HTMLElement>(
          '.admin-drawer-body :is(input, textarea, select):not([disabled])',
        )
        ?.focus()
    }
    if (!open && dialog.open) {
      dialog.close()
      const back = opener.current
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [open])

  const requestClose = () => {
    if (dirty) setAsking(true)
    else onClose()
  }

  return (
    <dialog
      ref={ref}
      className="admin-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the drawer decides (it may ask first).
        event.preventDefault()
        if (asking) setAsking(false)
        else requestClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) requestClose()
      }}
    >
      <div className="admin-drawer-panel">
        <div className="admin-drawer-header">
          <h2 id={titleId} className="admin-drawer-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {asking && (
          <div role="alertdialog" aria-label="Close without saving?" className="admin-drawer-ask">
            <p>Your changes here are not saved yet. If you close now, they are lost.</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="admin-button admin-button-solid"
                // The owner's first choice is the safe one.
                autoFocus
                onClick={() => setAsking(false)}
              >
                Keep editing
              </button>
              <button
                type="button"
                className="admin-button"
                onClick={() => {
                  setAsking(false)
                  onClose()
                }}
              >
                Close without saving
              </button>
            </div>
          </div>
        )}
        <div className="admin-drawer-body" hidden={asking}>
          {open && children}
        </div>
      </div>
    </dialog>
  )
}
