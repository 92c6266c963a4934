import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { siteIdentity } from '@contract/site-settings.ts'
import { Icon } from '@/components/icons/icon.tsx'
import { useOwner } from '../api/get-owner.ts'
import { sectionIcon, useSections } from '../api/list-sections.ts'
import { useSiteSettings } from '../api/get-site-settings.ts'
import { AdminIcon, type AdminIconName } from './admin-icons.tsx'
import { logOut } from '../log-out.ts'
import { useHasStoredToken } from '@/lib/browser/use-stored-token.ts'
import { WIDE_SCREEN_QUERY } from '@/lib/browser/media-queries.ts'
import { themeToggleLabel } from '@/lib/theme/theme.ts'
import { useTheme } from '@/lib/theme/use-theme.ts'
import { useUnreadMessages } from '../api/unread-messages.ts'
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

export interface PanelLink {
  to: string
  /** The page's one name: the panel, its heading, its title, the palette and the phone's bar. */
  label: string
  icon: AdminIconName
}

/** The custom sections' list; each section's own page is under it, at sections/<id>. */
const SECTIONS_PATH = 'sections'

/**
 * docs/contract.md §2: the side panel's links, by path relative to /dashboard: the fixed pages,
 * and every content type's page from the registry (contract/content-types.ts), in its order.
 * The command palette lists the same entries.
 */
export const DASHBOARD_LINKS: readonly PanelLink[] = [
  { to: 'audience', label: 'Audience', icon: 'audience' },
  { to: 'adminprofile', label: 'Profile', icon: 'profile' },
  { to: 'security', label: 'Security', icon: 'security' },
  { to: 'managecontacts', label: 'Messages', icon: 'messages' },
  ...CONTENT_TYPE_LIST.map(({ dashboard }) => ({
    to: dashboard.path,
    label: dashboard.label,
    icon: dashboard.icon,
  })),
  { to: SECTIONS_PATH, label: 'Sections', icon: 'sections' },
  { to: 'posts', label: 'Posts', icon: 'posts' },
  { to: 'pages', label: 'Pages', icon: 'pages' },
  { to: 'resume', label: 'Résumé', icon: 'resume' },
  { to: 'site', label: 'Site settings', icon: 'site' },
  { to: 'data', label: 'Data', icon: 'data' },
  { to: 'trash', label: 'Trash', icon: 'trash' },
]

/**
 * The custom sections' own pages, each a link under Sections: a section the owner made is as
 * close as a built-in type, drawn with its own icon.
 */
function useSectionLinks(): PanelLink[] {
  const sections = useSections().data ?? []
  return sections.map((section) => ({
    to: `${SECTIONS_PATH}/${encodeURIComponent(section._id)}`,
    label: section.name,
    icon: sectionIcon(section),
  }))
}

/** The name of the dashboard page at `pathname` (a post's editor is under Posts). */
function usePageNameAt(pathname: string): string {
  const sectionLinks = useSectionLinks()
  const rest = pathname.replace(/^\/dashboard\/?/, '')
  const link = [...sectionLinks, ...DASHBOARD_LINKS].find(
    ({ to }) => rest === to || rest.startsWith(`${to}/`),
  )
  return link?.label ?? 'Dashboard'
}

function PanelEntry({ link, onFollow }: { link: PanelLink; onFollow: () => void }) {
  return (
    // The Sections entry is current on its own page only, not on each section's below it.
    <NavLink
      to={link.to}
      end={link.to === SECTIONS_PATH}
      className="side-panel-link"
      onClick={onFollow}
    >
      <span className="side-panel-short" aria-hidden="true">
        <AdminIcon name={link.icon} />
      </span>
      <span className="side-panel-label">{link.label}</span>
      {link.to === 'managecontacts' && <UnreadMessagesBadge />}
    </NavLink>
  )
}

