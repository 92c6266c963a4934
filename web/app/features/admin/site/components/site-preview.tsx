import { useWatch, type Control } from 'react-hook-form'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'
import { PublicPage } from '@/components/layout/public-page.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { useSiteData } from '@/lib/site/site-data.ts'

/**
 * The public home page's frame with the settings being edited: the header (site title), the
 * side links, the first screen, the contact section and the footer (name, links, years).
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
  return (
    <PublicPage site={{ ...site, settings, profile, sections }} preview>
      <HeroSection profile={profile} hasProjects={sections.projects} />
      <ContactSection settings={settings} />
    </PublicPage>
  )
}
