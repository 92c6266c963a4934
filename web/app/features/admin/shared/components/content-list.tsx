import { useId, useState, type ReactNode } from 'react'
import type { Identified } from '@/features/admin/shared/api/list-cache.ts'
import { SortableList } from './sortable-list.tsx'
import { ContentRow, type RecordListModel, type RowActions } from './content-row.tsx'

/** A list longer than this gets a filter box. */
const FILTER_FROM = 21
/** Rows drawn at first, and added by each "Show more": hundreds stay quick to draw and read. */
const PAGE_SIZE = 50

/**
 * Records in the owner's order (a content type's, a custom section's items, the sections), drawn in pages of 50 ("Show more"), with a filter
 * box by title and detail once the list is long. Reordering works on the rows drawn (the rest
 * keeps its place after them) and is off while the list is filtered, since moving a row among
 * some of them would say nothing about where it lands among all.
 */
export function ContentList<T extends Identified>({
  model,
  items,
  actions,
  reordering,
  onReorder,
  deletingId,
  noteOf,
}: {
  model: RecordListModel<T>
  items: T[]
  actions: RowActions<T>
  /** While an order is being saved. */
  reordering: boolean
  onReorder: (items: T[]) => void
  deletingId: string | undefined
  /** A line under a row's detail (ContentRow's note). */
  noteOf?: (item: T) => ReactNode
}) {
  const [query, setQuery] = useState('')
  const [shownCount, setShownCount] = useState(PAGE_SIZE)
  const filterId = useId()
  const placeOf = new Map(items.map((item, index) => [item, index]))
  const words = query.trim().toLowerCase()
  const filtering = items.length >= FILTER_FROM && words !== ''
  const matching = filtering
    ? items.filter((item, index) => {
        const { title, meta } = model.describe(item)
        return [model.nameOf(item, index), title, meta ?? '']
          .join(' ')
          .toLowerCase()
          .includes(words)
      })
    : items
  const shown = matching.slice(0, shownCount)
  const left = matching.length - shown.length
  const { plural } = model

  let status = ''
  if (filtering && matching.length === 0) status = `No ${plural} match “${query.trim()}”`
  else if (filtering) {
    status = `${matching.length} of ${items.length} shown. Reordering is off while the list is filtered: clear the filter to move items.`
  }

  return (
    <>
      {items.length >= FILTER_FROM && (
        <div className="admin-field content-filter">
          <label htmlFor={filterId}>Filter {plural}</label>
          <input
            id={filterId}
            type="search"
            className="field"
            value={query}
            placeholder="By title or detail"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      <p role="status" className="admin-hint content-filter-status">
        {status}
      </p>
      {!filtering && items.length > 1 && (
        <p className="admin-hint mb-3">
          {model.orderNote ??
            `In the order your public site shows them; a new one goes at the ${model.newAt === 'start' ? 'top' : 'bottom'}.`}{' '}
          Drag a row by its handle, or use Move up and Move down in its menu.
        </p>
      )}
      {shown.length > 0 && (
        <SortableList
          items={shown}
          nameOf={(item) => model.nameOf(item, placeOf.get(item) ?? 0)}
          disabled={reordering || filtering}
          setSize={left > 0 ? matching.length : undefined}
          // Only unfiltered rows are drawn in order from the first: the rest follow as they were.
          onReorder={(next) => onReorder([...next, ...items.slice(next.length)])}
          renderItem={(item, _index, moves) => (
            <ContentRow
              model={model}
              item={item}
              index={placeOf.get(item) ?? 0}
              moves={moves}
              actions={actions}
              deleting={deletingId === item._id}
              note={noteOf?.(item)}
            />
          )}
        />
      )}
      {left > 0 && (
        <p className="admin-hint content-shown-count">
          Showing 1–{shown.length} of {matching.length.toLocaleString('en')} {plural}
        </p>
      )}
      {left > 0 && (
        <button
          type="button"
          className="admin-button content-show-more"
          onClick={() => setShownCount((count) => count + PAGE_SIZE)}
        >
          {left > PAGE_SIZE ? `Show ${PAGE_SIZE} more of ${left}` : `Show the last ${left}`}
        </button>
      )}
    </>
  )
}
