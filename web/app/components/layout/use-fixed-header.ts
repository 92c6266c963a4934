import { useEffect, useState } from 'react'

/** SPEC section 9: the header becomes fixed once the page has scrolled this far. */
export const FIXED_HEADER_SCROLL_PX = 55

export function useFixedHeader(): boolean {
  const [fixed, setFixed] = useState(false)
  useEffect(() => {
    const update = () => setFixed(window.scrollY >= FIXED_HEADER_SCROLL_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return fixed
}
