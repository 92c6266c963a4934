import { Outlet, redirectDocument, type ClientLoaderFunctionArgs } from 'react-router'
import { SiteFooter } from '@/components/layout/site-footer.tsx'
import { SiteHeader } from '@/components/layout/site-header.tsx'
import { SocialSidebar } from '@/components/layout/social-sidebar.tsx'
import { useSiteData } from '@/lib/site/site-data.ts'

/**
 * Public pages are never rendered in the browser (ADR 0010): a link from a hydrated owner page to
 * a public one loads it as a new document, so the server renders it and its scripts run. (The
 * server loader only marks the layout as rendered on the server, not awaiting its clientLoader.)
 */
export function loader() {
  return null
}

export function clientLoader({ request }: ClientLoaderFunctionArgs): never {
  throw redirectDocument(request.url)
}

/** Header, side links, main content and footer of every public page. */
export default function PublicLayout() {
  const site = useSiteData()
  if (!site) return <Outlet />
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
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-5 outline-none md:px-8">
        <Outlet />
      </main>
      <SiteFooter settings={site.settings} ownerName={site.profile.name} sections={site.sections} />
    </>
  )
}
