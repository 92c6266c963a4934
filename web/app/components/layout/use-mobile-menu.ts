import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { WIDE_SCREEN_QUERY } from '../../lib/browser/use-media-query.ts'

/**
 * The slide-down menu of narrow screens: while open the page does not scroll; it closes on
 * navigation, on Escape, and when the window is widened past 768 px.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((value) => !value), [])

  useEffect(() => close(), [pathname, close])

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY)
    const onChange = () => {
      if (wide.matches) close()
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [close])

  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      window.removeEventListener('keydown', onKey)
    }
  }, [open, close])

  return { open, toggle, close }
}
