import type { MetaFunction } from 'react-router'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { useSiteData } from '@/lib/site/site-data.ts'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.contact'), path: '/contact' })

export default function ContactPage() {
  const site = useSiteData()
  if (!site) return null
  return <ContactSection level={1} settings={site.settings} />
}
