import { NavLink, Link } from 'react-router'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import type { SiteTheme } from '@contract/site-settings.ts'
import {
  navItems,
  roman,
  type NavItem,
  type SectionLink,
  type Sections,
} from '@/lib/site/site-data.ts'
import { Icon } from '../icons/icon.tsx'
import { foldNav, type NavPlace } from './nav-fold.ts'
import { ThemeToggle } from './theme-toggle.tsx'

/** The first letters of a title, for the brand mark: "Alex's Portfolio" → "AP". */
function initialsOf(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^\p{L}/u.test(word))
  return (
    words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0]?.slice(0, 2) ?? 'V')
  ).toUpperCase()
}

function NavEntry({ item, index, place }: { item: NavItem; index: number; place: NavPlace }) {
  return (
    <li data-from={place}>
      <NavLink to={item.to}>
        <span className="nav-number">{roman(index + 1)}.</span> {item.label}
      </NavLink>
    </li>
  )
}

/**
 * The navigation's links in one row on wide screens: those that do not fit (nav-fold.ts decides
 * at each width) are folded under More, a disclosure that works without JavaScript; app.css shows
 * each link either in the row or under More, never both. The phone menu lists them all.
 */
function NavList({ siteTitle, items }: { siteTitle: string; items: readonly NavItem[] }) {
  const { places, more } = foldNav(
    siteTitle,
    items.map((item) => item.label),
  )
  const entry = (item: NavItem, index: number) => (
    <NavEntry key={item.to} item={item} index={index} place={places[index]!} />
  )
  const last = items.length - 1
  return (
    <ul className="nav-list flex flex-wrap items-center gap-x-7 gap-y-1">
      {items.slice(0, last).map(entry)}
      {more && (
        <li className="nav-more" data-until={more}>
          <details data-nav-more="">
            <summary>
              More
              <Icon name="chevron-down" size={16} />
            </summary>
            <ul className="nav-more-list">
              {items.map((item, index) => places[index] !== 'md' && entry(item, index))}
            </ul>
          </details>
        </li>
      )}
      {last >= 0 && entry(items[last]!, last)}
    </ul>
  )
}

/** The public header. `islands/header.ts` fixes it after scrolling and runs the phone menu. */
export function SiteHeader({
  siteTitle,
  sections,
  home,
  pages = [],
  customSections = [],
  theme,
}: {
  siteTitle: string
  sections: Sections
  /** The home sections in the owner's order: the navigation follows it and leaves out hidden ones. */
  home: readonly HomeSectionPlace[]
  /** The owner's pages linked from the navigation. */
  pages?: readonly NavItem[]
  /** The owner's custom sections with items: each in its place of the home page's order. */
  customSections?: readonly SectionLink[]
  theme: SiteTheme | undefined
}) {
  return (
    <div className="header-slot">
      <header className="site-header" data-fixed="false">
        <div className="mx-auto flex h-full max-w-6xl flex-wrap items-center justify-between gap-2 px-5 md:px-8">
          <Link to="/" className="brand inline-flex items-center gap-3">
            <span className="brand-mark" aria-hidden="true">
              {initialsOf(siteTitle)}
            </span>
            <span>{siteTitle}</span>
          </Link>
          <div className="flex items-center gap-1">
            <nav aria-label="Main" id="main-nav" className="nav-panel" data-open="false">
              <NavList
                siteTitle={siteTitle}
                items={navItems(sections, home, pages, customSections)}
              />
            </nav>
            {/* A link, not a field: the search page's own form works without JavaScript. */}
            <Link to="/search" className="icon-button" aria-label="Search" title="Search">
              <Icon name="search" size={20} />
            </Link>
            <ThemeToggle theme={theme} />
            <button
              type="button"
              className="menu-button icon-button"
              data-menu-button=""
              aria-expanded="false"
              aria-controls="main-nav"
              aria-label="Open menu"
            >
              <span className="when-closed">
                <Icon name="menu" size={22} />
              </span>
              <span className="when-open">
                <Icon name="close" size={22} />
              </span>
            </button>
          </div>
        </div>
      </header>
    </div>
  )
}
