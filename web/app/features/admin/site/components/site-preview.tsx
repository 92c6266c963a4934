import { useWatch, type Control } from 'react-hook-form'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'
import { PublicPage } from '@/components/layout/public-page.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { arrangeHome } from '@contract/home-sections.ts'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { homeNumbers, navItems, useSiteData, type SiteData } from '@/lib/site/site-data.ts'
import { pageTranslator, TranslatorProvider } from '@/lib/i18n/translation.tsx'
import { LookInFrame } from './look-in-frame.tsx'

/**
 * Contact's number on the home page in this order ("IV."), the navigation's, or undefined when
 * it is hidden.
 */
function contactNumber(home: HomeSectionPlace[], site: SiteData): string | undefined {
  const items = navItems(site.sections, home, site.pageLinks.navigation, site.customSections)
  return homeNumbers(items, ['contact']).get('contact')
}

/**
 * The public home page's frame with the settings being edited: the header (site title), the
 * side links, the first screen, the contact section and the footer (name, links, years), in the
 * look being edited.
 */
export function SitePreview({
  control,
  ownerName,
}: {
  control: Control<SiteSettings>
  /** The name on the profile, which an empty display name stands for. */
  ownerName: string
}) {
  const site = useSiteData()
  const values = useWatch({ control }) as SiteSettings
  if (!site) return null
  const settings = siteIdentity(
    { ...values, copyrightYear: Number(values.copyrightYear) },
    ownerName,
  )
  const profile = site.profile.isDefault
    ? { ...site.profile, name: settings.displayName }
    : site.profile
  const sections = { ...site.sections, contributions: settings.githubUsername !== '' }
  // The navigation follows the order and the switches being edited; so does Contact. The owner's
  // own sections keep their places (the ones the public site shows: those with items).
  const home = arrangeHome(
    values.homeSections,
    (site.customSections ?? []).map((section) => section.key),
  )
  const contact = contactNumber(home, { ...site, sections })
  // The site's texts in the default language being chosen, written its way.
  const tr = pageTranslator({ ...site, settings })
  return (
    <TranslatorProvider value={tr}>
      <div lang={tr.lang} dir={tr.dir} className="contents">
        <PublicPage site={{ ...site, settings, profile, sections, home }} preview>
          <LookInFrame look={values.look} />
          <HeroSection
            profile={profile}
            siteTitle={settings.siteTitle}
            contactHref={contact ? '#contact' : '/contact'}
          />
          {contact && <ContactSection number={contact} settings={settings} />}
        </PublicPage>
      </div>
    </TranslatorProvider>
  )
}
