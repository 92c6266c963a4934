import type { SiteTheme } from '@contract/site-settings.ts'
import { initialTheme } from '@/lib/theme/theme.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'
import { Icon } from '../icons/icon.tsx'

/**
 * Says what it will do: 'Switch to light mode' in dark mode, 'Switch to dark mode' in light.
 * Both icons are drawn; CSS shows the one for the current mode. `islands/theme-toggle.ts` makes
 * it work and keeps the label true (and hides nothing: without JavaScript, CSS hides the button).
 */
export function ThemeToggle({ theme }: { theme?: SiteTheme }) {
  const { t } = useTranslator()
  const label = t(initialTheme(theme) === 'dark' ? 'theme.toLight' : 'theme.toDark')
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label={label}
      title={label}
      className="theme-toggle icon-button"
    >
      <span className="when-dark">
        <Icon name="sun" size={20} />
      </span>
      <span className="when-light">
        <Icon name="moon" size={20} />
      </span>
    </button>
  )
}
