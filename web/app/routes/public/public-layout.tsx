import { Outlet, redirectDocument, type ClientLoaderFunctionArgs } from 'react-router'
import { PublicPage } from '@/components/layout/public-page.tsx'
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
    <PublicPage site={site}>
      <Outlet />
    </PublicPage>
  )
}
