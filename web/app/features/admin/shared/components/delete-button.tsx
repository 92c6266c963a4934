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

/** Deleting moves a record to the trash. */
const TO_TRASH = 'It goes to the trash, where you can put it back.'

/** The question before a delete: what goes, what happens next, and the two answers. */
export function ConfirmDeleteDialog({
  open,
  itemName,
  onConfirm,
  onClose,
  consequence = TO_TRASH,
  verb = 'Delete',
}: {
  open: boolean
  itemName: string
  onConfirm: () => void
  onClose: () => void
  consequence?: string
  verb?: string
}) {
  const lower = verb.toLowerCase()
  return (
    <Dialog open={open} title={`Confirm ${lower}`} onClose={onClose}>
      <p className="mb-4">
        {verb} {itemName}? {consequence}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="admin-button admin-button-danger"
          onClick={() => {
            onClose()
            onConfirm()
          }}
        >
          Yes, {lower}
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}

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
      <ConfirmDeleteDialog
        open={asking}
        itemName={itemName}
        onConfirm={onConfirm}
        onClose={() => setAsking(false)}
        consequence={consequence}
        verb={verb}
      />
    </>
  )
}
