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
  /** The action's word, when it is not "Delete" ("Remove" a passkey). */
  verb?: string
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
  verb = 'Delete',
}: DeleteButtonProps) {
  const lower = verb.toLowerCase()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button-danger"
        onClick={() => setAsking(true)}
        disabled={pending || disabled}
        aria-label={label ? undefined : `${verb} ${itemName}`}
      >
        {pending ? `${verb.replace(/e$/, '')}ing…` : (label ?? verb)}
      </button>
      <Dialog open={asking} title={`Confirm ${lower}`} onClose={() => setAsking(false)}>
        <p className="mb-4">
          {verb} {itemName}? {consequence}
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
            Yes, {lower}
          </button>
          <button type="button" className="admin-button" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </>
  )
}
