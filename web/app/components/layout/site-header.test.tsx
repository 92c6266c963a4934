import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initHeader } from '@/islands/header.ts'
import type { HomeSectionChoice } from '@contract/home-sections.ts'
import { arrangeHome } from '@/features/content/home-sections.ts'
import type { Sections } from '@/lib/site/site-data.ts'
import { SiteHeader } from './site-header.tsx'

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

function renderHeader(sections: Sections = ALL, choices: HomeSectionChoice[] = []) {
  const header = () => (
    <SiteHeader
      siteTitle="Alex's Portfolio"
      sections={sections}
      home={arrangeHome(choices)}
      theme="dark"
    />
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
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)
    expect(links).toEqual(['I. About', 'II. Skills', 'III. Projects', 'IV. Contact'])
  })

  it('offers only the pages that have something to show, numbered in order', () => {
    mockScreen(true)
    renderHeader({ ...ALL, skills: false, certificates: false, projects: false })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)
    expect(links).toEqual(['I. About', 'II. Contact'])
  })

  const navLinks = () =>
    Array.from(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a')).map(
      (a) => `${a.textContent} ${a.getAttribute('href')}`,
    )

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
