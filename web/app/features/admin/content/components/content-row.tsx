import { useRef } from 'react'
import type { ContentItem } from '@/features/admin/shared/api/collection-api.ts'
import { RowMenu, type RowMenuItem } from '@/features/admin/shared/components/row-menu.tsx'
import type { ItemMoves } from '@/features/admin/shared/components/sortable-list.tsx'
import { initials } from '@/lib/text/initials.ts'
import type { ContentPageModel } from '../content-pages.ts'

/** What the owner can do with one row, from its menu. */
export interface RowActions {
  edit: (item: ContentItem, opener: HTMLElement | null) => void
  history: (item: ContentItem, name: string, opener: HTMLElement | null) => void
  remove: (item: ContentItem, name: string, opener: HTMLElement | null) => void
}

/**
 * One record in its list: a thumbnail where the type has images, its title and one line of
 * detail (the descriptor's `describe`), and a "⋯" menu: Edit, History, Move up, Move down, Delete.
 */
export function ContentRow({
  model,
  item,
  index,
  moves,
  actions,
  deleting,
}: {
  model: ContentPageModel
  item: ContentItem
  index: number
  moves: ItemMoves
  actions: RowActions
  deleting: boolean
}) {
  const menuButton = useRef<HTMLButtonElement>(null)
  const name = model.nameOf(item, index)
  const { title, meta } = model.describe(item)
  const numbered = name !== title ? name : undefined
  const detail = [numbered, meta].filter(Boolean).join(' · ')
  const thumbnail = model.thumbnailOf(item)
  const page = model.publicPath(item)
  const opener = () => menuButton.current
  const items: RowMenuItem[] = [
    { label: 'Edit', onSelect: () => actions.edit(item, opener()) },
    { label: 'History', onSelect: () => actions.history(item, name, opener()) },
    ...(moves.up ? [{ label: 'Move up', onSelect: moves.up }] : []),
    ...(moves.down ? [{ label: 'Move down', onSelect: moves.down }] : []),
    {
      label: 'Delete',
      danger: true,
      disabled: deleting,
      onSelect: () => actions.remove(item, name, opener()),
    },
  ]
  return (
    <article aria-label={name} className="content-row" data-deleting={deleting || undefined}>
      {model.type.image !== 'none' &&
        (thumbnail ? (
          <img src={thumbnail} alt="" className="content-thumb" loading="lazy" />
        ) : (
          <span className="content-thumb content-thumb-initials" aria-hidden="true">
            {initials(title)}
          </span>
        ))}
      <div className="content-row-text">
        <h3 className="content-row-title">
          <button
            type="button"
            className="content-row-open"
            onClick={(event) => actions.edit(item, event.currentTarget)}
          >
            {title}
            <span className="sr-only"> (edit)</span>
          </button>
        </h3>
        {(detail || page) && (
          <p className="content-row-meta">
            {detail}
            {page && (
              <>
                {detail && ' · '}
                <a className="admin-link" href={page} target="_blank" rel="noopener">
                  Its page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        )}
      </div>
      <RowMenu label={`Actions for ${name}`} items={items} buttonRef={menuButton} />
    </article>
  )
}