/** The page entries; `onFollow` runs when one is followed (a phone's drawer then closes). */
function PanelLinks({ onFollow }: { onFollow: () => void }) {
  const sectionLinks = useSectionLinks()
  return (
    <ul className="side-panel-links">
      {DASHBOARD_LINKS.map((link) => (
        <li key={link.to}>
          <PanelEntry link={link} onFollow={onFollow} />
          {link.to === SECTIONS_PATH && sectionLinks.length > 0 && (
            <ul className="side-panel-links side-panel-sublinks" aria-label="Your sections">
              {sectionLinks.map((section) => (
                <li key={section.to}>
                  <PanelEntry link={section} onFollow={onFollow} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The site this dashboard runs: its title, as visitors see it. */
function SiteIdentity() {
  const { data } = useSiteSettings()
  const title = data ? siteIdentity(data.settings, data.ownerName).siteTitle : ''
  return (
    <Link to="audience" className="side-panel-identity">
      <span className="side-panel-mark" aria-hidden="true">
        {title.trim().charAt(0).toUpperCase() || 'V'}
      </span>
      <span className="side-panel-label">
        <span className="side-panel-site">{title || 'Your site'}</span>
        <span className="side-panel-caption">Dashboard</span>
      </span>
    </Link>
  )
}

function ThemeButton() {
  const [theme, toggle] = useTheme()
  const label = themeToggleLabel(theme)
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={toggle}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </button>
  )
}

/** Who is signed in, and the ways out: View site, Log Out; the mode switch beside the name. */
function AccountBlock({ onFollow }: { onFollow: () => void }) {
  const owner = useOwner()
  const hasToken = useHasStoredToken()
  const navigate = useNavigate()
  return (
    <div role="group" aria-label="Account" className="side-panel-account">
      <div className="side-panel-owner">
        <span className="side-panel-label side-panel-owner-name">{owner.data?.name ?? ''}</span>
        <ThemeButton />
      </div>
      <ul className="side-panel-links">
        <li>
          <Link to="/" className="side-panel-link" onClick={onFollow}>
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
                logOut(navigate)
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
    </div>
  )
}

interface SidePanelProps {
  /** The command palette's opener, shown in the panel and the phone's bar. */
  paletteButton: (compact: boolean) => ReactNode
}

/**
 * A wide screen: the collapsible side panel (250 px, or 65 px with the labels kept for screen
 * readers; the choice is remembered), with the site at the top, the pages in the middle (they
 * scroll on a short screen) and the account pinned to the bottom. A phone: a bar with the page's
 * name and a Menu button that opens the same panel as a full-width drawer (a modal dialog:
 * Escape or following a link closes it, and focus goes back to Menu).
 */
export function SidePanel({ paletteButton }: SidePanelProps) {
  // Admin pages render in the browser only (clientLoader): the screen is known from the start.
  const [wide, setWide] = useState(isWide)
  const [expanded, setExpanded] = useState(storedExpanded)
  const [drawerOpen, setDrawerOpen] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN_QUERY)
    const onChange = () => {
      setWide(query.matches)
      setDrawerOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  const toggle = () => {
    const next = !expanded
    setExpanded(next)
    try {
      localStorage.setItem(PANEL_STORAGE_KEY, next ? 'expanded' : 'collapsed')
    } catch {
      // Storage refused (private mode): the state lasts for this page only.
    }
  }
  if (!wide) {
    return (
      <PhoneBar open={drawerOpen} setOpen={setDrawerOpen} paletteButton={paletteButton(true)} />
    )
  }
  return (
    <nav aria-label="Dashboard" className="side-panel" data-expanded={expanded}>
      <div className="side-panel-head">
        <SiteIdentity />
        <button
          type="button"
          className="icon-button side-panel-toggle"
          aria-expanded={expanded}
          aria-label={expanded ? 'Collapse menu' : 'Expand menu'}
          onClick={toggle}
        >
          <AdminIcon name={expanded ? 'collapse' : 'expand'} />
        </button>
      </div>
      <div className="side-panel-palette">{paletteButton(!expanded)}</div>
      <div className="side-panel-scroll">
        <PanelLinks onFollow={() => undefined} />
      </div>
      <AccountBlock onFollow={() => undefined} />
    </nav>
  )
}

/**
 * On a phone the Messages link is behind Menu: a dot beside the button says new messages wait,
 * and a screen reader hears how many.
 */
function UnreadDot() {
  const unread = useUnreadMessages()
  if (unread === 0) return null
  return (
    <span className="topbar-unread" data-testid="topbar-unread">
      <span className="sr-only">
        {unread === 1 ? '1 unread message' : `${unread} unread messages`}
      </span>
    </span>
  )
}

function PhoneBar({
  open,
  setOpen,
  paletteButton,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  paletteButton: ReactNode
}) {
  const pageName = usePageNameAt(useLocation().pathname)
  const drawer = useRef<HTMLDialogElement>(null)
  const menu = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = drawer.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      dialog.close()
      menu.current?.focus()
    }
  }, [open])
  const close = () => setOpen(false)
  return (
    <>
      <header className="dashboard-topbar">
        <button
          ref={menu}
          type="button"
          className="icon-button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="dashboard-drawer"
          onClick={() => setOpen(true)}
        >
          <AdminIcon name="menu" />
        </button>
        <UnreadDot />
        <p className="dashboard-topbar-title">{pageName}</p>
        {paletteButton}
      </header>
      <dialog
        ref={drawer}
        id="dashboard-drawer"
        className="side-panel-drawer"
        aria-label="Menu"
        onClose={close}
      >
        {open && (
          <nav aria-label="Dashboard" className="side-panel" data-expanded="true">
            <div className="side-panel-head">
              <SiteIdentity />
              <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
                <AdminIcon name="close" />
              </button>
            </div>
            <div className="side-panel-scroll">
              <PanelLinks onFollow={close} />
            </div>
            <AccountBlock onFollow={close} />
          </nav>
        )}
      </dialog>
    </>
  )
}
