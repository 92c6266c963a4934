import { useWatch, type Control } from 'react-hook-form'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'
import { PublicPage } from '@/components/layout/public-page.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { arrangeHome, isContentSection, isNumbered } from '@/features/content/home-sections.ts'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { roman, useSiteData, type Sections } from '@/lib/site/site-data.ts'
import { LookInFrame } from './look-in-frame.tsx'

/**
 * Contact's number on the home page in this order ("IV."), or undefined when it is hidden: the
 * sections shown before it are those not hidden that have something to show.
 */
function contactNumber(home: HomeSectionPlace[], sections: Sections): string | undefined {
  const present = (key: string) =>
    isContentSection(key) ? sections[key] : key === 'writing' ? sections.blog : true
  const numbered = home
    .filter((place) => !place.hidden && present(place.key) && isNumbered(place.key))
    .map((place) => place.key)
  return numbered.includes('contact') ? `${roman(numbered.indexOf('contact') + 1)}.` : undefined
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
  const contact = contactNumber(home, sections)
  const projectsShown = home.some((place) => place.key === 'projects' && !place.hidden)
  return (
    <PublicPage site={{ ...site, settings, profile, sections, home }} preview>
      <LookInFrame look={values.look} />
      <HeroSection profile={profile} hasProjects={sections.projects && projectsShown} />
      {contact && <ContactSection number={contact} settings={settings} />}
    </PublicPage>
  )
}
