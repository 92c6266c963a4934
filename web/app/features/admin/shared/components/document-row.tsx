import { useRef, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { RowMenu, type RowMenuItem } from './row-menu.tsx'

/**
 * One post or page in its list: its state, its title (the link to its editor, relative to the
 * list's address), one line of detail, and the "⋯" menu every dashboard list has: Edit, View on
 * the site (only where the public has it), Delete (the list asks first, then gives focus back to
 * this menu's button).
 */
export function DocumentRow({
  id,
  title,
  state,
  stateLabel,
  detail,
  publicPath,
  deleting,
  onDelete,
  more = [],
  note,
}: {
  id: string
  title: string
  /** The pill's colour: `posts-state-<state>`. */
  state: string
  stateLabel: string
  detail: ReactNode
  /** Its public address, when visitors can open it. */
  publicPath?: string
  deleting: boolean
  onDelete: (opener: HTMLElement | null) => void
  /** Menu items of the list's own, after Edit (Translate). */
  more?: RowMenuItem[]
  /** A line of the list's own under the detail (what is left to translate). */
  note?: ReactNode
}) {
  const navigate = useNavigate()
  const menuButton = useRef<HTMLButtonElement>(null)
  const items: RowMenuItem[] = [
    { label: 'Edit', onSelect: () => void navigate(id) },
    ...more,
    ...(publicPath
      ? [
          {
            label: 'View on the site',
            onSelect: () => window.open(publicPath, '_blank', 'noopener'),
          },
        ]
      : []),
    {
      label: 'Delete',
      danger: true,
      disabled: deleting,
      onSelect: () => onDelete(menuButton.current),
    },
  ]
  return (
    <li className="card posts-item" data-deleting={deleting || undefined}>
      <div className="posts-item-text">
        <span className={`posts-state posts-state-${state}`}>{stateLabel}</span>
        <h2 className="posts-item-title">
          <Link to={id} className="posts-item-link">
            {title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{detail}</p>
        {note && <p className="text-sm text-muted">{note}</p>}
      </div>
      <RowMenu label={`Actions for “${title}”`} items={items} buttonRef={menuButton} />
    </li>
  )
}
