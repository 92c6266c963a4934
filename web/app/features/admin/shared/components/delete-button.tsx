import { useState } from 'react'
import { Dialog } from './dialog.tsx'

interface DeleteButtonProps {
  /** What is deleted, as the owner sees it: "Skill-2", "Message-1", "React". */
  itemName: string
  onConfirm: () => void
  pending?: boolean
  /** The button's own text, when more than "Delete" ("Delete selected (3)"). */
  label?: string
  disabled?: boolean
  /** What the confirmation says happens next. */
  consequence?: string
}

/** Deleting moves a record to the trash (issue #17). */
export const TO_TRASH = 'It goes to the trash, where you can put it back.'

/** Delete, after a confirmation dialog. */
export function DeleteButton({
  itemName,
  onConfirm,
  pending = false,
  label,
  disabled = false,
  consequence = TO_TRASH,
}: DeleteButtonProps) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button-danger"
        onClick={() => setAsking(true)}
        disabled={pending || disabled}
        aria-label={label ? undefined : `Delete ${itemName}`}
      >
        {pending ? 'Deleting…' : (label ?? 'Delete')}
      </button>
      <Dialog open={asking} title="Confirm delete" onClose={() => setAsking(false)}>
        <p className="mb-4">
          Delete {itemName}? {consequence}
        </p>
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
