import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initHeader } from '@/islands/header.ts'
import type { HomeSectionChoice } from '@contract/home-sections.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { arrangeHome } from '@contract/home-sections.ts'
import { homeNumbers, navItems, type SectionLink, type Sections } from '@/lib/site/site-data.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const SETTINGS: SiteSettings = {
  displayName: 'Alex Doe',
  siteTitle: "Alex's Portfolio",
  email: '',
  phone: '',
  location: '',
  socialLinks: [],
  githubUsername: '',
  copyrightYear: 2024,
  theme: 'dark',
  homeSections: [],
}

/** A controllable matchMedia: `wide` decides '(min-width: 769px)'. */
function mockScreen(initiallyWide: boolean) {
  let wide = initiallyWide
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('min-width') ? wide : false
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return {
    widen() {
      wide = true
      listeners.forEach((listener) => listener())
    },
  }
}

/** Every content type has records; no posts yet. */
const ALL: Sections = {
  ...(Object.fromEntries(CONTENT_TYPE_LIST.map((type) => [type.key, true])) as Record<
    ContentTypeKey,
    boolean
  >),
  contributions: true,
  blog: false,
}

/** Two custom sections with items (an empty one is never given to the header: site-data.ts). */
const CUSTOM: SectionLink[] = [
  { key: 'section:7', label: 'Talks', to: '/talks' },
  { key: 'section:9', label: 'Awards', to: '/awards' },
]

function renderHeader(
  sections: Sections = ALL,
  choices: HomeSectionChoice[] = [],
  customSections: SectionLink[] = [],
  resume = false,
) {
  const home = arrangeHome(
    choices,
    customSections.map((section) => section.key),
  )
  const header = () => (
    <>
      <SiteHeader
        siteTitle="Alex's Portfolio"
        sections={sections}
        home={home}
        customSections={customSections}
        resume={resume}
        theme="dark"
      />
      <SiteFooter
        settings={SETTINGS}
        ownerName="Alex Doe"
        sections={sections}
        home={home}
        customSections={customSections}
      />
    </>
  )
  const Stub = createRoutesStub([
    { path: '/', Component: header },
    { path: '/about', Component: header },
  ])
  render(<Stub initialEntries={['/']} />)
  // The public pages' script enhances the server's markup, as in the browser.
  initHeader(document)
}

