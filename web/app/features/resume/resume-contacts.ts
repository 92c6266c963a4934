import type { SiteSettings } from '@contract/site-settings.ts'
import { codeHostingLink, visibleSocialLinks } from '@/lib/site/site-data.ts'

/** One line of the résumé's contact block. */
export interface ResumeContact {
  label: string
  /** What the line shows: on paper the address itself, so it stays usable when printed. */
  text: string
  /** Where it leads on screen; absent for plain facts like the location. */
  href?: string
}

/** A URL as a person would write it on paper: no scheme, no "www.", no trailing slash. */
export function displayUrl(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
}

/** A dialable tel: link: spaces and separators dropped, a leading + kept. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * The contact details the public site already shows (footer and side links), in résumé order:
 * e-mail, phone, location, then each social link, with the code-hosting profile added when only
 * the username is set.
 */
export function resumeContacts(settings: SiteSettings): ResumeContact[] {
  const contacts: ResumeContact[] = []
  if (settings.email) {
    contacts.push({ label: 'E-mail', text: settings.email, href: `mailto:${settings.email}` })
  }
  if (settings.phone) {
    contacts.push({ label: 'Phone', text: settings.phone, href: telephoneHref(settings.phone) })
  }
  if (settings.location) contacts.push({ label: 'Location', text: settings.location })
  const social = visibleSocialLinks(settings)
  for (const link of social) {
    contacts.push({ label: link.acc, text: displayUrl(link.link), href: link.link })
  }
  const codeHosting = codeHostingLink(settings)
  if (codeHosting && !social.some((link) => link.link === codeHosting)) {
    contacts.push({ label: 'GitHub', text: displayUrl(codeHosting), href: codeHosting })
  }
  return contacts
}
