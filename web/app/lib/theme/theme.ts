import type { SiteTheme } from '@contract/site-settings.ts'

/**
 * The colour mode, applied as <html data-theme>. A visitor's own choice is remembered in
 * localStorage and always wins; before they choose, the site setting decides (dark, light, or
 * their system's preference), rendered by the server as <html data-default-theme>.
 */
export type Theme = 'dark' | 'light'

export const DEFAULT_THEME: Theme = 'dark'
export const THEME_STORAGE_KEY = 'theme'

/**
 * Runs inline in <head> before the first paint, so nobody sees the wrong mode flash. It also
 * marks <html class="js">: styles that need JavaScript (scroll reveal, the menu button) apply
 * only then, so the page stays complete without it. Its text never changes (the CSP allows it by
 * hash): the site setting comes from the data attribute.
 */
export const themeScript = `(function(){var d=document.documentElement,t,s=d.dataset.defaultTheme;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="light"&&t!=="dark"){t=s==="light"?"light":s==="system"&&matchMedia("(prefers-color-scheme: light)").matches?"light":"dark"}d.dataset.theme=t;d.classList.add("js")})()`

/** The mode a page is rendered in before its script runs: the setting, or dark for "system". */
export function initialTheme(setting: SiteTheme | undefined): Theme {
  return setting === 'light' ? 'light' : DEFAULT_THEME
}

export function readTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
}

/** Whether the visitor has chosen a mode themselves (their choice then always wins). */
export function hasStoredTheme(): boolean {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return stored === 'light' || stored === 'dark'
  } catch {
    return false
  }
}

export function applyTheme(theme: Theme, { remember = true } = {}) {
  document.documentElement.dataset.theme = theme
  if (remember) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme)
    } catch {
      // Private mode or storage disabled: the mode still applies to this page.
    }
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
}

export const THEME_CHANGE_EVENT = 'vitrine:theme-change'

/** The mode button says what it will do: 'Switch to light mode' in dark mode, and back. */
export function themeToggleLabel(theme: Theme): string {
  return theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'
}
