import { useEffect, useId, useRef, type ReactNode } from 'react'

interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** A wide dialog (a comparison of two versions). */
  wide?: boolean
}

/**
 * A native modal <dialog>: showModal() moves focus in, keeps it there and makes the page behind
 * inert; Escape and the X button close it. The content mounts on open, so a form inside starts
 * from the item's current values every time.
 */
export function Dialog({ open, title, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="admin-dialog-header">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && children}
    </dialog>
  )
}
