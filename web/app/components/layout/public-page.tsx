import type { ReactNode } from 'react'
import type { SiteData } from '@/lib/site/site-data.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { SocialSidebar } from './social-sidebar.tsx'

/** The column every public page's content sits in. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-5 outline-none md:px-8">
      {children}
    </main>
  )
}

/**
 * Header, side links, main content and footer of every public page (and of the dashboard's
 * preview of the site settings, with the values being edited).
 */
export function PublicPage({ site, children }: { site: SiteData; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link sr-only-focusable">
        Skip to content
      </a>
      <SiteHeader
        siteTitle={site.settings.siteTitle}
        sections={site.sections}
        theme={site.settings.theme}
      />
      <SocialSidebar settings={site.settings} />
      <PageMain>{children}</PageMain>
      <SiteFooter settings={site.settings} ownerName={site.profile.name} sections={site.sections} />
    </>
  )
}
