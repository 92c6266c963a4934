import { islandText } from './texts.ts'
import { WIDE_SCREEN_QUERY } from '../lib/browser/media-queries.ts'

/** docs/contract.md §9: the header becomes fixed once the page has scrolled this far. */
const FIXED_HEADER_SCROLL_PX = 55

/**
 * The header: fixed after scrolling, and the slide-down menu of narrow screens. While the menu is
 * open the page does not scroll; it closes on Escape, on following a link, and when the window
 * is widened past 768 px.
 */
export function initHeader(root: Document) {
  const header = root.querySelector<HTMLElement>('.site-header')
  if (!header) return

  const updateFixed = () => {
    header.dataset.fixed = String(window.scrollY >= FIXED_HEADER_SCROLL_PX)
  }
  // The first check waits for the first frame: reading the scroll position before the page has
  // been laid out would lay it out inside this script, one long task where the browser makes two.
  requestAnimationFrame(updateFixed)
  window.addEventListener('scroll', updateFixed, { passive: true })

  initMoreMenu(root, header)

  const button = header.querySelector<HTMLButtonElement>('[data-menu-button]')
  const nav = header.querySelector<HTMLElement>('#main-nav')
  if (!button || !nav) return

  let open = false
  let previousOverflow = ''
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false)
  }
  function setOpen(value: boolean) {
    if (value === open) return
    open = value
    nav!.dataset.open = String(open)
    button!.setAttribute('aria-expanded', String(open))
    button!.setAttribute('aria-label', islandText(open ? 'header.closeMenu' : 'header.openMenu'))
    if (open) {
      previousOverflow = root.body.style.overflow
      root.body.style.overflow = 'hidden'
      window.addEventListener('keydown', onKey)
    } else {
      root.body.style.overflow = previousOverflow
      window.removeEventListener('keydown', onKey)
    }
  }

  button.addEventListener('click', () => setOpen(!open))
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  const wide = window.matchMedia(WIDE_SCREEN_QUERY)
  wide.addEventListener('change', () => {
    if (wide.matches) setOpen(false)
  })
  // Coming back through the browser's page cache must not find the menu still open.
  window.addEventListener('pageshow', () => setOpen(false))
}

/**
 * More, the disclosure holding the links that do not fit the wide header. It is a <details>, so
 * it opens without JavaScript too; this makes it close the way menus do: on Escape (the focus
 * going back to it), on a click outside it, and on following one of its links.
 */
function initMoreMenu(root: Document, header: HTMLElement) {
  const more = header.querySelector<HTMLDetailsElement>('[data-nav-more]')
  if (!more) return
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !more.open) return
    more.open = false
    more.querySelector('summary')?.focus()
  })
  root.addEventListener('click', (event) => {
    const target = event.target as Element
    if (more.open && (!more.contains(target) || target.closest('a'))) more.open = false
  })
}
