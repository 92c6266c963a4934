import { UNDO_WINDOW_MS } from '@contract/history.ts'
import { loadToastLibrary } from '@/lib/toast/notify.ts'

/**
 * A success toast with "Undo" (issue #17): it stays for UNDO_WINDOW_MS (longer while hovered or
 * while the window is in the background), and the button runs `undo` once.
 */
export async function notifyUndoable(message: string, undo: () => Promise<void>): Promise<void> {
  const { toast } = await loadToastLibrary()
  toast.success(
    ({ closeToast }) => (
      <div className="undo-toast">
        <span>{message}</span>
        <button
          type="button"
          className="undo-toast-button"
          onClick={() => {
            closeToast()
            void undo()
          }}
        >
          Undo
        </button>
      </div>
    ),
    { autoClose: UNDO_WINDOW_MS },
  )
}
