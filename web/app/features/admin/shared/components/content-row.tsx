import { useRef, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Identified } from '@/features/admin/shared/api/list-cache.ts'
import { RowMenu, type RowMenuItem } from '@/features/admin/shared/components/row-menu.tsx'
import type { ItemMoves } from '@/features/admin/shared/components/sortable-list.tsx'
import { initials } from '@/lib/text/initials.ts'
import { AdminIcon, type AdminIconName } from './admin-icons.tsx'

/**
 * How a list of records reads to the owner, whatever the records are: a content type's (from
 * its descriptor, content/content-pages.ts) or a custom section's items and the sections
 * themselves (features/admin/sections).
 */
export interface RecordListModel<T extends Identified> {
  /** The records in a sentence: "certificates" ("Filter certificates"). */
  plural: string
  /** Where the server puts a new record; the list's hint says so. */
  newAt: 'start' | 'end'
  /** Rows show a thumbnail: the record's image, or its initials without one. */
  hasImages: boolean
  /** How a record is named: "Skill-2" where the contract numbers them, else its title. */
  nameOf: (record: T, index: number) => string
  describe: (record: T) => { title: string; meta?: string }
  thumbnailOf: (record: T) => string | undefined
  /** An icon before the title, for records that stand for something (a custom section). */
  iconOf?: (record: T) => AdminIconName
  /** The record's own public page, linked from its row. */
  publicPath: (record: T) => string | undefined
  /** What the list's order decides, when it is not the public site's order of the records. */
  orderNote?: string
}

/** What the owner can do with one row, from its menu. */
export interface RowActions<T extends Identified> {
  edit: (item: T, opener: HTMLElement | null) => void
  history: (item: T, name: string, opener: HTMLElement | null) => void
  remove: (item: T, name: string, opener: HTMLElement | null) => void
  /**
   * A page of the record's own that its title opens instead of the edit form (a custom section's
   * items), with its name in the menu; Edit stays in the menu.
   */
  open?: { label: string; path: (item: T) => string }
  /** Items of the page's own, after Edit (a project: feature it). */
  more?: (item: T) => RowMenuItem[]
}

/**
 * One record in its list: a thumbnail where the records have images (or an icon), its title and
 * one line of detail, and a "⋯" menu: Edit, History, Move up, Move down, Delete.
 */
export function ContentRow<T extends Identified>({
  model,
  item,
  index,
  moves,
  actions,
  deleting,
  note,
}: {
  model: RecordListModel<T>
  item: T
  index: number
  moves: ItemMoves
  actions: RowActions<T>
  deleting: boolean
  /** A line of the page's own under the detail (what is left to translate). */
  note?: ReactNode
}) {
  const menuButton = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const name = model.nameOf(item, index)
  const { title, meta } = model.describe(item)
  const numbered = name !== title ? name : undefined
  const detail = [numbered, meta].filter(Boolean).join(' · ')
  const thumbnail = model.thumbnailOf(item)
  const icon = model.iconOf?.(item)
  const page = model.publicPath(item)
  const opener = () => menuButton.current
  const { open } = actions
  const items: RowMenuItem[] = [
    ...(open ? [{ label: open.label, onSelect: () => void navigate(open.path(item)) }] : []),
    { label: 'Edit', onSelect: () => actions.edit(item, opener()) },
    ...(actions.more?.(item) ?? []),
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
      {icon ? (
        <span className="content-thumb content-thumb-icon" aria-hidden="true">
          <AdminIcon name={icon} />
        </span>
      ) : (
        model.hasImages &&
        (thumbnail ? (
          <img src={thumbnail} alt="" className="content-thumb" loading="lazy" />
        ) : (
          <span className="content-thumb content-thumb-initials" aria-hidden="true">
            {initials(title)}
          </span>
        ))
      )}
      <div className="content-row-text">
        <h3 className="content-row-title">
          {open ? (
            <Link to={open.path(item)} className="content-row-open">
              {title}
            </Link>
          ) : (
            <button
              type="button"
              className="content-row-open"
              onClick={(event) => actions.edit(item, event.currentTarget)}
            >
              {title}
              <span className="sr-only"> (edit)</span>
            </button>
          )}
        </h3>
        {(detail || page) && (
          <p className="content-row-meta">
            {/* The detail gives way to the link: on a phone a long detail is cut, not the link. */}
            {detail && <span className="content-row-detail">{detail}</span>}
            {page && (
              <>
                {detail && <span className="content-row-separator"> · </span>}
                <a className="admin-link" href={page} target="_blank" rel="noopener">
                  Its page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        )}
        {note && <p className="content-row-meta">{note}</p>}
      </div>
      <RowMenu label={`Actions for ${name}`} items={items} buttonRef={menuButton} />
    </article>
  )
}
