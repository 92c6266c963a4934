import { ownerDateTime } from '@/features/admin/posts/post-status.ts'

/**
 * Says that an editor opened with what this browser kept and the server does not have yet
 * (shared/forms/local-draft.ts), and offers the saved version instead.
 */
export function RestoredDraftBanner({ at, onDiscard }: { at: string; onDiscard: () => void }) {
  return (
    <div className="admin-banner post-editor-restored" role="status">
      <p>
        Restored what you typed in this browser on {ownerDateTime(at)}, which was not saved yet.
      </p>
      <button type="button" className="admin-button" onClick={onDiscard}>
        Discard it and show the saved version
      </button>
    </div>
  )
}
