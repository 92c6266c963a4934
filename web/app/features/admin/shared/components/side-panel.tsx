import { useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { ThemeToggle } from '@/components/layout/theme-toggle.tsx'
import { removeToken } from '@/lib/api/owner-session.ts'
import { useHasStoredToken } from '@/lib/browser/use-stored-token.ts'
import { notify } from '@/lib/toast/notify.ts'

/** docs/contract.md §2: the side panel's links, by path relative to /dashboard. */
export const DASHBOARD_LINKS = [
  { to: 'adminprofile', label: 'Profile', short: 'Pro' },
  { to: 'managecontacts', label: 'Messages', short: 'Msg' },
  { to: 'manageabout', label: 'About', short: 'Abt' },
  { to: 'manageedu', label: 'Education', short: 'Edu' },
  { to: 'manageexp', label: 'Experience', short: 'Exp' },
  { to: 'manageskills', label: 'Skills', short: 'Skl' },
  { to: 'manageprojects', label: 'Project', short: 'Prj' },
  { to: 'managecer', label: 'Certificates', short: 'Cer' },
  { to: 'managetestimonials', label: 'Testimonials', short: 'Tst' },
  { to: 'site', label: 'Site', short: 'Site' },
  { to: 'data', label: 'Data', short: 'Data' },
] as const

/** The collapsible side panel: 250 px expanded, 65 px collapsed (labels then stay for screen readers). */
export function SidePanel() {
  const [expanded, setExpanded] = useState(true)
  const hasToken = useHasStoredToken()
  const navigate = useNavigate()
  return (
    <nav aria-label="Dashboard" className="side-panel" data-expanded={expanded}>
      <button
        type="button"
        className="icon-button side-panel-toggle"
        aria-expanded={expanded}
        aria-controls="side-panel-links"
        aria-label={expanded ? 'Collapse menu' : 'Expand menu'}
        onClick={() => setExpanded((open) => !open)}
      >
        <span aria-hidden="true">{expanded ? '«' : '»'}</span>
      </button>
      <div className="side-panel-theme">
        <ThemeToggle />
      </div>
      <ul id="side-panel-links">
        {DASHBOARD_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="side-panel-link">
              <span className="side-panel-short" aria-hidden="true">
                {link.short}
              </span>
              <span className="side-panel-label">{link.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <Link to="/" className="side-panel-link">
            <span className="side-panel-short" aria-hidden="true">
              Web
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
                removeToken()
                void notify('success', 'Logged Out Successfully')
                void navigate('/login')
              }}
            >
              <span className="side-panel-short" aria-hidden="true">
                Out
              </span>
              <span className="side-panel-label">Log Out</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
