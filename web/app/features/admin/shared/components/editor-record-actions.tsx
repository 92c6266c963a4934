import { DeleteButton } from './delete-button.tsx'
import { HistoryButton } from './history-dialog.tsx'

/**
 * The foot of an editor that keeps its own copy of a record's text (a post's, a page's): its
 * History, where a restored version reloads the editor from the server, and Delete.
 */
export function EditorRecordActions({
  type,
  record,
  noun,
  pending,
  onDelete,
}: {
  /** The history type (`post`, `page`). */
  type: string
  record: { _id: string; title: string }
  /** "post", "page": the delete button says "Delete post". */
  noun: string
  pending: boolean
  onDelete: () => void
}) {
  const name = `“${record.title}”`
  return (
    <div className="post-editor-delete">
      <HistoryButton
        type={type}
        id={record._id}
        name={name}
        current={record}
        onRestored={() => window.location.reload()}
      />
      <DeleteButton
        itemName={name}
        label={`Delete ${noun}`}
        pending={pending}
        onConfirm={onDelete}
      />
    </div>
  )
}