describe('SiteHeader', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.style.overflow = ''
  })

  it('shows the numbered navigation items', () => {
    mockScreen(true)
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = Array.from(nav.querySelectorAll('.nav-list > li > a')).map((a) => a.textContent)
    expect(links).toEqual(['I. About', 'II. Skills', 'III. Projects', 'IV. Contact'])
  })

  it('offers only the pages that have something to show, numbered in order', () => {
    mockScreen(true)
    renderHeader({ ...ALL, skills: false, certificates: false, projects: false })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = Array.from(nav.querySelectorAll('.nav-list > li > a')).map((a) => a.textContent)
    expect(links).toEqual(['I. About', 'II. Contact'])
  })

  const navLinks = () =>
    // The row's links (those folded under More on wide screens are also in the row: app.css
    // decides which of the two a width shows).
    Array.from(
      screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('.nav-list > li > a'),
    ).map((a) => `${a.textContent} ${a.getAttribute('href')}`)

  it("follows the owner's order of the home sections, renumbered", () => {
    mockScreen(true)
    renderHeader({ ...ALL, blog: true }, [
      { key: 'contact', hidden: false },
      { key: 'projects', hidden: false },
      { key: 'writing', hidden: false },
      { key: 'about', hidden: false },
      { key: 'skills', hidden: false },
    ])
    // Education, experience and the rest, not listed, follow their default predecessors.
    expect(navLinks()).toEqual([
      'I. Contact /contact',
      'II. Projects /projects',
      'III. Blog /blog',
      'IV. About /about',
      'V. Skills /skills',
    ])
  })

  it('leaves out a page whose home sections are all hidden, and renumbers', () => {
    mockScreen(true)
    renderHeader({ ...ALL, blog: true }, [
      { key: 'skills', hidden: true },
      { key: 'writing', hidden: true },
      { key: 'about', hidden: true },
    ])
    // Education and experience still show on /about: its link stays, placed by them (they
    // follow About, listed last; Projects and Contact follow Skills and Writing by default).
    expect(navLinks()).toEqual([
      'I. Projects /projects',
      'II. Contact /contact',
      'III. About /about',
    ])
  })

  it('leaves out About once its three sections are hidden, and Contact when hidden', () => {
    mockScreen(true)
    renderHeader(ALL, [
      { key: 'about', hidden: true },
      { key: 'education', hidden: true },
      { key: 'experience', hidden: true },
      { key: 'contact', hidden: true },
    ])
    expect(navLinks()).toEqual(['I. Skills /skills', 'II. Projects /projects'])
  })

  it("places each custom section with items in the home page's order, numbered; a new one before Contact", () => {
    mockScreen(true)
    renderHeader(ALL, [], CUSTOM)
    expect(navLinks()).toEqual([
      'I. About /about',
      'II. Skills /skills',
      'III. Projects /projects',
      'IV. Talks /talks',
      'V. Awards /awards',
      'VI. Contact /contact',
    ])
  })

  it("follows the owner's place for a custom section, and leaves a hidden one to the footer", () => {
    mockScreen(true)
    // As the dashboard saves it: every section, in the owner's order.
    const order = ['about', 'education', 'experience', 'section:9', 'skills', 'projects']
    const rest = ['publications', 'writing', 'testimonials', 'section:7', 'contact']
    renderHeader(
      ALL,
      [...order, ...rest].map((key) => ({ key, hidden: key === 'section:7' })),
      CUSTOM,
    )
    expect(navLinks()).toEqual([
      'I. About /about',
      'II. Awards /awards',
      'III. Skills /skills',
      'IV. Projects /projects',
      'V. Contact /contact',
    ])
    // The footer links every page that exists, hidden sections' included.
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    expect(within(footer).getByRole('link', { name: 'Talks' }).getAttribute('href')).toBe('/talks')
  })

  it('offers the résumé after Contact, unnumbered, once the owner has a profile', () => {
    mockScreen(true)
    renderHeader(ALL, [], [], true)
    expect(navLinks()).toEqual([
      'I. About /about',
      'II. Skills /skills',
      'III. Projects /projects',
      'IV. Contact /contact',
      'Résumé /resume',
    ])
  })

  it("numbers the home page's sections as the navigation numbers their chapters", () => {
    const home = arrangeHome([], ['section:7'])
    const items = navItems({ ...ALL, blog: true }, home, [], CUSTOM.slice(0, 1))
    const shown = home.map((place) => place.key)
    expect(Object.fromEntries(homeNumbers(items, shown))).toEqual({
      about: 'I.',
      skills: 'II.',
      projects: 'III.',
      writing: 'IV.',
      'section:7': 'V.',
      contact: 'VI.',
    })
    // A chapter's number goes to its first section shown: Experience, when About Me is not.
    expect(homeNumbers(items, ['experience', 'education']).get('experience')).toBe('I.')
  })

  it("leaves the owner's pages unnumbered: they are no chapter of the home page", () => {
    const items = navItems(ALL, arrangeHome([]), [{ label: 'Uses', to: '/uses' }])
    expect(items.map((item) => [item.label, item.number])).toEqual([
      ['About', 1],
      ['Skills', 2],
      ['Projects', 3],
      ['Uses', undefined],
      ['Contact', 4],
    ])
  })

  it('opens the menu, locks scrolling, and closes when the window is widened', async () => {
    const screenSize = mockScreen(false)
    renderHeader()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const close = screen.getByRole('button', { name: 'Close menu' })
    expect(close.getAttribute('aria-expanded')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')
    screenSize.widen()
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(document.body.style.overflow).toBe('')
  })

  it('closes the menu when a link in it is followed', async () => {
    mockScreen(false)
    renderHeader()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    await userEvent.click(screen.getByRole('link', { name: 'I. About' }))
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(document.body.style.overflow).toBe('')
  })

  it('becomes fixed once the page has scrolled 55 px', () => {
    mockScreen(true)
    renderHeader()
    const header = screen.getByRole('banner')
    expect(header.dataset.fixed).toBe('false')
    window.scrollY = 54
    window.dispatchEvent(new Event('scroll'))
    expect(header.dataset.fixed).toBe('false')
    window.scrollY = 55
    window.dispatchEvent(new Event('scroll'))
    expect(header.dataset.fixed).toBe('true')
  })
})
