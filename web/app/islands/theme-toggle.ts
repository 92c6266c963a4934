import { applyTheme, hasStoredTheme, readTheme, THEME_CHANGE_EVENT } from '../lib/theme/theme.ts'
import { islandText } from './texts.ts'

/**
 * `[data-theme-toggle]` buttons switch the mode and remember the choice. Both icons are in the
 * markup; CSS shows the one that matches <html data-theme>, so only the label needs updating
 * here. With the site set to follow the system, a visitor who has not chosen follows it live.
 */
export function initThemeToggles(root: Document) {
  if (root.documentElement.dataset.defaultTheme === 'system') {
    matchMedia('(prefers-color-scheme: light)').addEventListener('change', (event) => {
      if (!hasStoredTheme()) applyTheme(event.matches ? 'light' : 'dark', { remember: false })
    })
  }
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]'))
  if (buttons.length === 0) return
  const label = () => {
    const text = islandText(readTheme() === 'dark' ? 'theme.toLight' : 'theme.toDark', root)
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
