import { useState } from 'react'
import { Dialog } from './dialog.tsx'

interface DeleteButtonProps {
  /** What is deleted, as the owner sees it: "Skill-2", "Message-1", "React". */
  itemName: string
  onConfirm: () => void
  pending?: boolean
}

/** Delete, after a confirmation dialog. */
export function DeleteButton({ itemName, onConfirm, pending = false }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button-danger"
        onClick={() => setAsking(true)}
        disabled={pending}
        aria-label={`Delete ${itemName}`}
      >
        {pending ? 'Deleting…' : 'Delete'}
      </button>
      <Dialog open={asking} title="Confirm delete" onClose={() => setAsking(false)}>
        <p className="mb-4">Delete {itemName}? This cannot be undone.</p>
        <div className="flex gap-3">
          <button
            type="button"
            className="admin-button admin-button-danger"
            onClick={() => {
              setAsking(false)
              onConfirm()
            }}
          >
            Yes, delete
          </button>
          <button type="button" className="admin-button" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </>
  )
}
