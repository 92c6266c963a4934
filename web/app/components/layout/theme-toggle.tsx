import { Icon } from '../icons/icon.tsx'
import { DEFAULT_THEME, themeToggleLabel } from '@/lib/theme/theme.ts'

/**
 * Says what it will do: 'Switch to light mode' in dark mode, 'Switch to dark mode' in light.
 * Both icons are drawn; CSS shows the one for the current mode. `islands/theme-toggle.ts` makes
 * it work (and hides nothing: without JavaScript, CSS hides the button itself).
 */
export function ThemeToggle() {
  const label = themeToggleLabel(DEFAULT_THEME)
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label={label}
      title={label}
      className="theme-toggle inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:text-accent"
    >
      <span className="when-dark">
        <Icon name="sun" size={22} />
      </span>
      <span className="when-light">
        <Icon name="moon" size={22} />
      </span>
    </button>
  )
}
