import type { ReactNode } from 'react'
import { AdminIcon, type AdminIconName } from './admin-icons.tsx'

/**
 * What a page shows when it has nothing to list: one card everywhere in the dashboard, with what
 * the list is for and the next thing to do (a button or a link), never a bare line.
 */
export function EmptyState({
  title,
  icon,
  children,
  action,
  headingLevel = 2,
}: {
  /** What is empty, in the page's words: "No skills to display". */
  title: string
  icon?: AdminIconName
  /** What the list is for, in a sentence or two. */
  children?: ReactNode
  /** The next thing to do. */
  action?: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="card admin-empty">
      {icon && (
        <span className="admin-empty-icon" aria-hidden="true">
          <AdminIcon name={icon} size={24} />
        </span>
      )}
      <Heading className="admin-empty-title">{title}</Heading>
      {children && <div className="text-muted">{children}</div>}
      {action && <div className="admin-empty-action">{action}</div>}
    </div>
  )
}
