import { Outlet } from 'react-router'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'
import { SocialSidebar } from '../../components/layout/social-sidebar.tsx'
import { useRevealOnScroll } from '../../components/layout/use-reveal-on-scroll.ts'
import { useSiteData } from '../../lib/site/site-data.ts'
import { Toaster } from '../../lib/toast/toaster.tsx'

/** Header, side links, main content and footer of every public page. */
export default function PublicLayout() {
  const site = useSiteData()
  useRevealOnScroll()
  if (!site) return <Outlet />
  return (
    <>
      <a href="#main" className="skip-link sr-only-focusable">
        Skip to content
      </a>
      <SiteHeader siteTitle={site.settings.siteTitle} />
      <SocialSidebar settings={site.settings} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 outline-none md:px-8 lg:px-16"
      >
        <Outlet />
      </main>
      <SiteFooter settings={site.settings} ownerName={site.profile.name} />
      <Toaster />
    </>
  )
}
