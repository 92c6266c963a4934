import { useCallback, useSyncExternalStore } from 'react'
import { applyTheme, DEFAULT_THEME, readTheme, THEME_CHANGE_EVENT, type Theme } from './theme.ts'

function subscribe(onChange: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange)
}

/**
 * The current mode. The server and the hydrating render both see the default (dark), so the
 * markup matches; React then re-renders with the mode the inline script applied.
 */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME)
  const toggle = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), [])
  return [theme, toggle]
}
