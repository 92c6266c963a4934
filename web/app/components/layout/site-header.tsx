import { NavLink, Link } from 'react-router'
import { Icon } from '../icons/icon.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

export const NAV_ITEMS = [
  { number: 'I.', label: 'About', to: '/about' },
  { number: 'II.', label: 'Skills', to: '/skills' },
  { number: 'III.', label: 'Projects', to: '/projects' },
  { number: 'IV.', label: 'Contact', to: '/contact' },
] as const

/** The public header. `islands/header.ts` fixes it after scrolling and runs the phone menu. */
export function SiteHeader({ siteTitle }: { siteTitle: string }) {
  return (
    <div className="header-slot">
      <header className="site-header" data-fixed="false">
        <div className="mx-auto flex h-full max-w-6xl flex-wrap items-center justify-between gap-2 px-4 md:px-8">
          <Link to="/" className="text-lg font-bold text-accent no-underline">
            {siteTitle}
          </Link>
          <div className="flex items-center gap-1">
            <nav aria-label="Main" id="main-nav" className="nav-panel" data-open="false">
              <ul className="nav-list flex flex-wrap items-center gap-x-6 gap-y-3">
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="font-medium no-underline hover:text-accent">
                      <span className="text-accent">{item.number}</span> {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <ThemeToggle />
            <button
              type="button"
              className="menu-button h-11 w-11 items-center justify-center"
              data-menu-button=""
              aria-expanded="false"
              aria-controls="main-nav"
              aria-label="Open menu"
            >
              <span className="when-closed">
                <Icon name="menu" size={24} />
              </span>
              <span className="when-open">
                <Icon name="close" size={24} />
              </span>
            </button>
          </div>
        </div>
      </header>
    </div>
  )
}
