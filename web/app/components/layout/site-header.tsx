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
import { initialsOf } from '@/lib/text/initials.ts'
import { translateNav, useTranslator, type TextLang } from '@/lib/i18n/translation.tsx'
import { Icon } from '../icons/icon.tsx'
import { foldNav, type NavPlace } from './nav-fold.ts'
import { ThemeToggle } from './theme-toggle.tsx'

function NavEntry({ item, place }: { item: NavItem; place: NavPlace }) {
  return (
    <li data-from={place}>
      <NavLink to={item.to}>
        {item.number !== undefined && (
          <>
            <span className="nav-number">{roman(item.number)}.</span>{' '}
          </>
        )}
        <span {...item.labelLang}>{item.label}</span>
      </NavLink>
    </li>
  )
}

/**
 * The navigation's links in one row on wide screens: those that do not fit (nav-fold.ts decides
 * at each width) are folded under More, a disclosure that works without JavaScript; app.css shows
 * each link either in the row or under More, never both. The phone menu lists them all.
 */
function NavList({
  siteTitle,
  items,
  resume,
}: {
  siteTitle: string
  items: readonly NavItem[]
  resume: boolean
}) {
  const { t } = useTranslator()
  const resumeLabel = t('resume.label')
  const { places, more } = foldNav(siteTitle, items, resume ? [resumeLabel] : [])
  const entry = (item: NavItem, index: number) => (
    <NavEntry key={item.to} item={item} place={places[index]!} />
  )
  const last = items.length - 1
  return (
    <ul className="nav-list flex flex-wrap items-center gap-x-7 gap-y-1">
      {items.slice(0, last).map(entry)}
      {more && (
        <li className="nav-more" data-until={more}>
          <details data-nav-more="">
            <summary>
              {t('header.more')}
              <Icon name="chevron-down" size={16} />
            </summary>
            <ul className="nav-more-list">
              {items.map((item, index) => places[index] !== 'md' && entry(item, index))}
            </ul>
          </details>
        </li>
      )}
      {last >= 0 && entry(items[last]!, last)}
      {resume && (
        <li className="nav-resume">
          <NavLink to="/resume">{resumeLabel}</NavLink>
        </li>
      )}
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
  resume = false,
  theme,
  siteTitleLang,
}: {
  siteTitle: string
  /** The site title's own language when it is not the page's (useTextLang). */
  siteTitleLang?: TextLang
  sections: Sections
  /** The home sections in the owner's order: the navigation follows it and leaves out hidden ones. */
  home: readonly HomeSectionPlace[]
  /** The owner's pages linked from the navigation. */
  pages?: readonly NavItem[]
  /** The owner's custom sections with items: each in its place of the home page's order. */
  customSections?: readonly SectionLink[]
  /** Résumé after the numbered links: no chapter of the home page, so unnumbered. */
  resume?: boolean
  theme: SiteTheme | undefined
}) {
  const tr = useTranslator()
  const { t } = tr
  return (
    <div className="header-slot">
      <header className="site-header" data-fixed="false">
        <div className="mx-auto flex h-full max-w-6xl flex-wrap items-center justify-between gap-2 px-5 md:px-8">
          <Link to="/" className="brand inline-flex items-center gap-3">
            <span className="brand-mark" aria-hidden="true">
              {initialsOf(siteTitle)}
            </span>
            <span {...siteTitleLang}>{siteTitle}</span>
          </Link>
          <div className="flex items-center gap-1">
            <nav
              aria-label={t('header.main')}
              id="main-nav"
              className="nav-panel"
              data-open="false"
            >
              <NavList
                siteTitle={siteTitle}
                items={translateNav(tr, navItems(sections, home, pages, customSections))}
                resume={resume}
              />
            </nav>
            {/* A link, not a field: the search page's own form works without JavaScript. */}
            <Link
              to="/search"
              className="icon-button"
              aria-label={t('header.search')}
              title={t('header.search')}
            >
              <Icon name="search" size={20} />
            </Link>
            <ThemeToggle theme={theme} />
            <button
              type="button"
              className="menu-button icon-button"
              data-menu-button=""
              aria-expanded="false"
              aria-controls="main-nav"
              aria-label={t('header.openMenu')}
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
