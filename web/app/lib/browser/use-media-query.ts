import { useCallback, useSyncExternalStore } from 'react'

/** Whether a media query matches; `serverValue` on the server and while hydrating. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/** SPEC section 9: the mobile layout applies at 768 px or less. */
export const WIDE_SCREEN_QUERY = '(min-width: 769px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
