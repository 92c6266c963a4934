/** The colour mode: dark by default, remembered in localStorage, applied as <html data-theme>. */
export type Theme = 'dark' | 'light'

export const DEFAULT_THEME: Theme = 'dark'
export const THEME_STORAGE_KEY = 'theme'

/**
 * Runs inline in <head> before the first paint, so a visitor who chose light never sees a dark
 * flash. It also marks <html class="js">: styles that need JavaScript (scroll reveal, the menu
 * button) apply only then, so the page stays complete without it.
 */
export const themeScript = `(function(){var d=document.documentElement,t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}d.dataset.theme=t==="light"?"light":"dark";d.classList.add("js")})()`

export function readTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or storage disabled: the mode still applies to this page.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
}

export const THEME_CHANGE_EVENT = 'vitrine:theme-change'

/** The mode button says what it will do: 'Switch to light mode' in dark mode, and back. */
export function themeToggleLabel(theme: Theme): string {
  return theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'
}
