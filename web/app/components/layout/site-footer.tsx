import { Link } from 'react-router'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import { copyrightYears, type SiteSettings } from '@contract/site-settings.ts'
import {
  navItems,
  visibleSocialLinks,
  type NavItem,
  type SectionLink,
  type PageLanguages,
  type Sections,
} from '@/lib/site/site-data.ts'
import { textLangOf, translateNav, useTranslator } from '@/lib/i18n/translation.tsx'
import { Icon, socialIcon } from '../icons/icon.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { UnpublishedNotice } from './unpublished-notice.tsx'

/**
 * The footer: the site's name and the owner's social profiles (each link where its icon says,
 * the same icons as the side rail), links to the pages that exist (Contact through /contacts, as
 * the contract has it; custom sections with items, hidden ones too), the résumé and the owner's
 * pages linked from the footer, and the contact details.
 */
export function SiteFooter({
  settings,
  ownerName,
  sections,
  home,
  pages = [],
  customSections = [],
  languages,
}: {
  settings: SiteSettings
  ownerName: string
  sections: Sections
  home: readonly HomeSectionPlace[]
  /** The owner's pages linked from the footer. */
  pages?: readonly NavItem[]
  /** The owner's custom sections with items, hidden ones included. */
  customSections?: readonly SectionLink[]
  /** The page's language and the site's: the language switcher (none in the dashboard). */
  languages?: PageLanguages
}) {
  const tr = useTranslator()
  const { t } = tr
  const social = visibleSocialLinks(settings)
  const links = [
    { label: t('footer.home'), to: '/' },
    // In the owner's order, hidden sections' pages included: the footer is how they stay found.
    ...translateNav(
      tr,
      navItems(
        sections,
        home.map((place) => ({ ...place, hidden: false })),
        [],
        customSections,
      ),
    ).map((item) =>
      // The contract's /contacts is the default language's; another language has its /contact.
      item.to === '/contact' && (!languages || languages.page === languages.default)
        ? { ...item, to: '/contacts' }
        : item,
    ),
    { label: t('resume.label'), to: '/resume' },
    ...pages,
  ]
  const contact = settings.email || settings.phone || settings.location
  return (
    <footer className="mt-(--section-space) border-t border-line">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:grid-cols-2 md:grid-cols-[2fr_1fr_1.4fr] md:px-8">
        <div>
          <p className="text-lg font-semibold text-ink" {...textLangOf(tr, settings, 'siteTitle')}>
            {settings.siteTitle}
          </p>
          <p className="mt-1 text-muted">{ownerName}</p>
          {social.length > 0 && (
            <ul
              className="footer-social mt-5 -ms-3 flex flex-wrap gap-1"
              aria-label={t('footer.social')}
            >
              {social.map((link) => (
                <li key={`${link.icon}-${link.link}`}>
                  <a
                    href={link.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('page.opensInNewTab', { label: link.acc })}
                    title={link.acc}
                  >
                    <Icon name={socialIcon(link.icon)} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {languages && languages.additional.length > 0 && (
            <div className="mt-8">
              <LanguageSwitcher languages={languages} />
            </div>
          )}
        </div>
        <nav aria-label={t('footer.nav')}>
          <h2 className="eyebrow">{t('footer.links')}</h2>
          <ul className="mt-4 space-y-1.5">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted transition-colors hover:text-ink">
                  <span {...('labelLang' in link ? link.labelLang : undefined)}>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {contact && (
          <div>
            <h2 className="eyebrow">{t('footer.contactInfo')}</h2>
            <ul className="mt-4 space-y-2.5 text-muted">
              {settings.email && (
                <li className="flex items-center gap-2.5">
                  <Icon name="mail" size={16} />
                  <a href={`mailto:${settings.email}`} className="break-all hover:text-ink">
                    {settings.email}
                  </a>
                </li>
              )}
              {settings.phone && (
                <li className="flex items-center gap-2.5">
                  <Icon name="phone" size={16} />
                  <a href={`tel:${settings.phone.replace(/\s+/g, '')}`} className="hover:text-ink">
                    {settings.phone}
                  </a>
                </li>
              )}
              {settings.location && (
                <li className="flex items-center gap-2.5">
                  <Icon name="pin" size={16} />
                  <span>{settings.location}</span>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <p className="border-t border-line px-5 py-6 text-center text-sm text-muted">
        {t('footer.rights', { years: copyrightYears(settings.copyrightYear), owner: ownerName })}
      </p>
      <UnpublishedNotice settings={settings} className="justify-center px-5 pb-6" />
    </footer>
  )
}
