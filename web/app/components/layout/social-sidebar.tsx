import type { SiteSettings } from '@contract/site-settings.ts'
import { visibleSocialLinks } from '@/lib/site/site-data.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'
import { Icon, socialIcon } from '../icons/icon.tsx'

/**
 * Side links to the social profiles (new tab) and a mailto link (docs/contract.md), on wide
 * screens. Placed before the main content, inside the same box: the rail stays at the bottom of
 * the window while the content passes and stops where the content ends, so it never meets the
 * footer (app.css, "Social rail").
 */
export function SocialSidebar({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslator()
  const links = visibleSocialLinks(settings).slice(0, 5)
  if (links.length === 0 && !settings.email) return null
  return (
    <aside aria-label={t('social.profiles')} className="social-rail">
      <ul className="flex flex-col items-center gap-1">
        {links.map((link) => (
          <li key={`${link.icon}-${link.link}`}>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('page.opensInNewTab', { label: link.acc })}
              title={link.acc}
            >
              <Icon name={socialIcon(link.icon)} size={19} />
            </a>
          </li>
        ))}
        {settings.email && (
          <li>
            <a
              href={`mailto:${settings.email}`}
              aria-label={t('social.email', { address: settings.email })}
            >
              <Icon name="mail" size={19} />
            </a>
          </li>
        )}
      </ul>
      <span aria-hidden="true" className="block h-24 w-px bg-line" />
    </aside>
  )
}
