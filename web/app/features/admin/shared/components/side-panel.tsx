import { useEffect, useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { ThemeToggle } from '@/components/layout/theme-toggle.tsx'
import { AdminIcon, type AdminIconName } from './admin-icons.tsx'
import { reportSignOut } from '@/lib/api/api-client.ts'
import { removeToken } from '@/lib/api/owner-session.ts'
import { useHasStoredToken } from '@/lib/browser/use-stored-token.ts'
import { notify } from '@/lib/toast/notify.ts'
import { WIDE_SCREEN_QUERY } from '@/lib/browser/media-queries.ts'
import { UnreadMessagesBadge } from './unread-messages-badge.tsx'

/** Where a wide screen remembers whether the owner collapsed the panel. */
const PANEL_STORAGE_KEY = 'dashboard-panel'

const isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches

function storedExpanded(): boolean {
  try {
    return localStorage.getItem(PANEL_STORAGE_KEY) !== 'collapsed'
  } catch {
    return true
  }
}

interface PanelLink {
  to: string
  label: string
  icon: AdminIconName
}

/**
 * docs/contract.md §2: the side panel's links, by path relative to /dashboard: the fixed pages,
 * and every content type's page from the registry (contract/content-types.ts), in its order.
 */
const DASHBOARD_LINKS: readonly PanelLink[] = [
  { to: 'audience', label: 'Audience', icon: 'audience' },
  { to: 'adminprofile', label: 'Profile', icon: 'profile' },
  { to: 'security', label: 'Security', icon: 'security' },
  { to: 'managecontacts', label: 'Messages', icon: 'messages' },
  ...CONTENT_TYPE_LIST.map(({ dashboard }) => ({
    to: dashboard.path,
    label: dashboard.label,
    icon: dashboard.icon,
  })),
  { to: 'posts', label: 'Posts', icon: 'posts' },
  { to: 'site', label: 'Site', icon: 'site' },
  { to: 'data', label: 'Data', icon: 'data' },
  { to: 'trash', label: 'Trash', icon: 'trash' },
]

/**
 * The collapsible side panel: 250 px expanded, 65 px collapsed (labels then stay for screen
 * readers). On a wide screen it sits beside the page and remembers its state. On a phone it starts
 * collapsed, opens over the page (the page keeps its width) and closes when a link is followed or
 * Escape is pressed.
 */
export function SidePanel() {
  // Admin pages render in the browser only (clientLoader): the screen is known from the start.
  const [wide, setWide] = useState(isWide)
  const [expanded, setExpanded] = useState(() => isWide() && storedExpanded())
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN_QUERY)
    const onChange = () => {
      setWide(query.matches)
      setExpanded(query.matches && storedExpanded())
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  useEffect(() => {
    if (wide || !expanded) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [wide, expanded])
  const toggle = () => {
    const next = !expanded
    setExpanded(next)
    if (wide) {
      try {
        localStorage.setItem(PANEL_STORAGE_KEY, next ? 'expanded' : 'collapsed')
      } catch {
        // Storage refused (private mode): the state lasts for this page only.
      }
    }
  }
  /** On a phone, following a link closes the drawer. */
  const closeOnPhone = () => {
    if (!wide) setExpanded(false)
  }
  const hasToken = useHasStoredToken()
  const navigate = useNavigate()
  return (
    <>
      {!wide && expanded && (
        // A tap beside the open drawer closes it (Escape does too; the toggle is the button).
        <div
          aria-hidden="true"
          className="side-panel-backdrop"
          onClick={() => setExpanded(false)}
        />
      )}
      <nav
        aria-label="Dashboard"
        className="side-panel"
        data-expanded={expanded}
        data-overlay={!wide}
      >
        <button
          type="button"
          className="icon-button side-panel-toggle"
          aria-expanded={expanded}
          aria-controls="side-panel-links"
          aria-label={expanded ? 'Collapse menu' : 'Expand menu'}
          onClick={toggle}
        >
          <AdminIcon name={expanded ? 'collapse' : 'expand'} />
        </button>
        <div className="side-panel-theme">
          <ThemeToggle />
        </div>
        <ul id="side-panel-links">
          {DASHBOARD_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="side-panel-link" onClick={closeOnPhone}>
                <span className="side-panel-short" aria-hidden="true">
                  <AdminIcon name={link.icon} />
                </span>
                <span className="side-panel-label">{link.label}</span>
                {link.to === 'managecontacts' && <UnreadMessagesBadge />}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to="/" className="side-panel-link" onClick={closeOnPhone}>
              <span className="side-panel-short" aria-hidden="true">
                <AdminIcon name="site_view" />
              </span>
              <span className="side-panel-label">View site</span>
            </Link>
          </li>
          {hasToken && (
            <li>
              <Link
                to="/login"
                className="side-panel-link"
                onClick={(event) => {
                  event.preventDefault()
                  reportSignOut()
                  removeToken()
                  void notify('success', 'Logged Out Successfully')
                  void navigate('/login')
                }}
              >
                <span className="side-panel-short" aria-hidden="true">
                  <AdminIcon name="logout" />
                </span>
                <span className="side-panel-label">Log Out</span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </>
  )
}
