import { applyTheme, readTheme, THEME_CHANGE_EVENT, themeToggleLabel } from '../lib/theme/theme.ts'

/**
 * `[data-theme-toggle]` buttons switch the mode. Both icons are in the markup; CSS shows the one
 * that matches <html data-theme>, so only the label needs updating here.
 */
export function initThemeToggles(root: Document) {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]'))
  if (buttons.length === 0) return
  const label = () => {
    const text = themeToggleLabel(readTheme())
    for (const button of buttons) {
      button.setAttribute('aria-label', text)
      button.title = text
    }
  }
  label()
  window.addEventListener(THEME_CHANGE_EVENT, label)
  for (const button of buttons) {
    button.addEventListener('click', () => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'))
  }
}
