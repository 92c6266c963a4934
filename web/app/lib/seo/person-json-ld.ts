import { localAddress } from '../i18n/translation.tsx'
import { absoluteUrl } from './page-meta.ts'
import type { SiteData } from '../site/site-data.ts'

/** schema.org Person for the owner: name, jobTitle, image, sameAs (social links), alumniOf. */
export function personJsonLd(site: SiteData) {
  const { profile, settings, publicUrl, alumniOf } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    // The home page in the page's language; the names and titles are read in it too.
    url: absoluteUrl(publicUrl, localAddress(site, '/')),
    jobTitle: profile.titles[0],
    image: absoluteUrl(publicUrl, profile.image),
    ...(settings.email ? { email: `mailto:${settings.email}` } : {}),
    sameAs: settings.socialLinks.map((link) => link.link).filter(Boolean),
    alumniOf: alumniOf.map((name) => ({ '@type': 'EducationalOrganization', name })),
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
