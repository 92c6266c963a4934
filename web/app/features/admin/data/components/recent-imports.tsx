import type { ImportSummary } from '@contract/profile-import.ts'
import { useImports, useUndoImport } from '../api/imports.ts'

/** Each source's name as the Data page's cards say it. */
const SOURCE_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  'json-resume': 'JSON Resume',
}
const sourceName = (source: string) => SOURCE_NAMES[source] ?? source

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "3 added, 1 replaced", "nothing added". */
function countsOf(row: Pick<ImportSummary, 'added' | 'replaced'>): string {
  const parts = [
    ...(row.added > 0 ? [`${row.added} added`] : []),
    ...(row.replaced > 0 ? [`${row.replaced} replaced`] : []),
  ]
  return parts.length > 0 ? parts.join(', ') : 'nothing added'
}

/** What an import card shows once its import is applied: what it did, and its undo. */
export function UndoNotice({ imported }: { imported: ImportSummary }) {
  const undo = useUndoImport()
  const undone = imported.undoneAt !== null || undo.isSuccess
  return (
    <div role="status" className="admin-fieldset card import-done">
      {undone ? (
        <p>The import was undone: what it added is gone and what it replaced is back.</p>
      ) : (
        <>
          <p>
            Imported: {imported.summary}. You can undo it until{' '}
            {new Date(imported.undoUntil).toLocaleDateString()}.
          </p>
          <div>
            <button
              type="button"
              className="admin-button"
              disabled={undo.isPending}
              onClick={() => undo.mutate(imported._id)}
            >
              {undo.isPending ? 'Undoing…' : 'Undo this import'}
            </button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * One list on the Data page for the imports of every card (LinkedIn, GitHub, JSON Resume) that
 * can still be undone (the trash's days): its source, when, what it wrote, and its undo.
 */
export function RecentImports() {
  const imports = useImports()
  const undo = useUndoImport()
  const open = (imports.data ?? []).filter((row) => row.undoneAt === null)
  if (open.length === 0) return null
  return (
    <section aria-labelledby="recent-imports-title" className="admin-form">
      <h2 id="recent-imports-title" className="admin-subtitle">
        Recent imports
      </h2>
      <p className="admin-hint">
        Undo takes an import back as one step: what it added goes to the trash, what it replaced
        comes back.
      </p>
      <ul className="import-recent">
        {open.map((row) => (
          <li key={row._id}>
            <span>
              <strong>{sourceName(row.source)}</strong>,{' '}
              <time dateTime={row.at}>{dateTime(row.at)}</time>: {row.summary} ({countsOf(row)};
              undo until {new Date(row.undoUntil).toLocaleDateString()})
            </span>
            <button
              type="button"
              className="admin-link"
              disabled={undo.isPending}
              onClick={() => undo.mutate(row._id)}
            >
              Undo this import
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
