import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { historyNoun, type TrashItem } from '@contract/history.ts'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { Pager } from '@/features/admin/shared/components/pager.tsx'
import {
  TRASH_PER_PAGE,
  useDeleteForGood,
  useRestoreFromTrash,
  useTrash,
} from '../api/trash-api.ts'
import { formatDateTime, formatLocalDate } from '@contract/dates.ts'

const FOR_GOOD = 'This cannot be undone.'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What a record is, where its history noun alone says too little: a custom section comes back
 * with its items (docs/decisions/0016), and an item belongs to one.
 */
const KIND_NAMES: Partial<Record<string, string>> = {
  section: 'Custom section, with its items',
  'section-item': 'Item of a custom section',
}
const kindName = (type: string) => KIND_NAMES[type] ?? capitalised(historyNoun(type))

/**
 * The trash: what the owner deleted, newest first, TRASH_PER_PAGE at a time (the server answers
 * one page); put back (to the same place in its list, with its image) or delete for good, one or
 * many. Items go by themselves after TRASH_DAYS.
 */
export function TrashManager() {
  const [page, setPage] = useState(1)
  const trash = useTrash(page)
  const pages = Math.max(1, Math.ceil((trash.data?.total ?? 0) / TRASH_PER_PAGE))
  // Emptying the last page (putting its items back) leaves the owner on the new last one.
  useEffect(() => {
    if (page > pages) setPage(pages)
  }, [page, pages])
  return (
    <QueryState query={trash} loadingLabel="Loading the trash">
      {({ items, keepDays, total }) => (
        <TrashList
          key={page}
          items={items}
          keepDays={keepDays}
          total={total}
          first={(page - 1) * TRASH_PER_PAGE + 1}
          pager={<Pager page={page} pages={pages} onPage={setPage} label="Pages of the trash" />}
        />
      )}
    </QueryState>
  )
}

function TrashList({
  items,
  keepDays,
  total,
  first,
  pager,
}: {
  items: TrashItem[]
  keepDays: number
  /** Items in the whole trash, on every page. */
  total: number
  /** The place of this page's first item in the whole trash, from 1. */
  first: number
  pager: ReactNode
}) {
  const days = keepDays === 1 ? '1 day' : `${keepDays} days`
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const restore = useRestoreFromTrash()
  const purge = useDeleteForGood()
  const busy = restore.isPending || purge.isPending
  const chosen = items.filter((item) => selected.has(item._id)).map((item) => item._id)
  const allSelected = items.length > 0 && chosen.length === items.length
  const run = (mutation: typeof restore, ids: string[]) =>
    mutation.mutate(ids, { onSuccess: () => setSelected(new Set()) })

  const paged = total > items.length
  if (items.length === 0 && total === 0) {
    return (
      <EmptyState
        title="The trash is empty"
        icon="trash"
        action={
          <Link to="/dashboard/data" className="admin-button">
            Keep backups too
          </Link>
        }
      >
        What you delete comes here first, and can be put back for {days}. For longer, and for
        everything at once, keep backups.
      </EmptyState>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        Putting an item back returns it to where it was, with its image. Items leave the trash by
        themselves after {days}.
      </p>
      <div className="admin-toolbar">
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() =>
              setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)))
            }
          />
          <span>{paged ? 'Select all on this page' : 'Select all'}</span>
        </label>
        <button
          type="button"
          className="admin-button"
          disabled={chosen.length === 0 || busy}
          onClick={() => run(restore, chosen)}
        >
          Put back selected ({chosen.length})
        </button>
        <DeleteButton
          itemName={chosen.length === 1 ? 'the selected item' : `${chosen.length} selected items`}
          label={`Delete selected for good (${chosen.length})`}
          consequence={FOR_GOOD}
          disabled={chosen.length === 0 || busy}
          onConfirm={() => run(purge, chosen)}
        />
      </div>
      {paged && (
        <p className="admin-hint">
          Showing {first.toLocaleString('en')}–{(first + items.length - 1).toLocaleString('en')} of{' '}
          {total.toLocaleString('en')} deleted items
        </p>
      )}
      <ul className="flex flex-col gap-3" aria-label="Deleted items">
        {items.map((item) => (
          <TrashCard
            key={item._id}
            item={item}
            selected={selected.has(item._id)}
            busy={busy}
            onToggle={() =>
              setSelected((current) => {
                const next = new Set(current)
                if (!next.delete(item._id)) next.add(item._id)
                return next
              })
            }
            onRestore={() => run(restore, [item._id])}
            onDelete={() => run(purge, [item._id])}
          />
        ))}
      </ul>
      {pager}
    </div>
  )
}

function TrashCard({
  item,
  selected,
  busy,
  onToggle,
  onRestore,
  onDelete,
}: {
  item: TrashItem
  selected: boolean
  busy: boolean
  onToggle: () => void
  onRestore: () => void
  onDelete: () => void
}) {
  return (
    <li className="card trash-card">
      <label className="admin-checkbox">
        <input type="checkbox" checked={selected} onChange={onToggle} />
        <span className="sr-only">Select {item.title}</span>
      </label>
      <div className="trash-card-text">
        <p className="font-semibold break-words">{item.title}</p>
        <p className="text-sm text-muted">
          {kindName(item.type)} · deleted{' '}
          <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time> · goes for good on{' '}
          <time dateTime={item.expiresAt}>{formatLocalDate(item.expiresAt)}</time>
        </p>
      </div>
      <div className="trash-card-actions">
        <button type="button" className="admin-button" disabled={busy} onClick={onRestore}>
          Put back<span className="sr-only"> {item.title}</span>
        </button>
        <DeleteButton
          itemName={`“${item.title}”`}
          label="Delete for good"
          consequence={FOR_GOOD}
          disabled={busy}
          onConfirm={onDelete}
        />
      </div>
    </li>
  )
}
