import { Link } from 'react-router'
import type { SiteSettings } from '@contract/site-settings.ts'
import { codeHostingLink } from '@/lib/site/site-data.ts'
import { Icon } from '../icons/icon.tsx'

const FOOTER_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Skills', to: '/skills' },
  { label: 'Projects', to: '/projects' },
  // SPEC section 2: the footer links to /contacts, which redirects to /contact.
  { label: 'Contact', to: '/contacts' },
  { label: 'Résumé', to: '/resume' },
] as const

/** The four footer social icons all point to the code-hosting profile, as SPEC section 2 says. */
const FOOTER_SOCIAL = [
  { label: 'GitHub', icon: 'github' },
  { label: 'Code', icon: 'code' },
  { label: 'Profile', icon: 'globe' },
  { label: 'Portfolio source', icon: 'external' },
] as const

export function SiteFooter({ settings, ownerName }: { settings: SiteSettings; ownerName: string }) {
  const profile = codeHostingLink(settings)
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3 md:px-8">
        <div>
          <p className="text-lg font-bold text-accent">{settings.siteTitle}</p>
          <p className="mt-2 text-muted">{ownerName}</p>
          {profile && (
            <ul className="mt-4 flex gap-2" aria-label="Social links">
              {FOOTER_SOCIAL.map((item) => (
                <li key={item.label}>
                  <a
                    href={profile}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.label} (opens in a new tab)`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line hover:text-accent"
                  >
                    <Icon name={item.icon} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold">Links</h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">Contact info</h2>
          <ul className="mt-3 space-y-2 text-muted">
            {settings.email && (
              <li className="flex items-center gap-2">
                <Icon name="mail" size={16} />
                <a href={`mailto:${settings.email}`} className="hover:text-accent">
                  {settings.email}
                </a>
              </li>
            )}
            {settings.phone && (
              <li className="flex items-center gap-2">
                <Icon name="phone" size={16} />
                <a href={`tel:${settings.phone.replace(/\s+/g, '')}`} className="hover:text-accent">
                  {settings.phone}
                </a>
              </li>
            )}
            {settings.location && (
              <li className="flex items-center gap-2">
                <Icon name="pin" size={16} />
                <span>{settings.location}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-muted">
        © {settings.copyrightYear} {ownerName}. All rights reserved.
      </p>
    </footer>
  )
}
