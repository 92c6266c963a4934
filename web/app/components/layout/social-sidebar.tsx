import type { SiteSettings } from '@contract/site-settings.ts'
import { visibleSocialLinks } from '@/lib/site/site-data.ts'
import { Icon, socialIcon } from '../icons/icon.tsx'

/** SPEC section 1: fixed side links to the social profiles (new tab) and a mailto link. */
export function SocialSidebar({ settings }: { settings: SiteSettings }) {
  const links = visibleSocialLinks(settings).slice(0, 5)
  return (
    <aside
      aria-label="Social profiles"
      className="fixed bottom-0 left-4 z-30 hidden flex-col items-center gap-4 lg:flex"
    >
      <ul className="flex flex-col items-center gap-3">
        {links.map((link) => (
          <li key={`${link.icon}-${link.link}`}>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.acc} (opens in a new tab)`}
              className="inline-flex h-10 w-10 items-center justify-center text-muted hover:text-accent"
            >
              <Icon name={socialIcon(link.icon)} />
            </a>
          </li>
        ))}
        {settings.email && (
          <li>
            <a
              href={`mailto:${settings.email}`}
              aria-label={`E-mail ${settings.email}`}
              className="inline-flex h-10 w-10 items-center justify-center text-muted hover:text-accent"
            >
              <Icon name="mail" />
            </a>
          </li>
        )}
      </ul>
      <span aria-hidden="true" className="block h-24 w-px bg-line" />
    </aside>
  )
}
