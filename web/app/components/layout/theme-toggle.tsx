import { useTheme } from '../../lib/theme/use-theme.ts'
import { Icon } from '../icons/icon.tsx'

/** Says what it will do: 'Switch to light mode' in dark mode, 'Switch to dark mode' in light. */
export function ThemeToggle() {
  const [theme, toggle] = useTheme()
  const label = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:text-accent"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={22} />
    </button>
  )
}
